/** Editing one's own post in place: title (required, at most 100) and description (at most 800), with counters. */
import { useState } from "react";
import { useT } from "~/utils/i18n";
import { Button } from "../ui";
import { FormFooter } from "./form-footer";
import { PostTextFields, type PostText } from "./post-text-fields";
import { useSending } from "./use-sending";

export function PostEditForm({
  title,
  description,
  onSave,
  onCancel,
}: {
  title: string;
  description: string;
  /** Resolves null on success, else the message to show. */
  onSave(values: PostText): Promise<string | null>;
  onCancel(): void;
}) {
  const [text, setText] = useState<PostText>({ title, description });
  const { pending, error, send } = useSending();
  const empty = text.title.trim().length === 0;
  const t = useT();
  return (
    <form
      className="space-y-3"
      data-testid="post-edit-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!empty) void send(() => onSave({ title: text.title.trim(), description: text.description.trim() }));
      }}
    >
      <PostTextFields value={text} onChange={setText} compact />
      <FormFooter error={error}>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          {t("post.cancel")}
        </Button>
        <Button type="submit" size="sm" disabled={empty} loading={pending}>
          {t("post.saveChanges")}
        </Button>
      </FormFooter>
    </form>
  );
}
