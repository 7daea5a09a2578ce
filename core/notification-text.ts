/**
 * How notifications name people and summarise things, for the api's stored messages (English)
 * and the notifications page's grouped lines (notification-sentence.ts, in the reader's language).
 */
import type { PublicUser } from "./api/community";

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

/** A post's title as a notification quotes it: shortened past 60 characters. */
export function shortTitle(title: string): string {
  return title.length > QUOTED_TITLE_MAX ? `${title.slice(0, QUOTED_TITLE_MAX - 3)}...` : title;
}

export function quotedTitle(title: string): string {
  return `"${shortTitle(title)}"`;
}

/** The stored message of a like or a comment on a post: the person named as everywhere else (actorLabel). */
export function postNotificationMessage(type: "like" | "comment", actor: PublicUser, postTitle: string): string {
  return `${actorLabel(actor)} ${type === "like" ? "liked" : "commented on"} your post ${quotedTitle(postTitle)}`;
}
