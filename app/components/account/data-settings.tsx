import { useEffect, useRef, useState } from "react";
import { Dialog } from "~/components/routine/dialog";
import { useToast } from "~/components/toast";
import { PasswordField } from "~/components/account-fields";
import { Button, Card, Notice } from "~/components/ui";
import { accountApi, downloadExport } from "~/components/account/account-api.client";
import { paymentsApi } from "~/components/payments/payments-api.client";
import { apiErrorText } from "~/utils/api-error-text";
import { useT } from "~/utils/i18n";
import { lostCreditsText } from "./lost-credits";

/** Export my data, and delete my account (confirmed with the password in a dialog). */
export function DataSettings({ onDeleted }: { onDeleted: () => void }) {
  const { toast } = useToast();
  const t = useT();
  const [exporting, setExporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [lost, setLost] = useState<string | null>(null);

  // The dialog says what the balance holds when it opens (it may have changed since the page loaded).
  useEffect(() => {
    if (!confirming) return;
    const controller = new AbortController();
    paymentsApi
      .ledger(controller.signal)
      .then((ledger) => setLost(ledger ? lostCreditsText(t, ledger.credits, ledger.paidCredits) : null))
      .catch(() => {
        if (!controller.signal.aborted) setLost(null);
      });
    return () => controller.abort();
  }, [confirming, t]);

  async function onExport() {
    setExporting(true);
    try {
      await downloadExport();
    } catch {
      toast(t("account.data.exportFailed"), { variant: "error" });
    } finally {
      setExporting(false);
    }
  }

  async function onDelete(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get("password");
    const password = typeof value === "string" && value ? value : undefined;
    setDeleting(true);
    setError(null);
    try {
      await accountApi.deleteAccount(password);
      setConfirming(false);
      onDeleted();
    } catch (failure) {
      setError(apiErrorText(t, failure, t("account.data.failed")));
      passwordRef.current?.focus();
      setDeleting(false);
    }
  }

  return (
    <Card className="space-y-4">
      <h2 className="text-base font-semibold">{t("account.data.title")}</h2>
      <p className="text-sm text-stone-700">{t("account.data.exportText")}</p>
      <Button variant="secondary" fullWidth onClick={() => void onExport()} loading={exporting}>
        {t("account.data.export")}
      </Button>
      <hr className="border-stone-100" />
      <p className="text-sm text-stone-700">{t("account.data.deleteText")}</p>
      <Button variant="danger" fullWidth onClick={() => setConfirming(true)}>
        {t("account.data.delete")}
      </Button>
      <Dialog
        open={confirming}
        onClose={() => {
          if (!deleting) setConfirming(false);
        }}
        role="alertdialog"
        title={t("account.data.confirmTitle")}
        description={t("account.data.confirmText")}
        initialFocus={passwordRef}
      >
        <form noValidate onSubmit={onDelete} className="space-y-4" aria-label={t("account.data.confirmForm")}>
          {error ? <Notice tone="error">{error}</Notice> : null}
          {lost ? (
            <p className="text-sm font-medium text-red-900" data-testid="lost-credits">
              {lost}
            </p>
          ) : null}
          <PasswordField
            ref={passwordRef}
            label={t("account.yourPassword")}
            kind="current"
            hint={t("account.data.passwordHint")}
          />
          <div className="flex gap-3">
            <Button type="button" variant="secondary" fullWidth onClick={() => setConfirming(false)} disabled={deleting}>
              {t("account.data.cancel")}
            </Button>
            <Button type="submit" variant="danger" fullWidth loading={deleting}>
              {t("account.data.confirm")}
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}
