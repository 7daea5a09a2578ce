import { relativeTime } from "~/utils/format";

/** " · edited", with the time of the last change for pointer and screen-reader users. */
export function EditedMark({ at }: { at: string }) {
  const when = relativeTime(at);
  return (
    <span className="text-stone-600" title={when ? `Edited ${when}` : "Edited"} data-testid="edited-mark" suppressHydrationWarning>
      {" · "}edited
    </span>
  );
}
