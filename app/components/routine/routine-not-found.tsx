import { Missing } from "~/components/not-found";

/** A routine that does not exist, or is not the visitor's to see (see Missing for `heading`). */
export function RoutineNotFound({ heading = "h1", children }: { heading?: "h1" | "h2"; children: React.ReactNode }) {
  return (
    <Missing title="Routine Not Found" text="The routine you're looking for doesn't exist or has been removed." heading={heading}>
      {children}
    </Missing>
  );
}
