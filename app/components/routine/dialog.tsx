import { useEffect, useId, useRef } from "react";
import { CloseIcon } from "../icons";
import { useT } from "~/utils/i18n";

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert and
 * keeps focus inside; Escape closes it unless `dismissible` is false; focus goes to `initialFocus`
 * (or the first control) when it opens and back to where it was when it closes.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  role = "dialog",
  dismissible = true,
  initialFocus,
  className = "",
}: {
  open: boolean;
  onClose: () => void;
  title: React.ReactNode;
  description?: React.ReactNode;
  children: React.ReactNode;
  role?: "dialog" | "alertdialog";
  dismissible?: boolean;
  initialFocus?: React.RefObject<HTMLElement | null>;
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const closeRef = useRef(onClose);
  const t = useT();
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const target =
      initialFocus?.current ??
      dialog.querySelector<HTMLElement>("[data-autofocus]") ??
      dialog.querySelector<HTMLElement>("[data-dialog-body] :is(button, input, textarea, select, a[href])") ??
      dialog.querySelector<HTMLElement>("button");
    target?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, [open, initialFocus]);

  if (!open) return null;

  return (
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) closeRef.current();
      }}
      className={`m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-stone-900 shadow-xl backdrop:bg-scrim ${className}`}
    >
      <div className="space-y-4 p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-lg font-bold tracking-tight">
            {title}
          </h2>
          {dismissible ? (
            <button
              type="button"
              onClick={() => closeRef.current()}
              aria-label={t("wizard.dialog.close")}
              className="-m-1 rounded-full p-2 text-stone-700 hover:bg-stone-100"
            >
              <CloseIcon className="size-5" />
            </button>
          ) : null}
        </div>
        {description ? (
          <div id={descriptionId} className="text-sm text-stone-700">
            {description}
          </div>
        ) : null}
        <div data-dialog-body>{children}</div>
      </div>
    </dialog>
  );
}
