import { describe, expect, it } from "vitest";
import { applyReaction, cardKind, displayName, mergeComments, mergeRefetch, parsePost, parsePostsPage, parseRoutinesPage } from "./feed-data";

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

describe("parsing", () => {
  it("reads a feed page and drops junk", () => {
    const page = parsePostsPage({
      posts: [
        {
          id: "p1",
          title: "<img src=x onerror=alert(1)>",
          description: "",
          createdAt: "2026-01-01T00:00:00.000Z",
          userId: "u1",
          user: { name: "Ann", username: null },
          stackId: "s1",
          stack: { id: "s1", name: "R", goal: "glow", morningProducts: [{ id: "m", name: "Cleanser" }], nightProducts: [], evaluation: null, overallScore: 0 },
          likeCount: 2,
          dislikeCount: 0,
          viewerReaction: true,
          commentCount: 1,
          comments: [{ id: "c1", content: "hi", createdAt: "x", userId: "u2", user: { name: "Bo" } }],
        },
        { id: "no stack" },
        null,
      ],
      nextCursor: "abc",
    });
    expect(page.nextCursor).toBe("abc");
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ title: "<img src=x onerror=alert(1)>", viewerReaction: true, stackId: "s1", commentCount: 1 });
    expect(page.items[0].comments[0].user).toEqual({ name: "Bo", username: null });
  });

  it("reads routines with evaluations[] when evaluation is absent", () => {
    const page = parseRoutinesPage({
      routines: [{ id: "s1", name: "R", goal: "glow", morningProducts: [], nightProducts: [], evaluations: [{ safetyScore: 7, overallScore: 6.4 }] }],
      nextCursor: null,
    });
    expect(page.items[0].evaluation?.safetyScore).toBe(7);
    expect(page.items[0].overallScore).toBe(6);
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

describe("editedAt", () => {
  it("reads a post's and its comments' edited time, null when absent", () => {
    const post = parsePost({
      id: "p",
      editedAt: "2026-11-25T11:00:00.000Z",
      stack: { id: "s" },
      comments: [{ id: "c1", editedAt: "2026-11-25T12:00:00.000Z" }, { id: "c2" }],
    });
    expect(post?.editedAt).toBe("2026-11-25T11:00:00.000Z");
    expect(post?.comments.map((x) => x.editedAt)).toEqual(["2026-11-25T12:00:00.000Z", null]);
    expect(parsePost({ id: "p", stack: { id: "s" } })?.editedAt).toBeNull();
  });
});
