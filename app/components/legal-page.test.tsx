import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import Privacy from "~/routes/privacy";

/** Renders `element` as the root's child on a page whose root loader chose `language`. */
export function renderIn(language: string, element: React.ReactElement): string {
  const router = createMemoryRouter([{ id: "root", path: "/", loader: () => null, children: [{ index: true, element }] }], {
    hydrationData: { loaderData: { root: { language } } },
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("legal pages", () => {
  it("smoke", () => {
    const html = renderIn("fr", <Privacy />);
    console.log(html.slice(0, 3000));
    const en = renderIn("en", <Privacy />);
    console.log(en.slice(0, 3000));
    expect(html).toContain("Politique");
  });
});
