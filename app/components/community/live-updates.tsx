/**
 * Keeps the live-update socket open while the user is signed in (app/utils/live-updates.ts) and
 * hands every event to the page (app/utils/live-events.ts). credits_updated also updates the
 * header's credit pill through the session. Renders nothing. The socket's code (partysocket) is
 * fetched only once someone is signed in: a guest's page never downloads it (ADR 0079).
 */
import { useEffect, useRef } from "react";
import { userApi } from "~/utils/api.client";
import { success } from "~/utils/http";
import { dispatchLiveEvent } from "~/utils/live-events";
import { useSession } from "../session";

export function LiveUpdates() {
  const { state, user, setUser, refresh } = useSession();
  const sessionKey = state.status === "signedIn" ? state.key : null;
  const latest = useRef({ user, setUser, refresh });
  latest.current = { user, setUser, refresh };

  useEffect(() => {
    if (!sessionKey || typeof window === "undefined" || typeof window.WebSocket !== "function") return;
    let ended = false;
    let connection: { stop(): void } | undefined;
    const start = ({ startLiveUpdates }: typeof import("~/utils/live-updates")) => {
      if (ended) return;
      connection = startLiveUpdates({
        getTicket: async () => (await success(userApi.user["stream-ticket"].$post())).ticket,
        origin: window.location.origin,
        WebSocket: window.WebSocket,
        onEvent: (event) => {
          if (event.type === "credits_updated") {
            const { user: current, setUser: store, refresh: reload } = latest.current;
            if (current) {
              if (current.credits !== event.credits) store({ ...current, credits: event.credits });
            } else void reload();
          }
          dispatchLiveEvent(event);
        },
        setTimeout: (fn, ms) => window.setTimeout(fn, ms),
        clearTimeout: (handle) => window.clearTimeout(handle as number),
        setInterval: (fn, ms) => window.setInterval(fn, ms),
        clearInterval: (handle) => window.clearInterval(handle as number),
        now: () => Date.now(),
      });
    };
    import("~/utils/live-updates").then(start, (error: unknown) => console.warn("Live updates: could not load the connection's code", error));
    return () => {
      ended = true;
      connection?.stop();
    };
  }, [sessionKey]);

  return null;
}
