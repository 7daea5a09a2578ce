import { describe, expect, it } from "vitest";
import { clip, renderShareImageSvg } from "./share-image";
import { RING_STROKE } from "./score-scale";

const scores = { completenessScore: 9, effectivenessScore: 6.5, safetyScore: 8, ingredientQualityScore: 3, routineBalanceScore: 7 };

describe("renderShareImageSvg", () => {
  it("draws the name, the subtitle, the overall score and the five scores in the colour scale", () => {
    const svg = renderShareImageSvg({ name: "Night <b>repair</b>", subtitle: "Glow · dry skin", scores });
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain('width="1200" height="630"');
    expect(svg).toContain("Night &lt;b&gt;repair&lt;/b&gt;");
    expect(svg).not.toContain("<b>");
    expect(svg).toContain("Glow · dry skin");
    // Overall: the mean of the two lowest (3 and 6.5).
    expect(svg).toContain(">4.8</text>");
    expect(svg).toContain(`fill="${RING_STROKE.red}"`); // ingredient quality 3
    expect(svg).toContain(`fill="${RING_STROKE.green}"`); // completeness 9
    expect(svg).toContain(`fill="${RING_STROKE.amber}"`); // effectiveness 6.5
    for (const label of ["Completeness", "Effectiveness", "Safety", "Ingredient Quality", "Routine Balance"]) expect(svg).toContain(label);
  });

  it("leaves out the characters XML 1.0 has no place for, which made the image unreadable to the rasteriser", () => {
    const svg = renderShareImageSvg({ name: "A\u0000b\u0001c\u0008d\u000Be\u000Cf\u001Fg\uFFFEh\uFFFFi\uD800j", subtitle: "Glow\u0007 · dry skin", scores });
    // eslint-disable-next-line no-control-regex -- control characters are what it looks for
    expect(svg).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Surrogate}/u);
    expect(svg).toContain(">Abcdefghij</text>");
    expect(svg).toContain(">Glow · dry skin</text>");
  });

  it("shows dashes before the first evaluation", () => {
    const svg = renderShareImageSvg({ name: "New", subtitle: "Hydration · normal skin", scores: null });
    expect(svg).toContain("not yet evaluated");
    expect(svg.match(/>-<\/text>/g)).toHaveLength(6);
  });
});

describe("clip", () => {
  it("keeps short text and cuts long text with an ellipsis, by code point", () => {
    expect(clip("  short   name ", 10)).toBe("short name");
    expect(clip("abcdefghijkl", 5)).toBe("abcd…");
    expect(clip("😀😀😀😀😀😀", 4)).toBe("😀😀😀…");
  });
});
