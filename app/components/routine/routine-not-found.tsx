import { Missing } from "~/components/not-found";
import { useT } from "~/utils/i18n";

/** A routine that does not exist, or is not the visitor's to see (see Missing for `heading`). */
export function RoutineNotFound({ heading = "h1", children }: { heading?: "h1" | "h2"; children: React.ReactNode }) {
  const t = useT();
  return (
    <Missing title={t("routineUi.notFound.title")} text={t("routineUi.notFound.text")} heading={heading}>
      {children}
    </Missing>
  );
}
