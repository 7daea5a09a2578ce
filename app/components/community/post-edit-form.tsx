/** Editing one's own post in place: title (required, at most 100) and description (at most 800), with counters. */
import { useId, useState } from "react";
import { POST_DESCRIPTION_MAX, POST_TITLE_MAX } from "@core/schemas/community";
import { Button } from "../ui";

export function PostEditForm({
  title: initialTitle,
  description: initialDescription,
  onSave,
  onCancel,
}: {
  title: string;
  description: string;
  /** Resolves null on success, else the message to show. */
  onSave(values: { title: string; description: string }): Promise<string | null>;
  onCancel(): void;
}) {
  const [title, setTitle] = useState(initialTitle);
  const [description, setDescription] = useState(initialDescription);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const descriptionId = useId();
  const empty = title.trim().length === 0;
  return (
    <form
      className="space-y-3"
      data-testid="post-edit-form"
      onSubmit={async (e) => {
        e.preventDefault();
        if (empty || pending) return;
        setPending(true);
        setError(null);
        const failure = await onSave({ title: title.trim(), description: description.trim() });
        setPending(false);
        if (failure) setError(failure);
      }}
    >
      <div className="space-y-1">
        <div className="flex items-baseline justify-between">
          <label htmlFor={titleId} className="block text-sm font-medium text-stone-800">
            Title
          </label>
          <span className="text-xs text-stone-600">
            {title.length}/{POST_TITLE_MAX}
          </span>
        </div>
        <input
          id={titleId}
          value={title}
          onChange={(e) => setTitle(e.target.value.slice(0, POST_TITLE_MAX))}
          maxLength={POST_TITLE_MAX}
          required
          className="block w-full rounded-xl border border-stone-400 bg-white px-3 py-2 text-sm text-stone-900"
        />
      </div>
      <div className="space-y-1">
        <div className="flex items-baseline justify-between">
          <label htmlFor={descriptionId} className="block text-sm font-medium text-stone-800">
            Description
          </label>
          <span className="text-xs text-stone-600">
            {description.length}/{POST_DESCRIPTION_MAX}
          </span>
        </div>
        <textarea
          id={descriptionId}
          value={description}
          onChange={(e) => setDescription(e.target.value.slice(0, POST_DESCRIPTION_MAX))}
          maxLength={POST_DESCRIPTION_MAX}
          rows={4}
          className="block w-full rounded-xl border border-stone-400 bg-white px-3 py-2 text-sm text-stone-900"
        />
      </div>
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
          Save changes
        </Button>
      </div>
    </form>
  );
}
