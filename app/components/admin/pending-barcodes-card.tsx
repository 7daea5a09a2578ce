/**
 * Barcodes members attached to products they added (ADR 0039): each answers only its member's
 * scans until approved here; approving refuses a code another product has meanwhile.
 */
import type { PendingBarcode } from "@core/api/admin";
import { Button } from "~/components/ui";
import { adminApi } from "./admin-api.client";
import { useT } from "~/utils/i18n";
import { typeIn, whenIn } from "./admin-text";
import { QueueCard, useReviewQueue } from "./review-queue";

async function fetchPendingBarcodes(after: string | null) {
  const page = await adminApi.pendingBarcodes(after);
  return { items: page.claims, total: page.total, nextCursor: page.nextCursor };
}

export function PendingBarcodesCard() {
  const t = useT();
  const queue = useReviewQueue<PendingBarcode>(fetchPendingBarcodes, t("adminUi.barcodes.loadFailed"));
  const { busy } = queue;

  function decide(claim: PendingBarcode, decision: "approve" | "reject") {
    void queue.decide(claim.id, t("adminUi.barcodes.updateFailed"), async () => {
      if (decision === "approve") await adminApi.approveBarcode(claim.id);
      else await adminApi.rejectBarcode(claim.id);
      queue.drop((c) => c.id === claim.id);
      return t(decision === "approve" ? "adminUi.barcodes.approved" : "adminUi.barcodes.rejected", { barcode: claim.barcode });
    });
  }

  return (
    <QueueCard
      title={t("adminUi.barcodes.title")}
      queue={queue}
      loadingText={t("adminUi.barcodes.loading")}
      emptyText={t("adminUi.barcodes.empty")}
    >
      {(items) => (
        <ul className="divide-y divide-stone-100">
          {items.map((c) => (
            <li key={c.id} className="space-y-2 py-3 text-sm" data-testid="barcode-claim">
              <div>
                <p className="font-semibold text-stone-900">{c.barcode}</p>
                <p className="text-stone-800">
                  {t("adminUi.barcodes.for", {
                    product: `${c.product.brand ? `${c.product.brand} ` : ""}${c.product.name}`,
                    type: typeIn(t, c.product.productType),
                    status: c.product.status,
                  })}
                </p>
                <p className="text-xs text-stone-600">
                  {t("adminUi.barcodes.added", { when: whenIn(t, c.createdAt), email: c.claimedBy.email })}
                </p>
              </div>
              <div className="flex gap-2">
                <Button size="sm" onClick={() => decide(c, "approve")} loading={busy === c.id} disabled={busy !== null}>
                  {t("adminUi.barcodes.approve")}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => decide(c, "reject")} disabled={busy !== null}>
                  {t("adminUi.barcodes.reject")}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueueCard>
  );
}
