import { describe, expect, it } from "vitest";
import { parseNotificationGroups, parseNotifications, parseUnreadCount } from "./notifications";

describe("parseUnreadCount", () => {
  it("reads {count}, {unreadCount} or a bare number", () => {
    expect(parseUnreadCount({ count: 4 })).toBe(4);
    expect(parseUnreadCount({ unreadCount: 2 })).toBe(2);
    expect(parseUnreadCount(7)).toBe(7);
    expect(parseUnreadCount({})).toBeNull();
    expect(parseUnreadCount("5")).toBeNull();
  });
});

describe("parseNotifications", () => {
  it("accepts a bare list or {notifications}, and takes the post id from postId or post.id", () => {
    const item = { id: 1, message: "Ann liked your post", createdAt: "2026-11-21T10:00:00Z", isRead: false, type: "like" };
    expect(parseNotifications([{ ...item, postId: 9 }])).toEqual([
      { id: "1", message: "Ann liked your post", createdAt: "2026-11-21T10:00:00Z", isRead: false, type: "like", postId: "9", commentId: null, postTitle: null, actor: null },
    ]);
    expect(parseNotifications([{ ...item, postTitle: "My AM routine", actor: { name: "Ann", username: 7 } }])[0]).toMatchObject({
      postTitle: "My AM routine",
      actor: { name: "Ann", username: null },
    });
    expect(parseNotifications([{ ...item, type: "comment", postId: "p", commentId: "c7" }])[0].commentId).toBe("c7");
    expect(parseNotifications({ notifications: [{ ...item, post: { id: "p2" } }] })[0].postId).toBe("p2");
    expect(parseNotifications([item])[0].postId).toBeNull();
  });

  it("skips entries without an id and tolerates junk", () => {
    expect(parseNotifications([null, { message: "no id" }, "x"])).toEqual([]);
    expect(parseNotifications({ nope: true })).toEqual([]);
  });
});

describe("parseNotificationGroups", () => {
  it("reads groups and the cursor, dropping entries without an id and filling gaps", () => {
    const page = parseNotificationGroups({
      groups: [
        {
          id: "g1",
          type: "like",
          postId: "p1",
          commentId: null,
          postTitle: "Glow",
          commentExcerpt: null,
          message: "m",
          createdAt: "2026-11-21T10:00:00Z",
          isRead: false,
          count: 5,
          actorCount: 4,
          actors: [{ name: "Ana", username: null }, "junk"],
        },
        { type: "comment" },
        { id: "g2", type: "comment", postId: "p1", commentId: "c1", commentExcerpt: "Nice", count: "x" },
      ],
      nextCursor: "abc",
    });
    expect(page.nextCursor).toBe("abc");
    expect(page.items.map((g) => g.id)).toEqual(["g1", "g2"]);
    expect(page.items[0]).toMatchObject({ count: 5, actorCount: 4, actors: [{ name: "Ana", username: null }] });
    expect(page.items[1]).toMatchObject({ type: "comment", commentId: "c1", commentExcerpt: "Nice", count: 1, actorCount: 0, isRead: false });
    expect(parseNotificationGroups(null)).toEqual({ items: [], nextCursor: null });
  });
});
