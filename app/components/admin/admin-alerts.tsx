/**
 * The admin panel's banner for problems the operator must act on: dead-letter refunds that failed
 * and are still not done (GET /api/admin/alerts). Renders nothing while there are none, or when
 * the alerts cannot be loaded (the panel's own sections report their errors).
 */
import { useEffect, useState } from "react";
import type { OperatorAlert } from "@core/api/alerts";
import { adminApi } from "./admin-api.client";
import { useT } from "~/utils/i18n";
import { whenIn } from "./admin-text";

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
  const t = useT();
  if (alerts.length === 0) return null;
  const abandoned = alerts.filter((a) => a.abandoned).length;
  const code = (chunks: React.ReactNode[]) => <code key="code">{chunks}</code>;
  return (
    <div role="alert" data-testid="admin-alerts" className="space-y-2 rounded-2xl border border-red-300 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-semibold">
        {t("adminUi.alerts.failing", { count: alerts.length })}
        {abandoned > 0 ? ` ${t("adminUi.alerts.outOfRetries", { count: abandoned })}` : ""}
      </p>
      <p>{t.rich<React.ReactNode>("adminUi.alerts.explanation", { code })}</p>
      <ul className="list-disc space-y-1 pl-5">
        {alerts.map((a) => (
          <li key={`${a.stackId}:${a.jobId}`}>
            {t.rich<React.ReactNode>("adminUi.alerts.entry", {
              stackId: a.stackId,
              userId: a.userId,
              failures: a.failures,
              when: whenIn(t, a.lastFailedAt),
              abandoned: a.abandoned ? "yes" : "no",
              code,
            })}{" "}
            <span className="text-red-800">{a.lastError}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
