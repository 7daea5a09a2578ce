import { describe, expect, it } from "vitest";
import {
  clearStoredSession,
  initialSessionState,
  isSignedIn,
  readStoredSession,
  sessionReducer,
  SIGNED_OUT,
  TOKEN_KEY,
  USER_KEY,
  writeStoredSession,
  writeStoredUser,
  type SessionState,
} from "./session-state";
import type { SessionUser } from "./user";

const ann: SessionUser = {
  id: "u1",
  name: "Ann",
  email: "ann@example.com",
  username: null,
  credits: 3,
  role: "user",
  emailVerified: false,
};

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const signedIn = (user: SessionUser | null = ann, token = "t1"): SessionState => ({ status: "signedIn", token, user });

describe("sessionReducer", () => {
  it("starts unknown with the server-rendered user, which counts as signed in for the interface", () => {
    const state = initialSessionState(ann);
    expect(state).toEqual({ status: "unknown", token: null, user: ann });
    expect(isSignedIn(state)).toBe(true);
    expect(isSignedIn(initialSessionState(null))).toBe(false);
  });

  it("restores the stored token and user at startup", () => {
    const state = sessionReducer(initialSessionState(null), { type: "restored", token: "t1", user: ann });
    expect(state).toEqual(signedIn());
  });

  it("keeps the server user when storage has a token but no user", () => {
    expect(sessionReducer(initialSessionState(ann), { type: "restored", token: "t1", user: null })).toEqual(signedIn());
  });

  it("without a stored token the visitor is signed out, whatever the server rendered", () => {
    expect(sessionReducer(initialSessionState(ann), { type: "restored", token: null, user: null })).toEqual(SIGNED_OUT);
  });

  it("signs in on login and out on logout", () => {
    const state = sessionReducer(SIGNED_OUT, { type: "signedIn", token: "t2", user: ann });
    expect(state).toEqual(signedIn(ann, "t2"));
    expect(sessionReducer(state, { type: "signedOut" })).toEqual(SIGNED_OUT);
  });

  it("updates the user from /api/auth/me", () => {
    const richer = { ...ann, credits: 2 };
    expect(sessionReducer(signedIn(), { type: "userLoaded", token: "t1", user: richer })).toEqual(signedIn(richer));
  });

  it("a 401 from /api/auth/me signs out", () => {
    expect(sessionReducer(signedIn(), { type: "userLoadFailed", token: "t1", status: 401 })).toEqual(SIGNED_OUT);
  });

  it("a 503, another error or a network failure keeps the cached user", () => {
    for (const status of [503, 500, 429, null]) {
      const state = signedIn();
      expect(sessionReducer(state, { type: "userLoadFailed", token: "t1", status })).toBe(state);
    }
  });

  it("ignores answers for a token that is no longer current", () => {
    const state = signedIn(ann, "new");
    expect(sessionReducer(state, { type: "userLoaded", token: "old", user: { ...ann, id: "u2" } })).toBe(state);
    expect(sessionReducer(state, { type: "userLoadFailed", token: "old", status: 401 })).toBe(state);
    expect(sessionReducer(SIGNED_OUT, { type: "userLoaded", token: "old", user: ann })).toBe(SIGNED_OUT);
  });
});

describe("stored session", () => {
  it("uses the 'token' and 'user' keys", () => {
    const storage = memoryStorage();
    writeStoredSession(storage, "t1", ann);
    expect(storage.data.get(TOKEN_KEY)).toBe("t1");
    expect(JSON.parse(storage.data.get(USER_KEY)!)).toEqual(ann);
    expect(readStoredSession(storage)).toEqual({ token: "t1", user: ann });
  });

  it("ignores a user that is not valid JSON or not a user", () => {
    expect(readStoredSession(memoryStorage({ token: "t1", user: "{oops" }))).toEqual({ token: "t1", user: null });
    expect(readStoredSession(memoryStorage({ token: "t1", user: '{"id":1}' }))).toEqual({ token: "t1", user: null });
  });

  it("ignores a stored user without a token", () => {
    expect(readStoredSession(memoryStorage({ user: JSON.stringify(ann) }))).toEqual({ token: null, user: null });
  });

  it("clears both keys, and writing without a user removes a stale one", () => {
    const storage = memoryStorage({ token: "t1", user: JSON.stringify(ann) });
    writeStoredSession(storage, "t2", null);
    expect(storage.data.has(USER_KEY)).toBe(false);
    writeStoredUser(storage, ann);
    clearStoredSession(storage);
    expect(storage.data.size).toBe(0);
  });

  it("survives storage that throws (blocked or full) and no storage at all", () => {
    const broken = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(readStoredSession(broken)).toEqual({ token: null, user: null });
    expect(() => writeStoredSession(broken, "t", ann)).not.toThrow();
    expect(() => clearStoredSession(broken)).not.toThrow();
    expect(readStoredSession(null)).toEqual({ token: null, user: null });
  });
});
