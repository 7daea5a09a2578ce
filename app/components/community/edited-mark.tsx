import { useT } from "~/utils/i18n";
import { useRelativeTime } from "./relative-time";

/** " · edited", with the time of the last change for pointer and screen-reader users. */
export function EditedMark({ at }: { at: string }) {
  const t = useT();
  const when = useRelativeTime()(at);
  return (
    <span className="text-stone-600" title={when ? t("post.editedAt", { when }) : t("post.editedTitle")} data-testid="edited-mark" suppressHydrationWarning>
      {" · "}
      {t("post.edited")}
    </span>
  );
}
