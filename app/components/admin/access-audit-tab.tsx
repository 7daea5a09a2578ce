/** Access & Audit: who the admins are, granting and revoking the role by email, and the audit log. */
import { useCallback, useEffect, useState } from "react";
import { useSession } from "~/components/session";
import { useToast } from "~/components/toast";
import { Button, Card, Field, Notice } from "~/components/ui";
import type { AdminUser, AuditEntry } from "@core/api/admin";
import { errorText, useAdminAction } from "./admin-action";
import { adminApi } from "./admin-api.client";
import { useT } from "~/utils/i18n";
import { auditSummary } from "./admin-forms";
import { actionLabelIn, whenIn } from "./admin-text";
import { Loading, SectionTitle } from "./controls";

export function AccessAuditTab() {
  const [auditVersion, setAuditVersion] = useState(0);
  return (
    <div className="space-y-5">
      <AdminsCard onChanged={() => setAuditVersion((n) => n + 1)} />
      <AuditCard key={auditVersion} />
    </div>
  );
}

function AdminsCard({ onChanged }: { onChanged: () => void }) {
  const { user } = useSession();
  const { toast } = useToast();
  const t = useT();
  const [admins, setAdmins] = useState<AdminUser[] | null>(null);
  const [email, setEmail] = useState("");
  const { busy, error, setError, run } = useAdminAction<string>();

  const load = useCallback(async () => {
    try {
      setAdmins((await adminApi.admins()).admins);
    } catch (e) {
      setError(errorText(t, e, t("adminUi.admins.loadFailed")));
    }
  }, [setError, t]);

  useEffect(() => {
    void load();
  }, [load]);

  async function setRole(target: string, role: "admin" | "user") {
    await run(`${role}:${target}`, t("adminUi.admins.roleFailed"), async () => {
      const { user: changedUser, changed } = await adminApi.setRole(target, role);
      toast(
        t(changed ? (role === "admin" ? "adminUi.admins.nowAdmin" : "adminUi.admins.noLongerAdmin") : "adminUi.admins.alreadyRole", {
          email: changedUser.email,
        }),
        { variant: "success" },
      );
      if (role === "admin") setEmail("");
      await load();
      onChanged();
    });
  }

  return (
    <Card className="space-y-4">
      <SectionTitle>{t("adminUi.admins.title")}</SectionTitle>
      {!admins && !error ? <Loading text={t("adminUi.admins.loading")} /> : null}
      {admins ? (
        <ul className="divide-y divide-stone-100" aria-label={t("adminUi.admins.title")}>
          {admins.map((a) => (
            <li key={a.id} className="flex items-center justify-between gap-2 py-2 text-sm">
              <span className="min-w-0 break-all">
                <span className="font-medium text-stone-900">{a.email}</span>
                {a.name ? <span className="text-stone-600"> · {a.name}</span> : null}
                {a.id === user?.id ? <span className="text-stone-600">{` ${t("adminUi.admins.you")}`}</span> : null}
              </span>
              {a.id === user?.id ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setRole(a.email, "user")}
                  loading={busy === `user:${a.email}`}
                  disabled={busy !== null}
                  aria-label={t("adminUi.admins.revokeLabel", { email: a.email })}
                >
                  {t("adminUi.admins.revoke")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (!email.trim()) {
            setError(t("adminUi.admins.enterEmail"));
            return;
          }
          void setRole(email.trim(), "admin");
        }}
      >
        <Field label={t("adminUi.admins.grantField")} type="email" className="flex-1" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
        <Button type="submit" loading={busy === `admin:${email.trim()}`} disabled={busy !== null}>
          {t("adminUi.admins.grant")}
        </Button>
      </form>
      {error ? <Notice tone="error">{error}</Notice> : null}
    </Card>
  );
}

function AuditCard() {
  const t = useT();
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback(async (after: string | null) => {
    setLoading(true);
    try {
      const page = await adminApi.audit(after);
      setEntries((current) => (after && current ? [...current, ...page.entries] : page.entries));
      setCursor(page.nextCursor);
      setError(null);
    } catch (e) {
      setError(errorText(t, e, t("adminUi.audit.loadFailed")));
    } finally {
      setLoading(false);
    }
  }, [t]);

  useEffect(() => {
    void load(null);
  }, [load]);

  return (
    <Card className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <SectionTitle>{t("adminUi.audit.title")}</SectionTitle>
        <Button variant="ghost" size="sm" onClick={() => load(null)} disabled={loading}>
          {t("adminUi.audit.refresh")}
        </Button>
      </div>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {!entries && !error ? <Loading text={t("adminUi.audit.loading")} /> : null}
      {entries && entries.length === 0 ? <p className="text-sm text-stone-600">{t("adminUi.audit.empty")}</p> : null}
      {entries && entries.length > 0 ? (
        <ol className="divide-y divide-stone-100" aria-label={t("adminUi.audit.listLabel")} data-testid="audit-log">
          {entries.map((e) => (
            <li key={e.id} className="py-2.5 text-sm">
              <p className="font-medium text-stone-900">{actionLabelIn(t, e.action)}</p>
              <p className="break-words text-stone-700">{auditSummary(e, t)}</p>
              <p className="text-xs text-stone-600">
                {whenIn(t, e.createdAt)} · {e.actor ? e.actor.email : t("adminUi.audit.deletedAccount")}
              </p>
            </li>
          ))}
        </ol>
      ) : null}
      {cursor ? (
        <Button variant="secondary" size="sm" onClick={() => load(cursor)} loading={loading}>
          {t("adminUi.audit.loadOlder")}
        </Button>
      ) : null}
    </Card>
  );
}
