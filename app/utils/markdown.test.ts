import { describe, expect, it } from "vitest";
import { parseInline, parseMarkdown } from "./markdown";

describe("markdown reader", () => {
  it("reads headings, paragraphs, lists with continuation lines, tables and code", () => {
    const blocks = parseMarkdown(
      "# Title\n\nSome *nice* text\nstill the paragraph.\n\n- one `code`\n  more of one\n- **two**\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```\nx = 1\n```\n",
    );
    expect(blocks.map((b) => b.type)).toEqual(["heading", "paragraph", "list", "table", "code"]);
    expect(blocks[0]).toMatchObject({ level: 1, text: "Title", id: "title" });
    expect(blocks[2]).toMatchObject({ ordered: false, items: [[{ type: "text", text: "one " }, { type: "code", text: "code" }, { type: "text", text: " more of one" }], [{ type: "strong" }]] });
    expect(blocks[3]).toMatchObject({ head: [[{ text: "a" }], [{ text: "b" }]], rows: [[[{ text: "1" }], [{ text: "2" }]]] });
  });

  it("keeps only web and in-app links", () => {
    expect(parseInline("[ok](https://example.org)")[0]).toMatchObject({ type: "link", href: "https://example.org" });
    expect(parseInline("[bad](javascript:alert(1))")).not.toContainEqual(expect.objectContaining({ type: "link" }));
  });

  it("never produces markup from text", () => {
    const [p] = parseMarkdown("<img src=x onerror=alert(1)>");
    expect(p).toEqual({ type: "paragraph", children: [{ type: "text", text: "<img src=x onerror=alert(1)>" }] });
  });
});
