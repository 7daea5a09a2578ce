/**
 * How notifications name people and summarise things, for the api's stored messages and the
 * notifications page's grouped lines.
 */
import type { NotificationGroup, PublicUser } from "./api/community";

/** A comment's excerpt in a notification. */
export const EXCERPT_MAX = 120;
/** A post's title quoted in a notification. */
const QUOTED_TITLE_MAX = 60;

/**
 * A person in a notification: the username, which is unique and cannot imitate someone else
 * (core/usernames), else the first word of the display name.
 */
export function actorLabel(user: PublicUser | null | undefined): string {
  return user?.username?.trim() || user?.name?.trim().split(/\s+/)[0] || "Someone";
}

/** Text shortened to `max` characters on a word boundary where one is near, with an ellipsis. */
export function excerpt(text: string, max = EXCERPT_MAX): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function quotedTitle(title: string): string {
  return `"${title.length > QUOTED_TITLE_MAX ? `${title.slice(0, QUOTED_TITLE_MAX - 3)}...` : title}"`;
}

/** "Ana liked", "Ana and Ben liked", "Ana and 9 others liked": who is behind a group of likes. */
export function likersText(actors: PublicUser[], actorCount: number): string {
  const [first, second] = actors;
  const total = Math.max(actorCount, actors.length);
  if (!first || total <= 0) return "Someone liked";
  if (total === 1) return `${actorLabel(first)} liked`;
  if (total === 2 && second) return `${actorLabel(first)} and ${actorLabel(second)} liked`;
  const others = total - 1;
  return `${actorLabel(first)} and ${others} ${others === 1 ? "other" : "others"} liked`;
}

/** The stored message of a like or a comment on a post: the person named as everywhere else (actorLabel). */
export function postNotificationMessage(type: "like" | "comment", actor: PublicUser, postTitle: string): string {
  return `${actorLabel(actor)} ${type === "like" ? "liked" : "commented on"} your post ${quotedTitle(postTitle)}`;
}

/** The line the notifications page shows for a group; people are named by actorLabel in every kind. */
export function groupText(group: Pick<NotificationGroup, "type" | "actors" | "actorCount" | "postTitle" | "message">): string {
  if (group.type === "like") {
    return `${likersText(group.actors, group.actorCount)} your post${group.postTitle ? ` ${quotedTitle(group.postTitle)}` : ""}`;
  }
  // Written from the commenter, not the stored text, so that older messages (which used the full display name) read the same.
  if (group.type === "comment" && group.actors[0] && group.postTitle) return postNotificationMessage("comment", group.actors[0], group.postTitle);
  return group.message;
}
