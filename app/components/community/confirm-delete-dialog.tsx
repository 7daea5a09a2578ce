/**
 * "Delete this …?": an alert dialog with Cancel (focused first) and the danger button. While the
 * deletion runs the button spins; a failure shows its message and the dialog stays. On success the
 * owner closes the dialog or leaves the page, so the button keeps spinning until then.
 */
import { useState } from "react";
import { useT } from "~/utils/i18n";
import { Dialog } from "../routine/dialog";
import { Button } from "../ui";
import { FormFooter } from "./form-footer";

export interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  /** The button's text while the deletion runs (else `confirmLabel`). */
  pendingLabel?: string;
  onCancel(): void;
  /** Resolves null on success, else the message to show. */
  onConfirm(): Promise<string | null>;
}

export function ConfirmDeleteDialog({ open, title, description, onCancel, ...actions }: ConfirmDeleteDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} role="alertdialog" title={title} description={description}>
      {/* Rendered only while open, so each opening starts without the last failure. */}
      <ConfirmActions onCancel={onCancel} {...actions} />
    </Dialog>
  );
}

function ConfirmActions({
  confirmLabel,
  pendingLabel = confirmLabel,
  onCancel,
  onConfirm,
}: Pick<ConfirmDeleteDialogProps, "confirmLabel" | "pendingLabel" | "onCancel" | "onConfirm">) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useT();

  async function confirm() {
    setPending(true);
    setError(null);
    const failure = await onConfirm();
    if (failure === null) return;
    setError(failure);
    setPending(false);
  }

  return (
    <div className="space-y-3">
      <FormFooter error={error}>
        <Button variant="secondary" size="sm" onClick={onCancel} data-autofocus>
          {t("community.cancel")}
        </Button>
        <Button variant="danger" size="sm" onClick={() => void confirm()} loading={pending}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </FormFooter>
    </div>
  );
}
