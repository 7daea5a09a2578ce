/** An author's name, linked to their profile (/u/{username}) when they have a username. */
import { Link } from "@remix-run/react";
import type { PublicUser } from "@core/api/community";
import { useT } from "~/utils/i18n";
import { displayName } from "./feed-data";

export function profilePath(username: string): string {
  return `/u/${encodeURIComponent(username)}`;
}

/**
 * With `handle`, the @username follows the display name (the feed's cards): a display name is
 * free text and could imitate someone, the username cannot (core/usernames, ADR 0029).
 */
export function AuthorLink({ user, className = "tap-target min-w-0 font-semibold text-stone-800 wrap-anywhere", handle = false }: { user: PublicUser; className?: string; handle?: boolean }) {
  const t = useT();
  const name = displayName(user, t("feed.anonymous"));
  if (!user.username) return <span className={className}>{name}</span>;
  const showHandle = handle && name !== user.username;
  return (
    <Link to={profilePath(user.username)} className={`${className} underline-offset-2 hover:underline`} data-testid="author-link">
      {name}
      {showHandle ? (
        <span className="ml-1 font-normal text-stone-600" data-testid="author-handle">
          @{user.username}
        </span>
      ) : null}
    </Link>
  );
}

/** "Hidden by a moderator": what the author sees on their own hidden post or comment. */
export function HiddenBadge() {
  const t = useT();
  return (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900" data-testid="hidden-badge">
      {t("post.hiddenByModerator")}
    </span>
  );
}
