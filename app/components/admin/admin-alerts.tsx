/**
 * The admin panel's banner for problems the operator must act on: dead-letter refunds that failed
 * and are still not done (GET /api/admin/alerts). Renders nothing while there are none, or when
 * the alerts cannot be loaded (the panel's own sections report their errors).
 */
import { useEffect, useState } from "react";
import type { OperatorAlert } from "@core/api/alerts";
import { adminApi } from "./admin-api.client";
import { formatWhen } from "./admin-forms";
import { countOf, pluralWord } from "@core/plural";

export function AdminAlerts() {
  const [alerts, setAlerts] = useState<OperatorAlert[]>([]);

  useEffect(() => {
    let live = true;
    adminApi
      .alerts()
      .then((data) => {
        if (live) setAlerts(data.alerts ?? []);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);

  return <AlertsBanner alerts={alerts} />;
}

/** The banner itself: nothing without alerts. */
export function AlertsBanner({ alerts }: { alerts: OperatorAlert[] }) {
  if (alerts.length === 0) return null;
  const abandoned = alerts.filter((a) => a.abandoned).length;
  return (
    <div role="alert" data-testid="admin-alerts" className="space-y-2 rounded-2xl border border-red-300 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-semibold">
        {countOf(alerts.length, "credit refund")} {alerts.length === 1 ? "is" : "are"} failing
        {abandoned > 0 ? ` (${abandoned} out of retries: refund by hand)` : ""}
      </p>
      <p>
        An evaluation failed for good and its credit could not be given back. Retries continue until they run out; the
        logs carry each failure as <code>[ALERT] dead-letter refund failed</code>.
      </p>
      <ul className="list-disc space-y-1 pl-5">
        {alerts.map((a) => (
          <li key={`${a.stackId}:${a.jobId}`}>
            Routine <code>{a.stackId}</code>, user <code>{a.userId}</code>: {a.failures} failed{" "}
            {pluralWord(a.failures, "attempt")}, last {formatWhen(a.lastFailedAt)}
            {a.abandoned ? ", no retries left" : ""}. <span className="text-red-800">{a.lastError}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
