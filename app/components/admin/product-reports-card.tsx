/** Ingredient Analysis tab: open "wrong ingredients" reports, resolved (optionally applying the suggested list) or dismissed. */
import { useCallback, useEffect, useState } from "react";
import { useToast } from "~/components/toast";
import { Button, Card, Notice } from "~/components/ui";
import type { ProductReport } from "@core/api/admin";
import { adminApi } from "./admin-api.client";
import { formatWhen } from "./admin-forms";
import { SectionTitle } from "./controls";
import { errorText, Loading } from "./prompts-tab";

type Decision = "apply" | "resolve" | "dismiss";

export function ProductReportsCard() {
  const { toast } = useToast();
  const [items, setItems] = useState<ProductReport[] | null>(null);
  const [total, setTotal] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const page = await adminApi.productReports();
      setItems(page.reports);
      setTotal(page.total);
      setError(null);
    } catch (e) {
      setError(errorText(e, "Could not load the reports."));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function decide(report: ProductReport, decision: Decision) {
    setBusy(report.id);
    try {
      if (decision === "dismiss") await adminApi.dismissReport(report.id);
      else await adminApi.resolveReport(report.id, decision === "apply");
      setItems((current) => current?.filter((r) => r.id !== report.id) ?? null);
      setTotal((n) => Math.max(0, n - 1));
      const what = decision === "apply" ? "resolved; its ingredient list was replaced" : decision === "resolve" ? "resolved" : "dismissed";
      toast(`Report on ${report.product.name} ${what}.`, { variant: "success" });
    } catch (e) {
      toast(errorText(e, "Could not update the report."), { variant: "error" });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card className="space-y-3">
      <SectionTitle>Reported ingredient lists{items ? ` (${total})` : ""}</SectionTitle>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {!items && !error ? <Loading text="Loading reports..." /> : null}
      {items && items.length === 0 ? <p className="text-sm text-stone-600">No open reports.</p> : null}
      {items && items.length > 0 ? (
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
      ) : null}
    </Card>
  );
}
