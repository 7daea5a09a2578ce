/** Ingredient Analysis tab: open "wrong ingredients" reports, resolved (optionally applying the suggested list) or dismissed. */
import { Button } from "~/components/ui";
import type { ProductReport } from "@core/api/admin";
import { adminApi } from "./admin-api.client";
import { useT } from "~/utils/i18n";
import { typeIn, whenIn } from "./admin-text";
import { QueueCard, useReviewQueue } from "./review-queue";

type Decision = "apply" | "resolve" | "dismiss";

async function fetchReports() {
  const page = await adminApi.productReports();
  return { items: page.reports, total: page.total };
}

export function ProductReportsCard() {
  const t = useT();
  const queue = useReviewQueue<ProductReport>(fetchReports, t("adminUi.reports.loadFailed"));
  const { busy } = queue;

  function decide(report: ProductReport, decision: Decision) {
    void queue.decide(report.id, t("adminUi.reports.updateFailed"), async () => {
      if (decision === "dismiss") await adminApi.dismissReport(report.id);
      else await adminApi.resolveReport(report.id, decision === "apply");
      queue.drop((r) => r.id === report.id);
      return t("adminUi.reports.done", { product: report.product.name, decision });
    });
  }

  return (
    <QueueCard
      title={t("adminUi.reports.title")}
      queue={queue}
      loadingText={t("adminUi.reports.loading")}
      emptyText={t("adminUi.reports.empty")}
    >
      {(items) => (
        <ul className="divide-y divide-stone-100" aria-label={t("adminUi.reports.listLabel")}>
          {items.map((r) => (
            <li key={r.id} className="space-y-2 py-3 text-sm" data-testid="product-report">
              <div>
                <p className="font-semibold text-stone-900">
                  {r.product.brand ? `${r.product.brand} ` : ""}
                  {r.product.name}
                </p>
                <p className="text-xs text-stone-600">
                  {r.reporter
                    ? t("adminUi.reports.reportedBy", { type: typeIn(t, r.product.productType), when: whenIn(t, r.createdAt), email: r.reporter.email })
                    : t("adminUi.reports.reported", { type: typeIn(t, r.product.productType), when: whenIn(t, r.createdAt) })}
                </p>
                <p className="mt-1 text-stone-800">{r.message}</p>
                <p className="mt-1 line-clamp-3 text-xs text-stone-700">
                  <span className="font-semibold">{`${t("adminUi.reports.now")} `}</span>
                  {r.product.ingredients || t("adminUi.noIngredients")}
                </p>
                {r.suggestedIngredients ? (
                  <p className="mt-1 line-clamp-3 text-xs text-emerald-900">
                    <span className="font-semibold">{`${t("adminUi.reports.suggested")} `}</span>
                    {r.suggestedIngredients}
                  </p>
                ) : null}
              </div>
              <div className="flex flex-wrap gap-2">
                {r.suggestedIngredients ? (
                  <Button size="sm" onClick={() => decide(r, "apply")} loading={busy === r.id} disabled={busy !== null}>
                    {t("adminUi.reports.apply")}
                  </Button>
                ) : null}
                <Button size="sm" variant="secondary" onClick={() => decide(r, "resolve")} disabled={busy !== null}>
                  {t("adminUi.reports.resolve")}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => decide(r, "dismiss")} disabled={busy !== null}>
                  {t("adminUi.dismiss")}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueueCard>
  );
}
