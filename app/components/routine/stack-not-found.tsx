const NOT_FOUND_TITLE = "Stack Not Found";
const NOT_FOUND_TEXT = "The stack you're looking for doesn't exist or has been removed.";

/**
 * A routine that does not exist, or is not the visitor's to see: the title (the page's h1 on its
 * own page, an h2 inside a screen that has one), the text, then the ways on (`children`).
 */
export function StackNotFound({ heading: Heading = "h1", children }: { heading?: "h1" | "h2"; children: React.ReactNode }) {
  const own = Heading === "h1";
  return (
    <section className={`space-y-4 text-center ${own ? "py-10" : "py-8"}`}>
      <Heading className={`font-bold tracking-tight ${own ? "text-2xl" : "text-xl"}`}>{NOT_FOUND_TITLE}</Heading>
      <p className="text-stone-700">{NOT_FOUND_TEXT}</p>
      {children}
    </section>
  );
}
