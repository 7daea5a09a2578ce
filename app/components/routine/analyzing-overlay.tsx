import { useEffect, useRef } from "react";
import { Spinner } from "../ui";
import { useT } from "~/utils/i18n";

export const ANALYZING_TITLE = "Analyzing Your Skincare Routine";
export const ANALYZING_NOTE = "this analysis may take up to 1 minute to complete";

/** The submit overlay: a modal that cannot be dismissed while the routine is sent. */
export function AnalyzingOverlay({ open }: { open: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  const t = useT();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    if (!dialog.open) dialog.showModal();
    return () => dialog.close();
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby="analyzing-title"
      aria-describedby="analyzing-note"
      aria-busy="true"
      onCancel={(event) => event.preventDefault()}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-2xl bg-white p-6 text-center shadow-xl backdrop:bg-scrim"
    >
      <div className="flex flex-col items-center gap-4" tabIndex={-1} data-autofocus>
        <Spinner className="size-10 text-brand-600" />
        <h2 id="analyzing-title" className="text-lg font-bold text-stone-900">
          {t("wizard.analyzing.title")}
        </h2>
        <p id="analyzing-note" className="text-sm text-stone-700">
          {t("wizard.analyzing.note")}
        </p>
      </div>
    </dialog>
  );
}
