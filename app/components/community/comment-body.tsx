/** A comment as the feed cards and the post page show it: who and when (marked "edited"), then the text. */
import type { FeedComment } from "./feed-data";
import { AuthorLink, HiddenBadge } from "./author-link";
import { EditedMark } from "./edited-mark";
import { RelativeTime } from "./relative-time";

export function CommentMeta({ comment }: { comment: FeedComment }) {
  return (
    <p className="flex items-baseline justify-between gap-2 text-xs text-stone-600">
      <AuthorLink user={comment.user} />
      <span>
        <RelativeTime value={comment.createdAt} />
        {comment.editedAt ? <EditedMark at={comment.editedAt} /> : null}
      </span>
    </p>
  );
}

/** The text, after the "hidden by a moderator" badge its author sees on a hidden comment. */
export function CommentContent({ comment }: { comment: FeedComment }) {
  return (
    <>
      {comment.hidden ? <HiddenBadge /> : null}
      <p className="whitespace-pre-line wrap-anywhere text-stone-900" data-testid="comment-content">
        {comment.content}
      </p>
    </>
  );
}
