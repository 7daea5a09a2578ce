import { describe, expect, it } from "vitest";
import { applyReaction, cardKind, displayName, mergeComments, mergeRefetch } from "./feed-data";

describe("cardKind", () => {
  const p = { id: "1", name: "x", brand: "", productType: "" };
  it("is Morning, Night, Both or Empty by the routines that hold products", () => {
    expect(cardKind({ morningProducts: [p], nightProducts: [] })).toBe("Morning");
    expect(cardKind({ morningProducts: [], nightProducts: [p] })).toBe("Night");
    expect(cardKind({ morningProducts: [p], nightProducts: [p] })).toBe("Both");
    expect(cardKind({ morningProducts: [], nightProducts: [] })).toBe("Empty");
  });
});

describe("applyReaction", () => {
  const none = { likeCount: 3, dislikeCount: 1, viewerReaction: null };
  it("sets a reaction when there is none", () => {
    expect(applyReaction(none, true)).toEqual({ likeCount: 4, dislikeCount: 1, viewerReaction: true });
    expect(applyReaction(none, false)).toEqual({ likeCount: 3, dislikeCount: 2, viewerReaction: false });
  });
  it("removes it when the same value is pressed again", () => {
    expect(applyReaction({ likeCount: 4, dislikeCount: 1, viewerReaction: true }, true)).toEqual(none);
    expect(applyReaction({ likeCount: 3, dislikeCount: 2, viewerReaction: false }, false)).toEqual(none);
  });
  it("switches to the other value", () => {
    expect(applyReaction({ likeCount: 4, dislikeCount: 1, viewerReaction: true }, false)).toEqual({ likeCount: 3, dislikeCount: 2, viewerReaction: false });
  });
  it("never shows negative counts", () => {
    expect(applyReaction({ likeCount: 0, dislikeCount: 0, viewerReaction: true }, true).likeCount).toBe(0);
  });
});

describe("displayName", () => {
  it("prefers the name, then the username, never an email", () => {
    expect(displayName({ name: "Ann", username: "ann1" })).toBe("Ann");
    expect(displayName({ name: " ", username: "ann1" })).toBe("ann1");
    expect(displayName({ name: null, username: null })).toBe("Anonymous");
  });
});

describe("mergeRefetch", () => {
  it("puts the refetched posts first and keeps older pages after them", () => {
    const a = { id: "a" }, b = { id: "b" }, c = { id: "c" }, d = { id: "d" };
    expect(mergeRefetch([b, a], [a, b, c, d])).toEqual([b, a, c, d]);
    expect(mergeRefetch([a], [a])).toEqual([a]);
    expect(mergeRefetch([a, c], [a, b, c])).toEqual([a, c]);
  });
});

describe("mergeComments", () => {
  const c = (id: string, createdAt: string, content = id) => ({ id, content, createdAt, editedAt: null, userId: "u", user: { name: null, username: null } });

  it("keeps one entry per id, the newer version winning, oldest first", () => {
    const loaded = [c("a", "2026-11-25T10:00:00.000Z"), c("b", "2026-11-25T10:01:00.000Z")];
    const merged = mergeComments(loaded, [
      c("d", "2026-11-25T10:03:00.000Z"),
      { ...c("b", "2026-11-25T10:01:00.000Z", "b, edited"), editedAt: "2026-11-25T11:00:00.000Z" },
      c("c", "2026-11-25T10:02:00.000Z"),
    ]);
    expect(merged.map((x) => x.id)).toEqual(["a", "b", "c", "d"]);
    expect(merged[1]).toMatchObject({ content: "b, edited", editedAt: "2026-11-25T11:00:00.000Z" });
  });
});
