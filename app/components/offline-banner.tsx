import { useEffect, useState } from "react";
import { useT } from "~/utils/i18n";

/**
 * While the browser has no connection: one calm line that stays until it returns (the online and
 * offline events), instead of a "Failed to fetch" that comes and goes.
 */
export function OfflineBanner() {
  const t = useT();
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const update = () => setOffline(!window.navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {offline ? (
        <p data-testid="offline-banner" className="mx-auto mt-3 w-full max-w-md rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
          {t("apiError.offline")}.
        </p>
      ) : null}
    </div>
  );
}
