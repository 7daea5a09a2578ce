/**
 * A post page's comments, oldest first. Each has the anchor `comment-{id}` (notifications open the
 * page at it, highlighted); its author may edit it in place (marked "edited") or delete it after
 * confirming.
 */
import { useId, useState } from "react";
import { COMMENT_MAX } from "@core/schemas/community";
import { Dialog } from "../routine/dialog";
import { Button } from "../ui";
import { EditedMark } from "./edited-mark";
import { RelativeTime } from "./relative-time";
import { AuthorLink, HiddenBadge } from "./author-link";
import type { FeedComment } from "./feed-data";
import { ReportToggle } from "./report-form";
import { commentAnchorId } from "./post-links";

export interface CommentThreadProps {
  comments: FeedComment[];
  viewerId: string | null;
  highlightedId: string | null;
  /** Resolve null on success, else the message to show. */
  onEdit(comment: FeedComment, content: string): Promise<string | null>;
  onDelete(comment: FeedComment): Promise<string | null>;
}

export function CommentThread({ comments, viewerId, highlightedId, onEdit, onDelete }: CommentThreadProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<FeedComment | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    const failure = await onDelete(deleting);
    setBusy(false);
    if (failure) setDeleteError(failure);
    else setDeleting(null);
  }

  return (
    <>
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
              <p className="flex items-baseline justify-between gap-2 text-xs text-stone-600">
                <AuthorLink user={c.user} />
                <span>
                  <RelativeTime value={c.createdAt} />
                  {c.editedAt ? <EditedMark at={c.editedAt} /> : null}
                </span>
              </p>
              {editing === c.id ? (
                <CommentEditor
                  comment={c}
                  onCancel={() => setEditing(null)}
                  onSave={async (content) => {
                    const failure = await onEdit(c, content);
                    if (!failure) setEditing(null);
                    return failure;
                  }}
                />
              ) : (
                <>
                  {c.hidden ? <HiddenBadge /> : null}
                  <p className="whitespace-pre-line break-words text-stone-900" data-testid="comment-content">
                    {c.content}
                  </p>
                  {own ? (
                    <div className="mt-1 flex gap-1">
                      <Button variant="ghost" size="sm" onClick={() => setEditing(c.id)} aria-label="Edit your comment">
                        Edit
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => {
                          setDeleteError(null);
                          setDeleting(c);
                        }}
                        aria-label="Delete your comment"
                      >
                        Delete
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
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        role="alertdialog"
        title="Delete this comment?"
        description="This will permanently delete your comment. This action cannot be undone."
      >
        <div className="space-y-3">
          {deleteError ? (
            <p role="alert" className="text-sm text-red-800">
              {deleteError}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" size="sm" onClick={() => setDeleting(null)} data-autofocus>
              Cancel
            </Button>
            <Button variant="danger" size="sm" onClick={() => void confirmDelete()} loading={busy}>
              Delete comment
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}

function CommentEditor({
  comment,
  onSave,
  onCancel,
}: {
  comment: FeedComment;
  onSave(content: string): Promise<string | null>;
  onCancel(): void;
}) {
  const [text, setText] = useState(comment.content);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const empty = text.trim().length === 0;
  return (
    <form
      className="mt-1 space-y-2"
      onSubmit={async (e) => {
        e.preventDefault();
        if (empty || pending) return;
        setPending(true);
        setError(null);
        const failure = await onSave(text.trim());
        setPending(false);
        if (failure) setError(failure);
      }}
    >
      <label htmlFor={id} className="sr-only">
        Edit your comment
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={COMMENT_MAX}
        rows={3}
        autoFocus
        className="block w-full rounded-xl border border-stone-400 bg-white px-3 py-2 text-sm text-stone-900"
      />
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={empty} loading={pending}>
          Save
        </Button>
      </div>
    </form>
  );
}
