/**
 * The form that adds a comment (feed cards and the post page). On failure it shows the api's
 * message (a 429 says to wait) and keeps the typed text; it clears only once the comment is stored.
 */
import { useId, useState } from "react";
import { COMMENT_MAX } from "@core/schemas/community";
import { Button } from "../ui";

export const COMMENT_FAILED = "Your comment could not be posted. Please try again.";

export interface CommentFormProps {
  /** Resolves null when the comment was stored, else the message to show. */
  onSubmit(content: string): Promise<string | null>;
}

export function CommentForm({ onSubmit }: CommentFormProps) {
  const [text, setText] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const errorId = useId();
  const empty = text.trim().length === 0;
  return (
    <form
      className="space-y-2"
      onSubmit={async (e) => {
        e.preventDefault();
        if (empty || pending) return;
        setPending(true);
        setError(null);
        const failure = await onSubmit(text.trim());
        setPending(false);
        if (failure) setError(failure);
        else setText("");
      }}
    >
      <label htmlFor={id} className="sr-only">
        Add a comment
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={COMMENT_MAX}
        rows={2}
        placeholder="Add a comment..."
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        className="block w-full rounded-xl border border-stone-400 bg-white px-3 py-2 text-sm text-stone-900 placeholder:text-stone-500"
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-800" data-testid="comment-error">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={empty} loading={pending}>
          Post comment
        </Button>
      </div>
    </form>
  );
}
