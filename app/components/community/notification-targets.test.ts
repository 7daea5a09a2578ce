import { describe, expect, it } from "vitest";
import { notificationHref } from "./notification-targets";
import { commentIdOfHash, postPath } from "./post-links";

describe("notification targets", () => {
  it("opens a comment notification at its comment and a like at the post", () => {
    expect(notificationHref({ type: "comment", postId: "p1", commentId: "c1" })).toBe("/posts/p1#comment-c1");
    expect(notificationHref({ type: "like", postId: "p1", commentId: "c1" })).toBe("/posts/p1");
    expect(notificationHref({ type: "comment", postId: "p1", commentId: null })).toBe("/posts/p1");
    expect(notificationHref({ type: "like", postId: null })).toBeNull();
  });

  it("reads a comment id back from the location hash, and nothing else", () => {
    const href = postPath("p 1", "0b6a1c1e-5a8f-4a51-9c55-1c6b7f0e8a11");
    expect(href).toBe("/posts/p%201#comment-0b6a1c1e-5a8f-4a51-9c55-1c6b7f0e8a11");
    expect(commentIdOfHash(href.slice(href.indexOf("#")))).toBe("0b6a1c1e-5a8f-4a51-9c55-1c6b7f0e8a11");
    expect(commentIdOfHash("#comments")).toBeNull();
    expect(commentIdOfHash("#comment-<img>")).toBeNull();
    expect(commentIdOfHash("")).toBeNull();
  });
});
