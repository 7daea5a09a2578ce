import { describe, expect, it } from "vitest";
import { parseNotifications, parseUnreadCount } from "./notifications";

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
      { id: "1", message: "Ann liked your post", createdAt: "2026-11-21T10:00:00Z", isRead: false, type: "like", postId: "9" },
    ]);
    expect(parseNotifications({ notifications: [{ ...item, post: { id: "p2" } }] })[0].postId).toBe("p2");
    expect(parseNotifications([item])[0].postId).toBeNull();
  });

  it("skips entries without an id and tolerates junk", () => {
    expect(parseNotifications([null, { message: "no id" }, "x"])).toEqual([]);
    expect(parseNotifications({ nope: true })).toEqual([]);
  });
});
