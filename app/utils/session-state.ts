/**
 * Session state of the browser, as a pure reducer plus the localStorage layout. The React side
 * lives in app/components/session.tsx.
 *
 * The credential is the HttpOnly session cookie, which no script can read or leak. localStorage
 * keeps only a session key: a random marker, made at each sign-in, that says "signed in" and
 * lets tabs notice when another tab signs in or out. It grants nothing to whoever reads it.
 *
 * - `unknown`: before the browser storage was read (server render and hydration). `user` is what
 *   the root loader found through the session cookie, so the header renders without a flash.
 * - `signedIn`: a session key is stored. `user` is null while unknown (the credit pill shows '...').
 * - `signedOut`: no session key.
 */
import { parseUserJson, type SessionUser } from "./user";

export const SESSION_KEY = "session";
export const USER_KEY = "user";
/** Where earlier versions kept the session token itself: removed at startup. */
export const LEGACY_TOKEN_KEY = "token";

/** A fresh session key for a sign-in. */
export function newSessionKey(): string {
  return crypto.randomUUID();
}

export type SessionState =
  | { status: "unknown"; key: null; user: SessionUser | null }
  | { status: "signedIn"; key: string; user: SessionUser | null }
  | { status: "signedOut"; key: null; user: null };

export type SessionAction =
  /** Startup: what localStorage holds. */
  | { type: "restored"; key: string | null; user: SessionUser | null }
  | { type: "signedIn"; key: string; user: SessionUser | null }
  /** A successful /api/auth/me (or any answer carrying the fresh user) for `key`. */
  | { type: "userLoaded"; key: string; user: SessionUser }
  /** A failed /api/auth/me for `key`; status null for a network failure. */
  | { type: "userLoadFailed"; key: string; status: number | null }
  | { type: "signedOut" };

export const SIGNED_OUT: SessionState = { status: "signedOut", key: null, user: null };

export function initialSessionState(serverUser: SessionUser | null): SessionState {
  return { status: "unknown", key: null, user: serverUser };
}

/**
 * The user to start from: the server-rendered one was read from the database for this very page,
 * so it beats an older stored copy of the same account (which may predate a verification or a
 * purchase). A stored user of another account wins: it signed in in another tab after the render.
 */
function restoredUser(serverUser: SessionUser | null, storedUser: SessionUser | null): SessionUser | null {
  if (serverUser && storedUser?.id === serverUser.id) return serverUser;
  return storedUser ?? serverUser;
}

/** True when a failed current-user call must sign the user out: only a 401 does (a 503 keeps the cache). */
export function signsOut(status: number | null): boolean {
  return status === 401;
}

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case "restored": {
      if (!action.key) return SIGNED_OUT;
      return { status: "signedIn", key: action.key, user: restoredUser(state.user, action.user) };
    }
    case "signedIn":
      return { status: "signedIn", key: action.key, user: action.user };
    case "userLoaded":
      // An answer for a key that is no longer current (logout or another login meanwhile) is stale.
      if (state.status !== "signedIn" || state.key !== action.key) return state;
      return { ...state, user: action.user };
    case "userLoadFailed":
      if (state.status !== "signedIn" || state.key !== action.key) return state;
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

export function readStoredSession(storage: ReadableStorage | null): { key: string | null; user: SessionUser | null } {
  if (!storage) return { key: null, user: null };
  try {
    const key = storage.getItem(SESSION_KEY) || null;
    return { key, user: key ? parseUserJson(storage.getItem(USER_KEY)) : null };
  } catch {
    return { key: null, user: null };
  }
}

export function writeStoredSession(storage: WritableStorage | null, key: string, user: SessionUser | null): void {
  if (!storage) return;
  try {
    storage.setItem(SESSION_KEY, key);
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

/**
 * Earlier versions stored the session token itself. Sign-in also set the session cookie, so such a
 * browser is signed in: keep it signed in with a session key, and drop the token.
 */
export function migrateLegacySession(storage: (ReadableStorage & WritableStorage) | null): void {
  if (!storage) return;
  try {
    if (!storage.getItem(LEGACY_TOKEN_KEY)) return;
    storage.removeItem(LEGACY_TOKEN_KEY);
    if (!storage.getItem(SESSION_KEY)) storage.setItem(SESSION_KEY, newSessionKey());
  } catch {
    // see writeStoredSession
  }
}

export function clearStoredSession(storage: WritableStorage | null): void {
  if (!storage) return;
  try {
    storage.removeItem(SESSION_KEY);
    storage.removeItem(LEGACY_TOKEN_KEY);
    storage.removeItem(USER_KEY);
  } catch {
    // see writeStoredSession
  }
}
