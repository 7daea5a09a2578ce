/**
 * The browser session in one place: the credential is the HttpOnly session cookie; localStorage
 * keeps a session key (a marker, not a credential: app/utils/session-state.ts) and the user
 * ('session' and 'user'); at startup they are loaded and verified with /api/auth/me,
 * which is polled every 30 s while signed in. A 401 signs out; a 503 (or a network failure)
 * keeps the cached user. Before storage is read, the user the root loader found through the
 * session cookie is shown, so the signed-in header renders without a flash.
 */
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useReducer, useRef } from "react";
import { authApi } from "~/utils/api.client";
import { isApiError } from "~/utils/http";
import {
  clearStoredSession,
  initialSessionState,
  isSignedIn,
  readStoredSession,
  sessionReducer,
  migrateLegacySession,
  newSessionKey,
  SESSION_KEY,
  USER_KEY,
  writeStoredSession,
  writeStoredUser,
  type SessionState,
} from "~/utils/session-state";
import { parseUser, type SessionUser } from "~/utils/user";

export const ME_POLL_MS = 30_000;

interface SessionContextValue {
  state: SessionState;
  user: SessionUser | null;
  /** Signed in as far as the interface is concerned. */
  signedIn: boolean;
  /** False until the stored session was read in the browser. */
  ready: boolean;
  /** After the api set the session cookie (login, signup, Google): remember that we are signed in. */
  signIn(user: SessionUser | null): void;
  /** Reloads the user from /api/auth/me; resolves with it, or null. */
  refresh(): Promise<SessionUser | null>;
  /** Stores a fresher user object (e.g. from update-username). */
  setUser(user: SessionUser): void;
  /** Revokes the session on the server (failures only logged) and clears it locally. */
  logout(): Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function SessionProvider({ serverUser, children }: { serverUser: SessionUser | null; children: React.ReactNode }) {
  const [state, dispatch] = useReducer(sessionReducer, serverUser, initialSessionState);
  const keyRef = useRef<string | null>(null);
  keyRef.current = state.key;

  const refresh = useCallback(async (): Promise<SessionUser | null> => {
    const key = readStoredSession(browserStorage()).key;
    if (!key) return null;
    try {
      const data = await authApi.me();
      const user = parseUser(data?.user);
      if (!user) return null;
      // Only keep it if the session did not change while the call was under way.
      if (readStoredSession(browserStorage()).key === key) writeStoredUser(browserStorage(), user);
      dispatch({ type: "userLoaded", key, user });
      return user;
    } catch (error) {
      const status = isApiError(error) ? error.status : null;
      if (status === 401 && readStoredSession(browserStorage()).key === key) {
        clearStoredSession(browserStorage());
      } else if (status !== 401) {
        console.warn("Could not refresh the current user; keeping the cached one.", error);
      }
      dispatch({ type: "userLoadFailed", key, status });
      return null;
    }
  }, []);

  // Startup: load the stored session, then verify it with the server.
  useEffect(() => {
    migrateLegacySession(browserStorage());
    const stored = readStoredSession(browserStorage());
    // A transition: every reader of the session re-renders, and the page must stay responsive.
    startTransition(() => dispatch({ type: "restored", key: stored.key, user: stored.user }));
    if (stored.key) void refresh();
  }, [refresh]);

  // Poll the current user (credits) every 30 s while signed in.
  const signedInKey = state.status === "signedIn" ? state.key : null;
  useEffect(() => {
    if (!signedInKey) return;
    const id = window.setInterval(() => void refresh(), ME_POLL_MS);
    return () => window.clearInterval(id);
  }, [signedInKey, refresh]);

  // Another tab signed in or out.
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key !== null && event.key !== SESSION_KEY && event.key !== USER_KEY) return;
      const stored = readStoredSession(browserStorage());
      if (!stored.key) dispatch({ type: "signedOut" });
      else if (stored.key !== keyRef.current) dispatch({ type: "signedIn", key: stored.key, user: stored.user });
      else if (stored.user) dispatch({ type: "userLoaded", key: stored.key, user: stored.user });
    }
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const signIn = useCallback(
    (user: SessionUser | null) => {
      const key = newSessionKey();
      writeStoredSession(browserStorage(), key, user);
      dispatch({ type: "signedIn", key, user });
      if (!user) void refresh();
    },
    [refresh],
  );

  const setUser = useCallback((user: SessionUser) => {
    const key = keyRef.current;
    if (!key) return;
    writeStoredUser(browserStorage(), user);
    dispatch({ type: "userLoaded", key, user });
  }, []);

  const logout = useCallback(async () => {
    if (readStoredSession(browserStorage()).key) {
      try {
        await authApi.logout();
      } catch (error) {
        console.warn("Logout request failed; clearing the local session anyway.", error);
      }
    }
    clearStoredSession(browserStorage());
    dispatch({ type: "signedOut" });
  }, []);

  const value = useMemo<SessionContextValue>(
    () => ({
      state,
      user: state.user,
      signedIn: isSignedIn(state),
      ready: state.status !== "unknown",
      signIn,
      refresh,
      setUser,
      logout,
    }),
    [state, signIn, refresh, setUser, logout],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession must be used inside <SessionProvider>");
  return value;
}
