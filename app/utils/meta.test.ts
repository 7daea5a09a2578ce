import { describe, expect, it } from "vitest";
import { shareImageUrl, shareMeta } from "./meta";

const find = (tags: ReturnType<typeof shareMeta>, key: string) =>
  tags.find((t) => (t as Record<string, unknown>).property === key || (t as Record<string, unknown>).name === key) as
    | { content: string }
    | undefined;

describe("shareMeta", () => {
  it("gives Open Graph and Twitter tags, a large card with an image and a canonical link", () => {
    const image = shareImageUrl("https://skinstack.test", "abc");
    const tags = shareMeta({ title: "Glow routine", description: "Five scores", url: "https://skinstack.test/results/abc", image });
    expect(image).toBe("https://skinstack.test/api/stacks/abc/share-image.png");
    expect(find(tags, "og:title")?.content).toBe("Glow routine");
    expect(find(tags, "og:image")?.content).toBe(image);
    expect(find(tags, "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, "twitter:image")?.content).toBe(image);
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://skinstack.test/results/abc" });
    expect(tags).toContainEqual({ title: "Glow routine · Skinstack" });
  });

  it("gives each language's share image its own URL, English's as before", () => {
    expect(shareImageUrl("https://skinstack.test", "abc", "en")).toBe("https://skinstack.test/api/stacks/abc/share-image.png");
    expect(shareImageUrl("https://skinstack.test", "abc", "de")).toBe("https://skinstack.test/api/stacks/abc/share-image.png?lang=de");
  });

  it("falls back to a summary card without an image and shortens long descriptions", () => {
    const tags = shareMeta({ title: "Ana", description: "x".repeat(300), url: "https://skinstack.test/u/ana", type: "profile" });
    expect(find(tags, "twitter:card")?.content).toBe("summary");
    expect(find(tags, "og:image")).toBeUndefined();
    expect(find(tags, "og:type")?.content).toBe("profile");
    expect(find(tags, "og:description")?.content).toHaveLength(200);
  });
});
