import { describe, expect, it } from "vitest";
import { translator } from "./i18n/catalogues";
import { groupSentence, notificationSentence, type GroupLine } from "./notification-sentence";
import { postNotificationMessage } from "./notification-text";

const ana = { name: "Ana Lopez", username: null };
const ben = { name: "Ben", username: "ben_b" };
const en = translator("en");
const likes = (actors: GroupLine["actors"], actorCount: number, postTitle: string | null = "T"): GroupLine => ({
  type: "like",
  actors,
  actorCount,
  postTitle,
  message: "x",
});

describe("groupSentence in English", () => {
  it("names one, two, or the newest and counts the others", () => {
    expect(groupSentence(en, likes([ana], 1))).toBe('Ana liked your post "T"');
    expect(groupSentence(en, likes([ana, ben], 2))).toBe('Ana and ben_b liked your post "T"');
    expect(groupSentence(en, likes([ana], 2))).toBe('Ana and 1 other liked your post "T"');
    expect(groupSentence(en, likes([ana, ben], 10, "My AM routine"))).toBe('Ana and 9 others liked your post "My AM routine"');
    expect(groupSentence(en, likes([ana, ben], 3, null))).toBe("Ana and 2 others liked your post");
  });

  it("counts people whose account is gone (no actor left) as someone, and shortens long titles", () => {
    expect(groupSentence(en, likes([], 0))).toBe('Someone liked your post "T"');
    expect(groupSentence(en, likes([ana], 1, "x".repeat(61)))).toBe(`Ana liked your post "${"x".repeat(57)}..."`);
  });

  it("names a commenter as a liker is named, whatever the stored message says", () => {
    const comment = (actors: GroupLine["actors"], postTitle: string | null, message: string): GroupLine => ({ type: "comment", actors, actorCount: 1, postTitle, message });
    expect(groupSentence(en, comment([ben], "T", 'ben_b commented on your post "T"'))).toBe('ben_b commented on your post "T"');
    // Stored before the rule: the full display name. The page says "Ana", as for her likes.
    expect(groupSentence(en, comment([ana], "T", 'Ana Lopez commented on your post "T"'))).toBe(postNotificationMessage("comment", ana, "T"));
    expect(groupSentence(en, comment([], null, "kept as stored"))).toBe("kept as stored");
  });
});

describe("groupSentence in other languages", () => {
  it("agrees the verb with the number of people and quotes titles the language's way", () => {
    expect(groupSentence(translator("fr"), likes([ana], 1))).toBe("Ana a aimé votre publication « T »");
    expect(groupSentence(translator("fr"), likes([ana, ben], 10))).toBe("Ana et 9 autres personnes ont aimé votre publication « T »");
    expect(groupSentence(translator("es"), likes([ana, ben], 2))).toBe("A Ana y ben_b les gusta su publicación «T»");
    expect(groupSentence(translator("de"), likes([ana], 2))).toBe("Ana und 1 weiteren Person gefällt Ihr Beitrag „T“");
    expect(groupSentence(translator("de"), { type: "comment", actors: [ben], actorCount: 1, postTitle: "T", message: "x" })).toBe(
      "ben_b hat Ihren Beitrag „T“ kommentiert",
    );
  });
});

describe("notificationSentence", () => {
  const like = { type: "like", message: 'ben_b liked your post "Old title"', actor: ben, postTitle: "New title" };

  it("keeps the stored message in English", () => {
    expect(notificationSentence(en, like)).toBe('ben_b liked your post "Old title"');
  });

  it("words a like or a comment from its person and post in another language", () => {
    expect(notificationSentence(translator("fr"), like)).toBe("ben_b a aimé votre publication « New title »");
    expect(notificationSentence(translator("es"), { ...like, type: "comment" })).toBe("ben_b comentó su publicación «New title»");
    expect(notificationSentence(translator("de"), { ...like, actor: null, postTitle: null })).toBe("Jemandem gefällt Ihr Beitrag");
  });
});
