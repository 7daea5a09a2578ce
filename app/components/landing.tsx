import { useEffect, useState } from "react";
import { analyticsApi } from "~/utils/api.client";
import { useT } from "~/utils/i18n";

/** Where the counter starts when the api could not be asked. */
export const COUNTER_INITIAL = 251;
export const COUNTER_POLL_MS = 5000;

/** How many people analysed a routine; polled every 5 s (skipped while the tab is hidden). */
export function LiveCounter({ initial }: { initial: number | null }) {
  const [count, setCount] = useState(initial ?? COUNTER_INITIAL);
  const t = useT();

  useEffect(() => {
    const controller = new AbortController();
    async function load() {
      if (document.hidden) return;
      try {
        const data = await analyticsApi.analyzeCount(controller.signal);
        if (typeof data?.count === "number") setCount(data.count);
      } catch (error) {
        if (!controller.signal.aborted) console.error("Could not load the analysis counter", error);
      }
    }
    if (initial === null) void load();
    const id = window.setInterval(load, COUNTER_POLL_MS);
    return () => {
      controller.abort();
      window.clearInterval(id);
    };
  }, [initial]);

  return (
    <p className="rounded-full bg-white px-4 py-2 text-sm text-stone-700 shadow-sm ring-1 ring-stone-200">
      <span className="mr-1.5 inline-block size-2 rounded-full bg-emerald-600 align-middle" aria-hidden="true" />
      {t.rich<React.ReactNode>("landing.counter", {
        count,
        b: (chunks) => (
          <strong key="count" data-testid="analyze-count" className="font-bold text-stone-900">
            {chunks}
          </strong>
        ),
      })}
    </p>
  );
}
