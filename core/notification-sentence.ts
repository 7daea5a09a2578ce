/**
 * The line the notifications page shows for a group, in the reader's language (the catalogue's
 * `notifications.*` messages): "Ana and 9 others liked your post "My AM routine"". People are named
 * by actorLabel in every kind, as in the stored messages. Written from the group's people and the
 * post's current title, not the stored (English) text, so older messages read the same.
 */
import type { NotificationGroup, PublicUser } from "./api/community";
import type { Translator } from "./i18n/catalogues";
import { DEFAULT_LANGUAGE } from "./i18n/negotiate";
import { actorLabel, shortTitle } from "./notification-text";

export type GroupLine = Pick<NotificationGroup, "type" | "actors" | "actorCount" | "postTitle" | "message">;

/** "Ana", "Ana and Ben", "Ana and 9 others", "Someone": who is behind a group of likes, and how many they are. */
function likers(t: Translator, group: GroupLine): { who: string; count: number } {
  const [first, second] = group.actors;
  const total = Math.max(group.actorCount, group.actors.length);
  const shape = !first || total <= 0 ? "nobody" : total === 1 ? "one" : total === 2 && second ? "two" : "other";
  const who = t("notifications.likers", {
    shape,
    first: first ? actorLabel(first) : "",
    second: second ? actorLabel(second) : "",
    others: Math.max(0, total - 1),
  });
  return { who, count: shape === "nobody" ? 1 : total };
}

export function groupSentence(t: Translator, group: GroupLine): string {
  if (group.type === "like") {
    const { who, count } = likers(t, group);
    return group.postTitle
      ? t("notifications.liked", { who, count, title: shortTitle(group.postTitle) })
      : t("notifications.likedUntitled", { who, count });
  }
  if (group.type === "comment" && group.actors[0] && group.postTitle) {
    return t("notifications.commented", { who: actorLabel(group.actors[0]), title: shortTitle(group.postTitle) });
  }
  // Another kind: its stored message, as it is.
  return group.message;
}

/**
 * One notification's line (the bell's list, the toast of one that just arrived): English keeps the
 * stored message as it is; another language words it from its person and the post's title, as the
 * notifications page does.
 */
export function notificationSentence(
  t: Translator,
  n: { type: string; message: string; actor: PublicUser | null; postTitle: string | null },
): string {
  if (t.language === DEFAULT_LANGUAGE || (n.type !== "like" && n.type !== "comment")) return n.message;
  const actors = n.actor ? [n.actor] : [];
  return groupSentence(t, { type: n.type, actors, actorCount: actors.length, postTitle: n.postTitle, message: n.message });
}
