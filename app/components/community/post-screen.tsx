/**
 * /posts/{id}: one post with its routine (the shared view), like and dislike, and the whole comment
 * thread (oldest first, paged). Its author edits the title and description in place (marked
 * "edited") or deletes the post after confirming. `#comment-{id}` opens the page at that comment,
 * highlighted, loading later pages of the thread until it is found.
 */
import { Link, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { apiErrorText } from "~/utils/api-error-text";
import { useT } from "~/utils/i18n";
import { useSession } from "../session";
import { useToast } from "../toast";
import { Button, Notice } from "../ui";
import { communityApi } from "./community-api.client";
import { CommentForm } from "./comment-form";
import { CommentThread } from "./comment-thread";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { EditedMark } from "./edited-mark";
import { RelativeTime } from "./relative-time";
import { AuthorLink, HiddenBadge } from "./author-link";
import { ReportToggle } from "./report-form";
import { ShareButton } from "../share-button";
import { applyReaction, mergeComments, type FeedComment, type FeedPost, type Page } from "./feed-data";
import { Reactions } from "./post-card";
import { PostEditForm } from "./post-edit-form";
import { commentAnchorId, commentIdOfHash, postPath } from "./post-links";
import { PostRoutine } from "./post-routine";

/** How many further pages of the thread a `#comment-{id}` link may load to find its comment. */
const MAX_PAGES_TO_FIND_COMMENT = 20;

export function PostScreen({ initialPost, initialThread }: { initialPost: FeedPost; initialThread: Page<FeedComment> | null }) {
  const { signedIn, user } = useSession();
  const viewerId = user?.id ?? null;
  const navigate = useNavigate();
  const location = useLocation();
  const { toast } = useToast();
  const t = useT();
  const titleId = useId();
  const commentsTitleId = `${titleId}-comments`;
  const [post, setPost] = useState(initialPost);
  const [thread, setThread] = useState<Page<FeedComment>>(initialThread ?? { items: initialPost.comments, nextCursor: null });
  const [loadingMore, setLoadingMore] = useState(false);
  const [reacting, setReacting] = useState(false);
  const [reactionError, setReactionError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const threadRef = useRef(thread);
  threadRef.current = thread;
  const own = viewerId !== null && post.userId === viewerId;
  const targetId = commentIdOfHash(location.hash);

  // Open at the comment of the address (a notification's link), loading later pages if needed.
  useEffect(() => {
    if (!targetId) return;
    let cancelled = false;
    void (async () => {
      let current = threadRef.current;
      try {
        for (let i = 0; i < MAX_PAGES_TO_FIND_COMMENT && current.nextCursor && !current.items.some((c) => c.id === targetId); i++) {
          const page = await communityApi.comments(post.id, { cursor: current.nextCursor, signedIn });
          if (cancelled) return;
          current = { items: mergeComments(current.items, page.items), nextCursor: page.nextCursor };
        }
      } catch (error) {
        console.error("Could not load the comments", error);
      }
      if (cancelled) return;
      setThread(current);
      setHighlighted(current.items.some((c) => c.id === targetId) ? targetId : null);
    })();
    return () => {
      cancelled = true;
    };
  }, [targetId, post.id, signedIn]);

  useEffect(() => {
    if (!highlighted) return;
    const element = document.getElementById(commentAnchorId(highlighted));
    element?.scrollIntoView({ block: "center" });
    element?.focus({ preventScroll: true });
  }, [highlighted]);

  async function more() {
    if (!thread.nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await communityApi.comments(post.id, { cursor: thread.nextCursor, signedIn });
      setThread((t) => ({ items: mergeComments(t.items, page.items), nextCursor: page.nextCursor }));
    } catch (error) {
      console.error("Could not load more comments", error);
    } finally {
      setLoadingMore(false);
    }
  }

  async function react(isLike: boolean) {
    if (!signedIn || reacting) return;
    const before = post;
    setPost((p) => applyReaction(p, isLike));
    setReacting(true);
    setReactionError(null);
    try {
      const result = await communityApi.react(post.id, isLike);
      setPost((p) => ({ ...p, likeCount: result.likeCount, dislikeCount: result.dislikeCount, viewerReaction: result.viewerReaction }));
    } catch (error) {
      console.error("Could not save the reaction", error);
      setPost(before);
      // An unverified address, a ban: said where the reader clicked, not only rolled back.
      setReactionError(apiErrorText(t, error, t("post.reactionFailed")));
    } finally {
      setReacting(false);
    }
  }

  async function addComment(content: string): Promise<string | null> {
    try {
      const { comment } = await communityApi.comment(post.id, content);
      setThread((t) => ({ ...t, items: mergeComments(t.items, [comment]) }));
      setPost((p) => ({ ...p, commentCount: p.commentCount + 1 }));
      return null;
    } catch (error) {
      console.error("Could not add the comment", error);
      return apiErrorText(t, error, t("comment.failed"));
    }
  }

  async function editComment(comment: FeedComment, content: string): Promise<string | null> {
    try {
      const { comment: edited } = await communityApi.editComment(post.id, comment.id, content);
      setThread((t) => ({ ...t, items: mergeComments(t.items, [edited]) }));
      return null;
    } catch (error) {
      console.error("Could not save the comment", error);
      return apiErrorText(t, error, t("comment.saveFailed"));
    }
  }

  async function deleteComment(comment: FeedComment): Promise<string | null> {
    try {
      await communityApi.deleteComment(post.id, comment.id);
    } catch (error) {
      console.error("Could not delete the comment", error);
      return apiErrorText(t, error, t("comment.deleteFailed"));
    }
    setThread((t) => ({ ...t, items: t.items.filter((c) => c.id !== comment.id) }));
    setPost((p) => ({ ...p, commentCount: Math.max(0, p.commentCount - 1) }));
    return null;
  }

  async function savePost(values: { title: string; description: string }): Promise<string | null> {
    try {
      const result = await communityApi.editPost(post.id, values);
      setPost((p) => ({ ...p, title: result.post.title, description: result.post.description, editedAt: result.post.editedAt }));
      setEditing(false);
      return null;
    } catch (error) {
      console.error("Could not save the post", error);
      return apiErrorText(t, error, t("post.saveFailed"));
    }
  }

  async function deletePost(): Promise<string | null> {
    try {
      await communityApi.deletePost(post.id);
    } catch (error) {
      console.error("Could not delete the post", error);
      return apiErrorText(t, error, t("post.deleteFailed"));
    }
    toast(t("post.deleted"), { variant: "success" });
    navigate("/explore?tab=posts", { replace: true });
    return null;
  }

  return (
    <article aria-labelledby={titleId} className="space-y-5" data-testid="post-page">
      <Link to="/explore?tab=posts" className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline">
        {t("post.backToPosts")}
      </Link>
      <header className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-stone-600">
            <AuthorLink user={post.user} />
            {" · "}
            <RelativeTime value={post.createdAt} />
            {post.editedAt ? <EditedMark at={post.editedAt} /> : null}
          </p>
          {post.hidden ? <HiddenBadge /> : null}
          <div className="flex flex-wrap items-center gap-1" data-testid="post-actions">
            <ShareButton
              data={{ url: postPath(post.id), title: post.title, text: t("post.shareText", { title: post.title }) }}
              label={t("post.share")}
            />
            {viewerId !== null && !own ? <ReportToggle targetType="post" targetId={post.id} /> : null}
            {own && !editing ? (
              <>
                <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
                  {t("post.edit")}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setConfirmingDelete(true)}>
                  {t("post.delete")}
                </Button>
              </>
            ) : null}
          </div>
        </div>
        {editing ? (
          <>
            <h1 id={titleId} className="sr-only">
              {post.title}
            </h1>
            <PostEditForm title={post.title} description={post.description} onSave={savePost} onCancel={() => setEditing(false)} />
          </>
        ) : (
          <>
            <h1 id={titleId} className="wrap-anywhere text-2xl font-bold leading-snug tracking-tight text-stone-900" data-testid="post-title">
              {post.title}
            </h1>
            {post.description ? <p className="whitespace-pre-line wrap-anywhere text-stone-800">{post.description}</p> : null}
          </>
        )}
      </header>

      <PostRoutine routine={post.stack} routineId={post.stackId} />

      <div className="flex items-center gap-2">
        <Reactions post={post} signedIn={signedIn} reacting={reacting} onReact={(isLike) => void react(isLike)} />
      </div>
      {reactionError ? (
        <Notice tone="error">
          {reactionError}
        </Notice>
      ) : null}

      <section aria-labelledby={commentsTitleId} className="space-y-3" data-testid="comments">
        <h2 id={commentsTitleId} tabIndex={-1} className="text-lg font-bold text-stone-900">
          {t("post.commentsHeading", { count: post.commentCount })}
        </h2>
        <CommentThread
          comments={thread.items}
          viewerId={viewerId}
          highlightedId={highlighted}
          emptyFocusId={commentsTitleId}
          onEdit={editComment}
          onDelete={deleteComment}
        />
        {thread.nextCursor ? (
          <Button variant="secondary" size="sm" onClick={() => void more()} loading={loadingMore}>
            {t("post.showMoreComments")}
          </Button>
        ) : null}
        <CommentForm signedIn={signedIn} onSubmit={addComment} />
      </section>

      <ConfirmDeleteDialog
        open={confirmingDelete}
        onCancel={() => setConfirmingDelete(false)}
        title={t("post.deleteTitle")}
        description={t("post.deleteText")}
        confirmLabel={t("post.delete")}
        pendingLabel={t("post.deleting")}
        onConfirm={deletePost}
      />
    </article>
  );
}
