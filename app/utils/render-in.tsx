/**
 * Test support: renders a screen as the root route's child on a page whose root loader chose
 * `language`, so components that read the language (useT) render as a reader of it sees them.
 */
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { renderToStaticMarkup } from "react-dom/server";

export function renderIn(language: string, element: React.ReactElement): string {
  const router = createMemoryRouter([{ id: "root", path: "/", loader: () => null, children: [{ index: true, element }] }], {
    hydrationData: { loaderData: { root: { language } } },
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

/** The page's text without its markup, for assertions on what a reader reads. */
export const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
