import { describe, expect, it } from "vitest";
import { translator } from "@core/i18n/catalogues";
import { joinedText, parseProfilePage } from "./profile-data";

describe("parseProfilePage", () => {
  it("reads the profile, routines and posts, dropping malformed entries", () => {
    const page = parseProfilePage({
      profile: { id: "u1", username: "ana", name: " ", joinedAt: "2026-03-04T10:00:00.000Z", email: "never@shown.test" },
      routines: [{ id: "r1", name: "Glow", goal: "glow", skinType: "dry", morningCount: 2, nightCount: 1, overallScore: 6.5 }, { name: "no id" }],
      posts: [{ id: "p1", title: "Hi", stack: { id: "r1", name: "Glow" } }, { id: "p2" }],
    });
    expect(page?.profile).toEqual({ id: "u1", username: "ana", name: null, joinedAt: "2026-03-04T10:00:00.000Z" });
    expect(page?.routines).toHaveLength(1);
    expect(page?.routines[0]).toMatchObject({ id: "r1", overallScore: 6.5, morningCount: 2 });
    expect(page?.posts.map((p) => p.id)).toEqual(["p1"]);
  });

  it("refuses an answer without a username", () => {
    expect(parseProfilePage({ profile: {} })).toBeNull();
    expect(parseProfilePage(null)).toBeNull();
  });
});

describe("joinedText", () => {
  it("names the month and year in UTC, in the reader's language", () => {
    expect(joinedText(translator("en"), "2026-03-31T23:30:00.000Z")).toBe("Joined March 2026");
    expect(joinedText(translator("fr"), "2026-03-31T23:30:00.000Z")).toBe("Membre depuis mars 2026");
    expect(joinedText(translator("de"), "2026-03-31T23:30:00.000Z")).toBe("Dabei seit März 2026");
    expect(joinedText(translator("en"), "garbage")).toBe("");
  });
});
