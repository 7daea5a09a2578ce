/**
 * A post's title (required, at most 100) and description (optional, at most 800), each with its
 * counter; typing beyond the limit is cut off. `compact` is the smaller version of the post page,
 * where the author edits in place.
 */
import { useId } from "react";
import { POST_DESCRIPTION_MAX, POST_TITLE_MAX } from "@core/schemas/community";
import { useT } from "~/utils/i18n";
import { cutText } from "~/utils/format";

export interface PostText {
  title: string;
  description: string;
}

export function PostTextFields({ value, onChange, compact = false }: { value: PostText; onChange(next: PostText): void; compact?: boolean }) {
  const titleId = useId();
  const descriptionId = useId();
  const t = useT();
  const control = `block w-full rounded-xl border border-stone-400 bg-white text-stone-900 placeholder:text-stone-500 ${
    compact ? "px-3 py-2 text-sm" : "px-3.5 py-2.5 text-base"
  }`;
  return (
    <>
      <CountedField id={titleId} label={t("post.titleLabel")} length={value.title.length} max={POST_TITLE_MAX} compact={compact} counterTestId="title-counter" liveCounter>
        <input
          id={titleId}
          value={value.title}
          onChange={(e) => onChange({ ...value, title: cutText(e.target.value, POST_TITLE_MAX) })}
          maxLength={POST_TITLE_MAX}
          required
          placeholder={t("post.titlePlaceholder")}
          className={control}
        />
      </CountedField>
      <CountedField
        id={descriptionId}
        label={t.rich<React.ReactNode>("post.descriptionLabel", {
          optional: (chunks) => (
            <span key="optional" className="font-normal text-stone-600">
              {chunks}
            </span>
          ),
        })}
        length={value.description.length}
        max={POST_DESCRIPTION_MAX}
        compact={compact}
        counterTestId="description-counter"
      >
        <textarea
          id={descriptionId}
          value={value.description}
          onChange={(e) => onChange({ ...value, description: cutText(e.target.value, POST_DESCRIPTION_MAX) })}
          maxLength={POST_DESCRIPTION_MAX}
          rows={compact ? 4 : 5}
          placeholder={t("post.descriptionPlaceholder")}
          className={control}
        />
      </CountedField>
    </>
  );
}

function CountedField({
  id,
  label,
  length,
  max,
  compact,
  counterTestId,
  liveCounter = false,
  children,
}: {
  id: string;
  label: React.ReactNode;
  length: number;
  max: number;
  compact: boolean;
  counterTestId: string;
  liveCounter?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={compact ? "space-y-1" : "space-y-1.5"}>
      <div className="flex items-baseline justify-between">
        <label htmlFor={id} className="block text-sm font-medium text-stone-800">
          {label}
        </label>
        <span className="text-xs text-stone-600" aria-live={liveCounter ? "polite" : undefined} data-testid={counterTestId}>
          {length}/{max}
        </span>
      </div>
      {children}
    </div>
  );
}
