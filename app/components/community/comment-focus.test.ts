import { describe, expect, it } from "vitest";
import { commentToFocusAfterDeleting } from "./comment-focus";

const thread = [{ id: "a" }, { id: "b" }, { id: "c" }];

describe("commentToFocusAfterDeleting", () => {
  it("picks the comment after the deleted one", () => {
    expect(commentToFocusAfterDeleting(thread, "a")).toBe("b");
    expect(commentToFocusAfterDeleting(thread, "b")).toBe("c");
  });

  it("picks the one before when the last comment is deleted", () => {
    expect(commentToFocusAfterDeleting(thread, "c")).toBe("b");
  });

  it("gives null when no comment is left or the comment is not in the thread", () => {
    expect(commentToFocusAfterDeleting([{ id: "a" }], "a")).toBeNull();
    expect(commentToFocusAfterDeleting(thread, "z")).toBeNull();
  });
});
