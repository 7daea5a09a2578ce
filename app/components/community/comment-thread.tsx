/**
 * A post page's comments, oldest first. Each has the anchor `comment-{id}` (notifications open the
 * page at it, highlighted); its author may edit it in place (marked "edited") or delete it after
 * confirming. After a deletion focus goes to the next comment, else the one before, else to the
 * element `emptyFocusId` names (the thread's heading), never to the page's body.
 */
import { useEffect, useState } from "react";
import { useT } from "~/utils/i18n";
import { Button } from "../ui";
import { CommentContent, CommentMeta } from "./comment-body";
import { CommentBox } from "./comment-form";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { commentToFocusAfterDeleting } from "./comment-focus";
import type { FeedComment } from "./feed-data";
import { ReportToggle } from "./report-form";
import { commentAnchorId } from "./post-links";

export interface CommentThreadProps {
  comments: FeedComment[];
  viewerId: string | null;
  highlightedId: string | null;
  /** The id of what takes focus once the last comment is deleted. */
  emptyFocusId: string;
  /** Resolve null on success, else the message to show. */
  onEdit(comment: FeedComment, content: string): Promise<string | null>;
  onDelete(comment: FeedComment): Promise<string | null>;
}

export function CommentThread({ comments, viewerId, highlightedId, emptyFocusId, onEdit, onDelete }: CommentThreadProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<FeedComment | null>(null);
  const [refocus, setRefocus] = useState<string | null>(null);
  const t = useT();

  // Only once the dialog has closed: while it is open the rest of the page cannot take focus.
  useEffect(() => {
    if (!refocus || deleting) return;
    document.getElementById(refocus)?.focus();
    setRefocus(null);
  }, [refocus, deleting]);

  async function confirmDelete(comment: FeedComment): Promise<string | null> {
    const next = commentToFocusAfterDeleting(comments, comment.id);
    const failure = await onDelete(comment);
    if (failure) return failure;
    setRefocus(next ? commentAnchorId(next) : emptyFocusId);
    setDeleting(null);
    return null;
  }

  return (
    <>
      {comments.length === 0 ? (
        <p className="text-sm text-stone-600">{t("comment.none")}</p>
      ) : (
        <ul className="space-y-2">
          {comments.map((c) => {
            const own = viewerId !== null && c.userId === viewerId;
            const highlighted = c.id === highlightedId;
            return (
              <li
                key={c.id}
                id={commentAnchorId(c.id)}
                tabIndex={-1}
                aria-current={highlighted ? "true" : undefined}
                className={`scroll-mt-24 rounded-xl px-3 py-2 text-sm outline-none transition-colors ${
                  highlighted ? "bg-amber-50 ring-2 ring-amber-500" : "bg-stone-50"
                }`}
                data-testid="comment"
              >
                <CommentMeta comment={c} />
                {editing === c.id ? (
                  <CommentBox
                    label={t("comment.editLabel")}
                    submitLabel={t("comment.save")}
                    initial={c.content}
                    rows={3}
                    autoFocus
                    className="mt-1"
                    onCancel={() => setEditing(null)}
                    onSubmit={async (content) => {
                      const failure = await onEdit(c, content);
                      if (!failure) setEditing(null);
                      return failure;
                    }}
                  />
                ) : (
                  <>
                    <CommentContent comment={c} />
                    {own ? (
                      <div className="mt-1 flex gap-1">
                        <Button variant="ghost" size="sm" onClick={() => setEditing(c.id)} aria-label={t("comment.editLabel")}>
                          {t("comment.edit")}
                        </Button>
                        <Button variant="ghost" size="sm" onClick={() => setDeleting(c)} aria-label={t("comment.deleteLabel")}>
                          {t("comment.delete")}
                        </Button>
                      </div>
                    ) : viewerId !== null ? (
                      <ReportToggle targetType="comment" targetId={c.id} />
                    ) : null}
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDeleteDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        title={t("comment.deleteTitle")}
        description={t("comment.deleteText")}
        confirmLabel={t("comment.deleteConfirm")}
        onConfirm={() => (deleting ? confirmDelete(deleting) : Promise.resolve(null))}
      />
    </>
  );
}
