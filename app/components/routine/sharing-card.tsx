/**
 * The owner's sharing control on the results page. A routine is private until its owner shares it;
 * shared, others see the products and an evaluation made without the owner's skin profile and
 * notes (core/privacy.ts), never the personal parts.
 */
import { useState } from "react";
import { useToast } from "../toast";
import { Button } from "../ui";
import { serverMessageOr } from "~/utils/http";
import { routineApi } from "~/components/routine/routine-api.client";

export function SharingCard({ routineId, isPublic, onChange }: { routineId: string; isPublic: boolean; onChange: (isPublic: boolean) => void }) {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);

  async function toggle() {
    setBusy(true);
    try {
      const result = await routineApi.setVisibility(routineId, !isPublic);
      onChange(result.isPublic);
      toast(result.isPublic ? "Your routine is public." : "Your routine is private.", { variant: "success" });
    } catch (error) {
      toast(serverMessageOr(error, "Sharing was not changed. Please try again."), { variant: "error" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="sharing-title" className="rounded-2xl border border-stone-200 bg-white p-4" data-testid="sharing-card">
      <h2 id="sharing-title" className="text-base font-semibold text-stone-900">
        {isPublic ? "Public routine" : "Private routine"}
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        {isPublic
          ? "Anyone with the link, and the community, can see this routine and its scores. Your skin profile, sensitivities and notes about how your skin feels stay private."
          : "Only you can see this routine. Make it public, or post about it, to share it with the community."}
      </p>
      <Button variant="secondary" className="mt-3" onClick={toggle} disabled={busy} aria-busy={busy || undefined}>
        {busy ? "Saving..." : isPublic ? "Make private" : "Make public"}
      </Button>
    </section>
  );
}
