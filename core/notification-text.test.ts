import { describe, expect, it } from "vitest";
import { actorLabel, excerpt, postNotificationMessage, quotedTitle } from "./notification-text";

const ana = { name: "Ana Lopez", username: null };
const ben = { name: "Ben", username: "ben_b" };

describe("actorLabel", () => {
  it("prefers the username, else the first name, else Someone", () => {
    expect(actorLabel(ben)).toBe("ben_b");
    expect(actorLabel(ana)).toBe("Ana");
    expect(actorLabel({ name: "  ", username: null })).toBe("Someone");
    expect(actorLabel(null)).toBe("Someone");
  });
});

describe("postNotificationMessage", () => {
  it("stores likes and comments with the same name for the person", () => {
    expect(postNotificationMessage("like", ana, "T")).toBe('Ana liked your post "T"');
    expect(postNotificationMessage("comment", ana, "T")).toBe('Ana commented on your post "T"');
  });
});

describe("excerpt and quotedTitle", () => {
  it("keeps short text, flattens whitespace, and cuts long text at a word with an ellipsis", () => {
    expect(excerpt("  hello\n\nthere  ")).toBe("hello there");
    const long = "word ".repeat(60);
    const cut = excerpt(long, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith("word…")).toBe(true);
  });

  it("quotes a title, shortened past 60 characters", () => {
    expect(quotedTitle("Short")).toBe('"Short"');
    expect(quotedTitle("x".repeat(61))).toBe(`"${"x".repeat(57)}..."`);
  });
});
