import { useCallback, useEffect, useState } from "react";
import { useToast } from "~/components/toast";
import { Button, Card, Notice, Spinner } from "~/components/ui";
import { accountApi, type AccountSession } from "~/components/account/account-api.client";
import { formatDateTime } from "~/utils/format";
import { serverMessageOr } from "~/utils/http";
import { describeUserAgent } from "~/utils/user-agent";
import { useT } from "~/utils/i18n";
import { useRelativeTime } from "~/components/community/relative-time";

/**
 * The devices signed in to the account: sign out one, or all but this one ("Log out" ends this
 * one). `version` reloads the list (after a password change signed the others out).
 */
export function SessionsSettings({ version, onSignedOutHere }: { version: number; onSignedOutHere: () => void }) {
  const { toast } = useToast();
  const t = useT();
  const ago = useRelativeTime();
  const dateTime = (value: string) => formatDateTime(value, { locale: t.language === "en" ? undefined : t.language });
  const [sessions, setSessions] = useState<AccountSession[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      const result = await accountApi.sessions(signal);
      setSessions(result.sessions);
      setError(null);
    } catch (failure) {
      if (signal?.aborted) return;
      setError(serverMessageOr(failure, t("session.loadFailed")));
    }
  }, [t]);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load, version]);

  /** Ends one session or the others; ending this browser's own hands over to `onSignedOutHere`. */
  async function revoke(key: string, end: () => Promise<{ message: string; current?: boolean }>, failure: string) {
    setBusy(key);
    try {
      const result = await end();
      if (result.current) {
        onSignedOutHere();
        return;
      }
      toast(result.message, { variant: "success" });
      await load();
    } catch (error) {
      toast(serverMessageOr(error, failure), { variant: "error" });
    } finally {
      setBusy(null);
    }
  }

  const signOut = (session: AccountSession) => revoke(session.id, () => accountApi.revokeSession(session.id), t("session.signOutFailed"));
  const signOutOthers = () => revoke("others", () => accountApi.revokeOtherSessions(), t("session.signOutOthersFailed"));

  const others = sessions?.filter((s) => !s.current).length ?? 0;

  return (
    <Card className="space-y-4">
      <h2 className="text-base font-semibold">{t("session.title")}</h2>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {sessions === null && !error ? (
        <div role="status" className="flex items-center gap-2 text-sm text-stone-700">
          <Spinner className="size-4 text-brand-600" /> {t("session.loading")}
        </div>
      ) : null}
      {sessions ? (
        <ul className="divide-y divide-stone-100" aria-label={t("session.title")}>
          {sessions.map((s) => (
            <li key={s.id} className="flex items-start justify-between gap-3 py-3" data-testid="session-item">
              <div className="min-w-0 text-sm">
                <p className="font-medium text-stone-900">
                  {describeUserAgent(s.userAgent)}
                  {s.current ? <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-900">{t("session.thisDevice")}</span> : null}
                </p>
                <p className="text-stone-600">
                  {s.ip && s.ip !== "unknown" ? `${s.ip} · ` : ""}
                  <span title={dateTime(s.lastSeenAt)}>{t("session.active", { time: ago(s.lastSeenAt) })}</span>
                </p>
                <p className="text-xs text-stone-500">{t("session.signedIn", { date: dateTime(s.createdAt) })}</p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                className="shrink-0 whitespace-nowrap"
                onClick={() => void signOut(s)}
                loading={busy === s.id}
                disabled={busy !== null}
                aria-label={
                  s.current
                    ? t("session.signOutThis")
                    : t("session.signOutLabel", { device: describeUserAgent(s.userAgent), date: dateTime(s.createdAt) })
                }
              >
                {t("session.signOut")}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Button variant="secondary" fullWidth onClick={() => void signOutOthers()} loading={busy === "others"} disabled={busy !== null || others === 0}>
        {t("session.signOutOthers")}
      </Button>
    </Card>
  );
}
