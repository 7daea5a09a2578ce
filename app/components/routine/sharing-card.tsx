/**
 * The owner's sharing control on the results page. A routine is private until its owner shares it;
 * shared, others see the products and an evaluation made without the owner's skin profile and
 * notes (core/privacy.ts), never the personal parts.
 */
import { useState } from "react";
import { useToast } from "../toast";
import { Button } from "../ui";
import { apiErrorText } from "~/utils/api-error-text";
import { useT } from "~/utils/i18n";
import { routineApi } from "~/components/routine/routine-api.client";

export function SharingCard({ routineId, isPublic, onChange }: { routineId: string; isPublic: boolean; onChange: (isPublic: boolean) => void }) {
  const { toast } = useToast();
  const t = useT();
  const [busy, setBusy] = useState(false);

  async function toggle() {
    setBusy(true);
    try {
      const result = await routineApi.setVisibility(routineId, !isPublic);
      onChange(result.isPublic);
      toast(t(result.isPublic ? "results.sharing.nowPublic" : "results.sharing.nowPrivate"), { variant: "success" });
    } catch (error) {
      toast(apiErrorText(t, error, t("results.sharing.failed")), { variant: "error" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="sharing-title" className="rounded-2xl border border-stone-200 bg-white p-4" data-testid="sharing-card">
      <h2 id="sharing-title" className="text-base font-semibold text-stone-900">
        {t(isPublic ? "results.sharing.publicTitle" : "results.sharing.privateTitle")}
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        {t(isPublic ? "results.sharing.publicText" : "results.sharing.privateText")}
      </p>
      <Button variant="secondary" className="mt-3" onClick={toggle} disabled={busy} aria-busy={busy || undefined}>
        {t(busy ? "results.sharing.saving" : isPublic ? "results.sharing.makePrivate" : "results.sharing.makePublic")}
      </Button>
    </section>
  );
}
