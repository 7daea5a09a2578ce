/** Access & Audit: who the admins are, granting and revoking the role by email, and the audit log. */
import { useCallback, useEffect, useState } from "react";
import { useSession } from "~/components/session";
import { useToast } from "~/components/toast";
import { Button, Card, Field, Notice } from "~/components/ui";
import type { AdminUser, AuditEntry } from "@core/api/admin";
import { errorText, useAdminAction } from "./admin-action";
import { adminApi } from "./admin-api.client";
import { actionLabel, auditSummary, formatWhen } from "./admin-forms";
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
  const [admins, setAdmins] = useState<AdminUser[] | null>(null);
  const [email, setEmail] = useState("");
  const { busy, error, setError, run } = useAdminAction<string>();

  const load = useCallback(async () => {
    try {
      setAdmins((await adminApi.admins()).admins);
    } catch (e) {
      setError(errorText(e, "Could not load the admins."));
    }
  }, [setError]);

  useEffect(() => {
    void load();
  }, [load]);

  async function setRole(target: string, role: "admin" | "user") {
    await run(`${role}:${target}`, "Could not change the role.", async () => {
      const { user: changedUser, changed } = await adminApi.setRole(target, role);
      toast(
        changed ? `${changedUser.email} ${role === "admin" ? "is now an admin" : "is no longer an admin"}.` : `${changedUser.email} already had that role.`,
        { variant: "success" },
      );
      if (role === "admin") setEmail("");
      await load();
      onChanged();
    });
  }

  return (
    <Card className="space-y-4">
      <SectionTitle>Admins</SectionTitle>
      {!admins && !error ? <Loading text="Loading admins..." /> : null}
      {admins ? (
        <ul className="divide-y divide-stone-100" aria-label="Admins">
          {admins.map((a) => (
            <li key={a.id} className="flex items-center justify-between gap-2 py-2 text-sm">
              <span className="min-w-0 break-all">
                <span className="font-medium text-stone-900">{a.email}</span>
                {a.name ? <span className="text-stone-600"> · {a.name}</span> : null}
                {a.id === user?.id ? <span className="text-stone-600"> (you)</span> : null}
              </span>
              {a.id === user?.id ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setRole(a.email, "user")}
                  loading={busy === `user:${a.email}`}
                  disabled={busy !== null}
                  aria-label={`Revoke admin role of ${a.email}`}
                >
                  Revoke
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
            setError("Enter the email of an existing account.");
            return;
          }
          void setRole(email.trim(), "admin");
        }}
      >
        <Field label="Grant admin role to (email)" type="email" className="flex-1" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
        <Button type="submit" loading={busy === `admin:${email.trim()}`} disabled={busy !== null}>
          Grant
        </Button>
      </form>
      {error ? <Notice tone="error">{error}</Notice> : null}
    </Card>
  );
}

function AuditCard() {
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
      setError(errorText(e, "Could not load the audit log."));
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load(null);
  }, [load]);

  return (
    <Card className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <SectionTitle>Audit log</SectionTitle>
        <Button variant="ghost" size="sm" onClick={() => load(null)} disabled={loading}>
          Refresh
        </Button>
      </div>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {!entries && !error ? <Loading text="Loading the audit log..." /> : null}
      {entries && entries.length === 0 ? <p className="text-sm text-stone-600">No admin changes yet.</p> : null}
      {entries && entries.length > 0 ? (
        <ol className="divide-y divide-stone-100" aria-label="Audit log, newest first" data-testid="audit-log">
          {entries.map((e) => (
            <li key={e.id} className="py-2.5 text-sm">
              <p className="font-medium text-stone-900">{actionLabel(e.action)}</p>
              <p className="break-words text-stone-700">{auditSummary(e)}</p>
              <p className="text-xs text-stone-600">
                {formatWhen(e.createdAt)} · {e.actor ? e.actor.email : "a deleted account"}
              </p>
            </li>
          ))}
        </ol>
      ) : null}
      {cursor ? (
        <Button variant="secondary" size="sm" onClick={() => load(cursor)} loading={loading}>
          Load older entries
        </Button>
      ) : null}
    </Card>
  );
}
