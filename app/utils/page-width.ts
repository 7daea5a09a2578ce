/**
 * How wide a screen's content may grow from the desktop breakpoint (lg, 1024px) up. Screens that
 * list or compare things use the full page width (and two columns where that helps); forms and
 * reading stay at a comfortable line length. Below lg every screen is one mobile-width column.
 */
export type PageWidth = "wide" | "reading";

const WIDE_PREFIXES = ["/home", "/explore", "/results/", "/library", "/products/", "/compare", "/admin", "/advanced-analysis"];

export function pageWidth(pathname: string): PageWidth {
  if (pathname === "/") return "wide";
  return WIDE_PREFIXES.some((p) => pathname === p || pathname.startsWith(p.endsWith("/") ? p : `${p}/`)) ? "wide" : "reading";
}

/** The <main> column's width classes for each kind of screen. */
export const MAIN_WIDTH_CLASSES: Record<PageWidth, string> = {
  wide: "max-w-md lg:max-w-page",
  reading: "max-w-md lg:max-w-3xl",
};
