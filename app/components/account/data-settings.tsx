import { useEffect, useRef, useState } from "react";
import { Dialog } from "~/components/routine/dialog";
import { useToast } from "~/components/toast";
import { PasswordField } from "~/components/account-fields";
import { Button, Card, Notice } from "~/components/ui";
import { accountApi, downloadExport } from "~/components/account/account-api.client";
import { paymentsApi } from "~/components/payments/payments-api.client";
import { serverMessageOr } from "~/utils/http";
import { lostCreditsText } from "./lost-credits";

/** Export my data, and delete my account (confirmed with the password in a dialog). */
export function DataSettings({ onDeleted }: { onDeleted: () => void }) {
  const { toast } = useToast();
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
      .then((ledger) => setLost(ledger ? lostCreditsText(ledger.credits, ledger.paidCredits) : null))
      .catch(() => {
        if (!controller.signal.aborted) setLost(null);
      });
    return () => controller.abort();
  }, [confirming]);

  async function onExport() {
    setExporting(true);
    try {
      await downloadExport();
    } catch {
      toast("Could not prepare the export. Please try again.", { variant: "error" });
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
      setError(serverMessageOr(failure, "Could not delete the account. Please try again."));
      passwordRef.current?.focus();
      setDeleting(false);
    }
  }

  return (
    <Card className="space-y-4">
      <h2 className="text-base font-semibold">Your data</h2>
      <p className="text-sm text-stone-700">
        Download everything we store about you (profile, skin profile, routines and analyses, posts, comments, likes,
        notifications, devices, credits and payments) as a JSON file.
      </p>
      <Button variant="secondary" fullWidth onClick={() => void onExport()} loading={exporting}>
        Export my data
      </Button>
      <hr className="border-stone-100" />
      <p className="text-sm text-stone-700">
        Deleting your account removes your profile, routines, posts, comments and likes for good. Payment records stay, as
        accounting law requires, without your name or email.
      </p>
      <Button variant="danger" fullWidth onClick={() => setConfirming(true)}>
        Delete my account
      </Button>
      <Dialog
        open={confirming}
        onClose={() => {
          if (!deleting) setConfirming(false);
        }}
        role="alertdialog"
        title="Delete your account?"
        description="This cannot be undone. Your routines, analyses, posts, comments and likes are deleted at once."
        initialFocus={passwordRef}
      >
        <form noValidate onSubmit={onDelete} className="space-y-4" aria-label="Confirm account deletion">
          {error ? <Notice tone="error">{error}</Notice> : null}
          {lost ? (
            <p className="text-sm font-medium text-red-900" data-testid="lost-credits">
              {lost}
            </p>
          ) : null}
          <PasswordField
            ref={passwordRef}
            label="Your password"
            kind="current"
            hint="Signed up with Google? Leave it empty: it works within 10 minutes of signing in with Google."
          />
          <div className="flex gap-3">
            <Button type="button" variant="secondary" fullWidth onClick={() => setConfirming(false)} disabled={deleting}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" fullWidth loading={deleting}>
              Delete account
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}
