import { ButtonLink } from "./ui";
import { useT } from "~/utils/i18n";

/**
 * Something that is not there, or not the visitor's to see: the title (the page's h1 on its own
 * page, an h2 inside a screen that has one), the text, then the ways on (`children`).
 */
export function Missing({
  title,
  text,
  heading: Heading = "h1",
  children,
}: {
  title: string;
  text: string;
  heading?: "h1" | "h2";
  children: React.ReactNode;
}) {
  const own = Heading === "h1";
  return (
    <section className={`space-y-4 text-center ${own ? "py-10" : "py-8"}`}>
      <Heading className={`font-bold tracking-tight ${own ? "text-2xl" : "text-xl"}`}>{title}</Heading>
      <p className="text-stone-700">{text}</p>
      {children}
    </section>
  );
}

export function NotFound() {
  const t = useT();
  return (
    <Missing title={t("notFound.heading")} text={t("notFound.text")}>
      <ButtonLink to="/">{t("error.goHome")}</ButtonLink>
    </Missing>
  );
}
