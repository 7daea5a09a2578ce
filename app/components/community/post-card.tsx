/**
 * A post of the feed: author and time, title and description (always
 * as text), the routine (to /results/{stackId}), like and dislike (disabled for guests), and a
 * comment toggle that expands the comments with a form, or 'Log in to comment' for guests.
 */
import { Link } from "@remix-run/react";
import { useId, useState } from "react";
import { CommentContent, CommentMeta } from "./comment-body";
import { CommentForm } from "./comment-form";
import { useT } from "~/utils/i18n";
import { RelativeTime } from "./relative-time";
import { useDisclosure } from "../disclosure";
import { ChatIcon } from "../icons";
import type { FeedComment, FeedPost, Page } from "./feed-data";
import { ThumbDownIcon, ThumbUpIcon } from "./icons";
import { EditedMark } from "./edited-mark";
import { postPath } from "./post-links";
import { PostRoutineLink } from "./routine-summary";
import { useSession } from "../session";
import { AuthorLink, HiddenBadge } from "./author-link";
import { ReportToggle } from "./report-form";

export interface PostCardProps {
  post: FeedPost;
  signedIn: boolean;
  reacting: boolean;
  onReact(isLike: boolean): void;
  /** Resolves null when the comment was stored, else the message to show. */
  onComment(content: string): Promise<string | null>;
  /** Loads a page of the whole thread (oldest first). */
  loadThread(cursor: string | null): Promise<Page<FeedComment> | null>;
}

const REACTION = {
  like: { label: "post.like", Icon: ThumbUpIcon, pressed: "border-emerald-600 bg-emerald-50 text-emerald-800" },
  dislike: { label: "post.dislike", Icon: ThumbDownIcon, pressed: "border-red-600 bg-red-50 text-red-800" },
} as const;

/** Like and dislike with their counts; a guest sees them disabled, with "Log in to react". */
export function Reactions({
  post,
  signedIn,
  reacting,
  onReact,
}: {
  post: Pick<FeedPost, "likeCount" | "dislikeCount" | "viewerReaction">;
  signedIn: boolean;
  reacting: boolean;
  onReact(isLike: boolean): void;
}) {
  const t = useT();
  return (
    <>
      {(["like", "dislike"] as const).map((kind) => {
        const { label, Icon, pressed: pressedClasses } = REACTION[kind];
        const isLike = kind === "like";
        const count = isLike ? post.likeCount : post.dislikeCount;
        const pressed = post.viewerReaction === isLike;
        return (
          <button
            key={kind}
            type="button"
            onClick={() => onReact(isLike)}
            disabled={!signedIn || reacting}
            aria-pressed={pressed}
            aria-label={t(label, { count })}
            title={signedIn ? undefined : t("post.logInToReact")}
            className={`tap-target inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
              pressed ? pressedClasses : "border-stone-300 text-stone-800 hover:bg-stone-100"
            }`}
            data-testid={`${kind}-button`}
          >
            <Icon className="size-4" />
            <span data-testid={`${kind}-count`}>{count}</span>
          </button>
        );
      })}
    </>
  );
}

export function PostCard({ post, signedIn, reacting, onReact, onComment, loadThread }: PostCardProps) {
  const { open, panelId: commentsId, buttonProps } = useDisclosure();
  const titleId = useId();
  const viewerId = useSession().user?.id ?? null;
  const t = useT();
  return (
    <article aria-labelledby={titleId} className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm" data-testid="post-card">
      <header className="flex flex-wrap items-center justify-between gap-2 pb-3 text-xs text-stone-600">
        <AuthorLink user={post.user} handle />
        <span>
          <RelativeTime value={post.createdAt} />
          {post.editedAt ? <EditedMark at={post.editedAt} /> : null}
        </span>
        {post.hidden ? <HiddenBadge /> : null}
      </header>
      <div className="space-y-1">
        <h2 id={titleId} className="wrap-anywhere text-lg font-bold leading-snug text-stone-900" data-testid="post-title">
          <Link to={postPath(post.id)} className="tap-target block hover:underline">
            {post.title}
          </Link>
        </h2>
        {post.description ? <p className="whitespace-pre-line wrap-anywhere text-sm text-stone-800">{post.description}</p> : null}
      </div>
      <PostRoutineLink routine={post.stack} routineId={post.stackId} />
      <div className="flex items-center gap-2">
        <Reactions post={post} signedIn={signedIn} reacting={reacting} onReact={onReact} />
        <button
          {...buttonProps}
          className="tap-target ml-auto inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-stone-800 hover:bg-stone-100"
          data-testid="comments-toggle"
        >
          <ChatIcon className="size-4" />
          {t("post.commentsToggle", { count: post.commentCount })}
        </button>
      </div>
      {signedIn && viewerId && viewerId !== post.userId ? (
        <div className="flex flex-wrap justify-end">
          <ReportToggle targetType="post" targetId={post.id} />
        </div>
      ) : null}
      <div id={commentsId} hidden={!open}>
        {open ? <Comments post={post} signedIn={signedIn} onComment={onComment} loadThread={loadThread} /> : null}
      </div>
    </article>
  );
}

function Comments({
  post,
  signedIn,
  onComment,
  loadThread,
}: Pick<PostCardProps, "post" | "signedIn" | "onComment" | "loadThread">) {
  const viewerId = useSession().user?.id ?? null;
  const [thread, setThread] = useState<Page<FeedComment> | null>(null);
  const [loadingThread, setLoadingThread] = useState(false);
  const shown = thread ? thread.items : post.comments;
  const hidden = thread ? 0 : Math.max(0, post.commentCount - post.comments.length);
  const t = useT();

  async function more(cursor: string | null) {
    setLoadingThread(true);
    const page = await loadThread(cursor);
    setLoadingThread(false);
    if (page) setThread((t) => ({ items: [...(cursor && t ? t.items : []), ...page.items], nextCursor: page.nextCursor }));
  }

  return (
    <div className="space-y-3 border-t border-stone-100 pt-3" data-testid="comments">
      {hidden > 0 ? (
        <button type="button" onClick={() => void more(null)} disabled={loadingThread} className="text-sm font-medium text-brand-700 hover:underline">
          {t("post.viewAllComments", { count: post.commentCount })}
        </button>
      ) : null}
      {shown.length === 0 ? (
        <p className="text-sm text-stone-600">{t("comment.none")}</p>
      ) : (
        <ul className="space-y-2">
          {shown.map((c) => (
            <li key={c.id} className="rounded-xl bg-stone-50 px-3 py-2 text-sm" data-testid="comment">
              <CommentMeta comment={c} />
              <CommentContent comment={c} />
              {signedIn && viewerId && viewerId !== c.userId ? (
                <div className="flex flex-wrap justify-end">
                  <ReportToggle targetType="comment" targetId={c.id} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm">
        <Link to={postPath(post.id)} className="font-medium text-brand-700 underline" data-testid="open-post">
          {t("post.openPost")}
        </Link>
      </p>
      {thread?.nextCursor ? (
        <button
          type="button"
          onClick={() => void more(thread.nextCursor)}
          disabled={loadingThread}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          {t("post.showMoreComments")}
        </button>
      ) : null}
      <CommentForm
        signedIn={signedIn}
        onSubmit={async (content) => {
          const failure = await onComment(content);
          if (!failure && thread) setThread(null); // back to the refreshed newest comments
          return failure;
        }}
      />
    </div>
  );
}
