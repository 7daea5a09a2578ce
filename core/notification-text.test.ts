import { describe, expect, it } from "vitest";
import { actorLabel, excerpt, groupText, likersText, postNotificationMessage, quotedTitle } from "./notification-text";

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

describe("likersText", () => {
  it("names one, two, or the newest and counts the others", () => {
    expect(likersText([ana], 1)).toBe("Ana liked");
    expect(likersText([ana, ben], 2)).toBe("Ana and ben_b liked");
    expect(likersText([ana, ben], 3)).toBe("Ana and 2 others liked");
    expect(likersText([ana, ben], 10)).toBe("Ana and 9 others liked");
  });

  it("counts people whose account is gone (no actor left) as someone", () => {
    expect(likersText([], 0)).toBe("Someone liked");
  });
});

describe("groupText", () => {
  it("writes a like group from its people and the post's title", () => {
    expect(groupText({ type: "like", actors: [ana, ben], actorCount: 10, postTitle: "My AM routine", message: "x" })).toBe(
      'Ana and 9 others liked your post "My AM routine"',
    );
  });

  it("names a commenter as a liker is named, whatever the stored message says", () => {
    expect(groupText({ type: "comment", actors: [ben], actorCount: 1, postTitle: "T", message: "ben_b commented on your post \"T\"" })).toBe(
      'ben_b commented on your post "T"',
    );
    // Stored before the rule: the full display name. The page says "Ana", as for her likes.
    expect(groupText({ type: "comment", actors: [ana], actorCount: 1, postTitle: "T", message: 'Ana Lopez commented on your post "T"' })).toBe(
      'Ana commented on your post "T"',
    );
    expect(groupText({ type: "comment", actors: [], actorCount: 0, postTitle: null, message: "kept as stored" })).toBe("kept as stored");
  });

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
