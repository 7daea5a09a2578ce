/**
 * Writing a comment: adding one (feed cards and the post page) and editing one's own (the post
 * page's thread) share the same box. On failure it shows the api's message (a 429 says to wait) and
 * keeps the typed text; a new comment's box clears only once the comment is stored.
 */
import { Link } from "@remix-run/react";
import { useId, useState } from "react";
import { COMMENT_MAX } from "@core/schemas/community";
import { useT } from "~/utils/i18n";
import { useLoginPath } from "~/utils/use-login-path";
import { Button } from "../ui";
import { FormFooter } from "./form-footer";
import { useSending } from "./use-sending";

export interface CommentBoxProps {
  /** The textarea's name for assistive technology (the label is visually hidden). */
  label: string;
  submitLabel: string;
  initial?: string;
  placeholder?: string;
  rows: number;
  autoFocus?: boolean;
  className?: string;
  /** Empty the box once the comment is stored (a new comment, not an edit). */
  clearOnSuccess?: boolean;
  /** Resolves null when the comment was stored, else the message to show. */
  onSubmit(content: string): Promise<string | null>;
  onCancel?(): void;
}

export function CommentBox({ label, submitLabel, initial = "", placeholder, rows, autoFocus, className = "", clearOnSuccess, onSubmit, onCancel }: CommentBoxProps) {
  const [text, setText] = useState(initial);
  const { pending, error, send } = useSending();
  const id = useId();
  const errorId = useId();
  const empty = text.trim().length === 0;
  const t = useT();
  return (
    <form
      className={`space-y-2 ${className}`}
      onSubmit={async (e) => {
        e.preventDefault();
        if (empty) return;
        const stored = await send(() => onSubmit(text.trim()));
        if (stored && clearOnSuccess) setText("");
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={COMMENT_MAX}
        rows={rows}
        placeholder={placeholder}
        autoFocus={autoFocus}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        className="block w-full rounded-xl border border-stone-400 bg-white px-3 py-2 text-sm text-stone-900 placeholder:text-stone-500"
      />
      <FormFooter error={error} errorId={errorId} errorTestId="comment-error">
        {onCancel ? (
          <Button variant="secondary" size="sm" onClick={onCancel}>
            {t("comment.cancel")}
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={empty} loading={pending}>
          {submitLabel}
        </Button>
      </FormFooter>
    </form>
  );
}

/** A new comment's form for a signed-in visitor; a guest gets 'Log in to comment' (back to this page afterwards). */
export function CommentForm({ signedIn, onSubmit }: { signedIn: boolean; onSubmit: CommentBoxProps["onSubmit"] }) {
  const loginPath = useLoginPath();
  const t = useT();
  if (!signedIn) {
    return (
      <p className="text-sm">
        <Link to={loginPath} className="font-semibold text-brand-700 underline">
          {t("comment.logInToComment")}
        </Link>
      </p>
    );
  }
  return (
    <CommentBox
      label={t("comment.addLabel")}
      submitLabel={t("comment.submit")}
      rows={2}
      placeholder={t("comment.placeholder")}
      clearOnSuccess
      onSubmit={onSubmit}
    />
  );
}
