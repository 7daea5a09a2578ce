/**
 * Barcodes members attached to products they added (ADR 0039): each answers only its member's
 * scans until approved here; approving refuses a code another product has meanwhile.
 */
import type { PendingBarcode } from "@core/api/admin";
import { Button } from "~/components/ui";
import { adminApi } from "./admin-api.client";
import { formatWhen } from "./admin-forms";
import { QueueCard, useReviewQueue } from "./review-queue";

async function fetchPendingBarcodes(after: string | null) {
  const page = await adminApi.pendingBarcodes(after);
  return { items: page.claims, total: page.total, nextCursor: page.nextCursor };
}

export function PendingBarcodesCard() {
  const queue = useReviewQueue<PendingBarcode>(fetchPendingBarcodes, "Could not load the barcodes awaiting review.");
  const { busy } = queue;

  function decide(claim: PendingBarcode, decision: "approve" | "reject") {
    void queue.decide(claim.id, "Could not update the barcode.", async () => {
      if (decision === "approve") await adminApi.approveBarcode(claim.id);
      else await adminApi.rejectBarcode(claim.id);
      queue.drop((c) => c.id === claim.id);
      return `Barcode ${claim.barcode} ${decision === "approve" ? "approved" : "rejected"}.`;
    });
  }

  return (
    <QueueCard
      title="Barcodes awaiting review"
      queue={queue}
      loadingText="Loading barcodes..."
      emptyText="No barcodes are waiting for review."
    >
      {(items) => (
        <ul className="divide-y divide-stone-100">
          {items.map((c) => (
            <li key={c.id} className="space-y-2 py-3 text-sm" data-testid="barcode-claim">
              <div>
                <p className="font-semibold text-stone-900">{c.barcode}</p>
                <p className="text-stone-800">
                  for {c.product.brand ? `${c.product.brand} ` : ""}
                  {c.product.name} ({c.product.productType}
                  {c.product.status === "approved" ? "" : `, product ${c.product.status}`})
                </p>
                <p className="text-xs text-stone-600">
                  added {formatWhen(c.createdAt)} by {c.claimedBy.email}
                </p>
              </div>
              <div className="flex gap-2">
                <Button size="sm" onClick={() => decide(c, "approve")} loading={busy === c.id} disabled={busy !== null}>
                  Approve barcode
                </Button>
                <Button size="sm" variant="secondary" onClick={() => decide(c, "reject")} disabled={busy !== null}>
                  Reject barcode
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueueCard>
  );
}
