import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { JsonLd } from "./json-ld";

describe("JsonLd", () => {
  it("keeps text that tries to close the script inert, and the data whole", () => {
    const name = `</script><script>alert(1)</script><!-- "' \u2028`;
    const html = renderToStaticMarkup(<JsonLd data={{ "@type": "Product", name }} />);
    expect(html.match(/<\/script>/gi)).toHaveLength(1);
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<!--");
    const json = html.replace(/^<script[^>]*>/, "").replace(/<\/script>$/, "");
    expect(JSON.parse(json)).toEqual({ "@type": "Product", name });
  });
});
