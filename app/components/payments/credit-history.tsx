/** The last 20 credit ledger entries of the signed-in user (shown on /account). */
import { useEffect, useState } from "react";
import { Card, Spinner } from "~/components/ui";
import type { LedgerEntry } from "@core/api/payments";
import { paymentsApi } from "./payments-api.client";
import { isMessageKey } from "@core/i18n/catalogues";
import { useLanguage, useT } from "~/utils/i18n";

type State = { status: "loading" } | { status: "error" } | { status: "loaded"; entries: LedgerEntry[] };

function formatDate(iso: string, language: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ""
    : date.toLocaleDateString(language, { year: "numeric", month: "short", day: "numeric" });
}

/** Reloads whenever `credits` changes (a purchase, an analysis, a live update). */
export function CreditHistory({ credits }: { credits: number }) {
  const [state, setState] = useState<State>({ status: "loading" });
  const t = useT();
  const language = useLanguage();
  const reason = (r: string) => {
    const key = `payments.history.reason.${r}`;
    return isMessageKey(key) ? t(key) : r;
  };

  useEffect(() => {
    const controller = new AbortController();
    paymentsApi
      .ledger(controller.signal)
      .then((data) => setState({ status: "loaded", entries: Array.isArray(data?.entries) ? data.entries : [] }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("Could not load the credit history", error);
        setState({ status: "error" });
      });
    return () => controller.abort();
  }, [credits]);

  return (
    <Card className="space-y-3">
      <h2 className="text-base font-semibold">{t("payments.history.title")}</h2>
      {state.status === "loading" ? (
        <p role="status" className="flex items-center gap-2 text-sm text-stone-700">
          <Spinner className="size-4 text-brand-600" />
          {t("payments.history.loading")}
        </p>
      ) : state.status === "error" ? (
        <p className="text-sm text-stone-700">{t("payments.history.failed")}</p>
      ) : state.entries.length === 0 ? (
        <p className="text-sm text-stone-700">{t("payments.history.empty")}</p>
      ) : (
        <ul className="divide-y divide-stone-100 text-sm" data-testid="credit-history">
          {state.entries.map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-4 py-2.5" data-reason={entry.reason}>
              <span>
                <span className="block font-medium text-stone-900">{reason(entry.reason)}</span>
                <span className="block text-xs text-stone-600">{formatDate(entry.createdAt, language)}</span>
              </span>
              <span className={`font-semibold tabular-nums ${entry.delta >= 0 ? "text-emerald-800" : "text-stone-800"}`}>
                {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
