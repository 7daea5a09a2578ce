export function Card({ className = "", ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div className={`rounded-2xl border border-stone-200 bg-white p-5 shadow-sm ${className}`} {...props} />;
}

/** An inline message; `error` is announced at once (role=alert), the others politely (role=status). */
export function Notice({
  tone = "info",
  className = "",
  children,
}: {
  tone?: "info" | "success" | "error";
  className?: string;
  children: React.ReactNode;
}) {
  const tones = {
    info: "border-stone-300 bg-stone-100 text-stone-900",
    success: "border-emerald-300 bg-emerald-50 text-emerald-900",
    error: "border-red-300 bg-red-50 text-red-900",
  } as const;
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`rounded-xl border px-4 py-3 text-sm ${tones[tone]} ${className}`}>
      {children}
    </div>
  );
}

export function PageTitle({ children, className = "" }: { children: React.ReactNode; className?: string }) {
  return <h1 className={`text-2xl font-bold tracking-tight text-stone-900 ${className}`}>{children}</h1>;
}

/**
 * A page's title with its action beside it (Add Routine, Mark all read). The title wraps its words
 * first (it takes the room the action leaves, down to its longest word); when even that does not fit
 * (a German compound beside a German label, a 360 px phone) the action moves under the title instead
 * of pushing the page wider than the screen.
 */
export function TitleRow({ children, className = "" }: { children: React.ReactNode; className?: string }) {
  return <div className={`flex flex-wrap items-center justify-between gap-x-3 gap-y-2 [&>:first-child]:grow [&>:first-child]:basis-0 ${className}`}>{children}</div>;
}
