/**
 * The person check a form shows when the api answers `challenge_required` (ADR 0028): Cloudflare
 * Turnstile's widget when the web app has a site key (its script is loaded only then, and the
 * page's CSP allows it only then), or, locally, a clearly labelled stand-in whose checkbox gives
 * the token the api accepts only without a Turnstile secret outside production.
 */
import { useEffect, useRef } from "react";
import { STAND_IN_TOKEN, TURNSTILE_SCRIPT } from "@core/challenge";
import { Notice } from "~/components/ui";
import { useT } from "~/utils/i18n";

export interface ChallengeSettings {
  /** Turnstile's site key, or null when none is configured. */
  siteKey: string | null;
  /** Without a site key: the local stand-in (outside production only). */
  standIn: boolean;
}

interface TurnstileApi {
  render(container: HTMLElement, options: Record<string, unknown>): string | undefined;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let loading: Promise<TurnstileApi> | null = null;

function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("Turnstile did not load")));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error("Turnstile's script could not be loaded"));
    };
    document.head.appendChild(script);
  });
  return loading;
}

function TurnstileWidget({ siteKey, onToken }: { siteKey: string; onToken: (token: string | null) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const report = useRef(onToken);
  report.current = onToken;

  useEffect(() => {
    let widgetId: string | undefined;
    let cancelled = false;
    loadTurnstile()
      .then((turnstile) => {
        if (cancelled || !container.current) return;
        widgetId = turnstile.render(container.current, {
          sitekey: siteKey,
          callback: (token: string) => report.current(token),
          "expired-callback": () => report.current(null),
          "error-callback": () => report.current(null),
        });
      })
      .catch((error: unknown) => console.error("Could not show the person check", error));
    return () => {
      cancelled = true;
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [siteKey]);

  return <div ref={container} data-testid="turnstile-widget" />;
}

function StandIn({ onToken }: { onToken: (token: string | null) => void }) {
  const t = useT();
  return (
    <div role="group" aria-label={t("personCheck.standInLabel")} className="rounded-xl border-2 border-dashed border-amber-600 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <label className="flex items-center gap-3 font-medium">
        <input type="checkbox" className="size-5 accent-amber-800" onChange={(e) => onToken(e.target.checked ? STAND_IN_TOKEN : null)} />
        {t("personCheck.standIn")}
      </label>
      <p className="mt-2 text-xs">
        {t("personCheck.standInNote")}
      </p>
    </div>
  );
}

export function PersonCheck({ settings, onToken }: { settings: ChallengeSettings; onToken: (token: string | null) => void }) {
  const t = useT();
  if (settings.siteKey) return <TurnstileWidget siteKey={settings.siteKey} onToken={onToken} />;
  if (settings.standIn) return <StandIn onToken={onToken} />;
  return <Notice tone="error">{t("personCheck.notConfigured")}</Notice>;
}
