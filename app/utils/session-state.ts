/**
 * Session state of the browser (spec section 4, "Session"), as a pure reducer plus the
 * localStorage layout. The React side lives in app/components/session.tsx.
 *
 * - `unknown`: before the browser storage was read (server render and hydration). `user` is what
 *   the root loader found through the session cookie, so the header renders without a flash.
 * - `signedIn`: a token is stored. `user` is null while unknown (the credit pill shows '...').
 * - `signedOut`: no token.
 */
import { parseUserJson, type SessionUser } from "./user";

export const TOKEN_KEY = "token";
export const USER_KEY = "user";

export type SessionState =
  | { status: "unknown"; token: null; user: SessionUser | null }
  | { status: "signedIn"; token: string; user: SessionUser | null }
  | { status: "signedOut"; token: null; user: null };

export type SessionAction =
  /** Startup: what localStorage holds. */
  | { type: "restored"; token: string | null; user: SessionUser | null }
  | { type: "signedIn"; token: string; user: SessionUser | null }
  /** A successful /api/auth/me (or any answer carrying the fresh user) for `token`. */
  | { type: "userLoaded"; token: string; user: SessionUser }
  /** A failed /api/auth/me for `token`; status null for a network failure. */
  | { type: "userLoadFailed"; token: string; status: number | null }
  | { type: "signedOut" };

export const SIGNED_OUT: SessionState = { status: "signedOut", token: null, user: null };

export function initialSessionState(serverUser: SessionUser | null): SessionState {
  return { status: "unknown", token: null, user: serverUser };
}

/** True when a failed current-user call must sign the user out: only a 401 does (a 503 keeps the cache). */
export function signsOut(status: number | null): boolean {
  return status === 401;
}

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case "restored": {
      if (!action.token) return SIGNED_OUT;
      // The stored user wins; else the one the server rendered with, if it is the same session's.
      return { status: "signedIn", token: action.token, user: action.user ?? state.user };
    }
    case "signedIn":
      return { status: "signedIn", token: action.token, user: action.user };
    case "userLoaded":
      // An answer for a token that is no longer current (logout or another login meanwhile) is stale.
      if (state.status !== "signedIn" || state.token !== action.token) return state;
      return { ...state, user: action.user };
    case "userLoadFailed":
      if (state.status !== "signedIn" || state.token !== action.token) return state;
      return signsOut(action.status) ? SIGNED_OUT : state;
    case "signedOut":
      return SIGNED_OUT;
  }
}

/** Signed in as far as the interface is concerned (the server-rendered user counts until storage is read). */
export function isSignedIn(state: SessionState): boolean {
  return state.status === "signedIn" || (state.status === "unknown" && state.user !== null);
}

type ReadableStorage = Pick<Storage, "getItem">;
type WritableStorage = Pick<Storage, "setItem" | "removeItem">;

export function readStoredSession(storage: ReadableStorage | null): { token: string | null; user: SessionUser | null } {
  if (!storage) return { token: null, user: null };
  try {
    const token = storage.getItem(TOKEN_KEY) || null;
    return { token, user: token ? parseUserJson(storage.getItem(USER_KEY)) : null };
  } catch {
    return { token: null, user: null };
  }
}

export function writeStoredSession(storage: WritableStorage | null, token: string, user: SessionUser | null): void {
  if (!storage) return;
  try {
    storage.setItem(TOKEN_KEY, token);
    if (user) storage.setItem(USER_KEY, JSON.stringify(user));
    else storage.removeItem(USER_KEY);
  } catch {
    // Storage full or blocked: the session still works for this page view.
  }
}

export function writeStoredUser(storage: WritableStorage | null, user: SessionUser): void {
  if (!storage) return;
  try {
    storage.setItem(USER_KEY, JSON.stringify(user));
  } catch {
    // see writeStoredSession
  }
}

export function clearStoredSession(storage: WritableStorage | null): void {
  if (!storage) return;
  try {
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(USER_KEY);
  } catch {
    // see writeStoredSession
  }
}
