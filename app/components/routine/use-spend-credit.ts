import { useCallback } from "react";
import { useSession } from "../session";

export const CREDIT_REFRESH_DELAYS_MS = [0, 100, 500] as const;

/**
 * After an evaluation was accepted: credits drop by 1 locally at once, and the
 * user is reloaded immediately, after 100 ms and after 500 ms, so the header's credit pill shows
 * the server's balance whatever the timing. The timers outlive the screen that started them.
 */
export function useSpendCredit(): () => void {
  const { user, setUser, refresh } = useSession();
  return useCallback(() => {
    if (user) setUser({ ...user, credits: Math.max(0, user.credits - 1) });
    for (const delay of CREDIT_REFRESH_DELAYS_MS) {
      if (delay === 0) void refresh();
      else window.setTimeout(() => void refresh(), delay);
    }
  }, [user, setUser, refresh]);
}
