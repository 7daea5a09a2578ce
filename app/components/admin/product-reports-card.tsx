/** Ingredient Analysis tab: open "wrong ingredients" reports, resolved (optionally applying the suggested list) or dismissed. */
import { Button } from "~/components/ui";
import type { ProductReport } from "@core/api/admin";
import { adminApi } from "./admin-api.client";
import { formatWhen } from "./admin-forms";
import { QueueCard, useReviewQueue } from "./review-queue";

type Decision = "apply" | "resolve" | "dismiss";

async function fetchReports() {
  const page = await adminApi.productReports();
  return { items: page.reports, total: page.total };
}

export function ProductReportsCard() {
  const queue = useReviewQueue<ProductReport>(fetchReports, "Could not load the reports.");
  const { busy } = queue;

  function decide(report: ProductReport, decision: Decision) {
    void queue.decide(report.id, "Could not update the report.", async () => {
      if (decision === "dismiss") await adminApi.dismissReport(report.id);
      else await adminApi.resolveReport(report.id, decision === "apply");
      queue.drop((r) => r.id === report.id);
      const what = decision === "apply" ? "resolved; its ingredient list was replaced" : decision === "resolve" ? "resolved" : "dismissed";
      return `Report on ${report.product.name} ${what}.`;
    });
  }

  return (
    <QueueCard title="Reported ingredient lists" queue={queue} loadingText="Loading reports..." emptyText="No open reports.">
      {(items) => (
        <ul className="divide-y divide-stone-100" aria-label="Open reports">
          {items.map((r) => (
            <li key={r.id} className="space-y-2 py-3 text-sm" data-testid="product-report">
              <div>
                <p className="font-semibold text-stone-900">
                  {r.product.brand ? `${r.product.brand} ` : ""}
                  {r.product.name}
                </p>
                <p className="text-xs text-stone-600">
                  {r.product.productType} · reported {formatWhen(r.createdAt)}
                  {r.reporter ? ` by ${r.reporter.email}` : ""}
                </p>
                <p className="mt-1 text-stone-800">{r.message}</p>
                <p className="mt-1 line-clamp-3 text-xs text-stone-700">
                  <span className="font-semibold">Now: </span>
                  {r.product.ingredients || "No ingredients listed"}
                </p>
                {r.suggestedIngredients ? (
                  <p className="mt-1 line-clamp-3 text-xs text-emerald-900">
                    <span className="font-semibold">Suggested: </span>
                    {r.suggestedIngredients}
                  </p>
                ) : null}
              </div>
              <div className="flex flex-wrap gap-2">
                {r.suggestedIngredients ? (
                  <Button size="sm" onClick={() => decide(r, "apply")} loading={busy === r.id} disabled={busy !== null}>
                    Apply suggested list
                  </Button>
                ) : null}
                <Button size="sm" variant="secondary" onClick={() => decide(r, "resolve")} disabled={busy !== null}>
                  Mark resolved
                </Button>
                <Button size="sm" variant="secondary" onClick={() => decide(r, "dismiss")} disabled={busy !== null}>
                  Dismiss
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueueCard>
  );
}
