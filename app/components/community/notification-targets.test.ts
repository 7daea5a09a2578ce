import { describe, expect, it } from "vitest";
import { notificationHref, stackIdsOf } from "./notification-targets";

describe("notification targets", () => {
  it("maps notifications to their post's stack", () => {
    const map = stackIdsOf({ notifications: [{ id: "n1", stackId: "s1" }, { id: "n2", post: { id: "p2", stackId: "s2" } }, { id: "n3" }, null] });
    expect([...map]).toEqual([
      ["n1", "s1"],
      ["n2", "s2"],
    ]);
    expect(stackIdsOf("junk").size).toBe(0);
  });

  it("goes to /results/{stackId}, else the post id, else nowhere", () => {
    expect(notificationHref({ postId: "p1", stackId: "s1" })).toBe("/results/s1");
    expect(notificationHref({ postId: "p1" })).toBe("/results/p1");
    expect(notificationHref({ postId: null })).toBeNull();
  });
});
