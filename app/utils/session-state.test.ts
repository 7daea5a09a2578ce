import { describe, expect, it } from "vitest";
import {
  clearStoredSession,
  initialSessionState,
  isSignedIn,
  readStoredSession,
  sessionReducer,
  SIGNED_OUT,
  SESSION_KEY,
  LEGACY_TOKEN_KEY,
  migrateLegacySession,
  USER_KEY,
  writeStoredSession,
  writeStoredUser,
  type SessionState,
} from "./session-state";
import type { SessionUser } from "./user";
import { memoryStorage, throwingStorage } from "../../tests/mocks/storage";

const ann: SessionUser = {
  id: "u1",
  name: "Ann",
  email: "ann@example.com",
  username: null,
  credits: 3,
  role: "user",
  emailVerified: false,
  pro: false,
  banned: false,
  language: null,
};

const signedIn = (user: SessionUser | null = ann, key = "t1"): SessionState => ({ status: "signedIn", key, user });

describe("sessionReducer", () => {
  it("starts unknown with the server-rendered user, which counts as signed in for the interface", () => {
    const state = initialSessionState(ann);
    expect(state).toEqual({ status: "unknown", key: null, user: ann });
    expect(isSignedIn(state)).toBe(true);
    expect(isSignedIn(initialSessionState(null))).toBe(false);
  });

  it("restores the stored token and user at startup", () => {
    const state = sessionReducer(initialSessionState(null), { type: "restored", key: "t1", user: ann });
    expect(state).toEqual(signedIn());
  });

  it("keeps the server user when storage has a token but no user", () => {
    expect(sessionReducer(initialSessionState(ann), { type: "restored", key: "t1", user: null })).toEqual(signedIn());
  });

  it("keeps the server user over an older stored copy of the same account (credits and verification from this page load)", () => {
    const verified: SessionUser = { ...ann, credits: 6, emailVerified: true };
    const state = sessionReducer(initialSessionState(verified), { type: "restored", key: "t1", user: ann });
    expect(state).toEqual(signedIn(verified));
  });

  it("takes the stored user when it is another account (a sign-in in another tab after this page was rendered)", () => {
    const bob: SessionUser = { ...ann, id: "u2", name: "Bob", email: "bob@example.com" };
    expect(sessionReducer(initialSessionState(ann), { type: "restored", key: "t1", user: bob })).toEqual(signedIn(bob));
  });

  it("without a stored token the visitor is signed out, whatever the server rendered", () => {
    expect(sessionReducer(initialSessionState(ann), { type: "restored", key: null, user: null })).toEqual(SIGNED_OUT);
  });

  it("signs in on login and out on logout", () => {
    const state = sessionReducer(SIGNED_OUT, { type: "signedIn", key: "t2", user: ann });
    expect(state).toEqual(signedIn(ann, "t2"));
    expect(sessionReducer(state, { type: "signedOut" })).toEqual(SIGNED_OUT);
  });

  it("updates the user from /api/auth/me", () => {
    const richer = { ...ann, credits: 2 };
    expect(sessionReducer(signedIn(), { type: "userLoaded", key: "t1", user: richer })).toEqual(signedIn(richer));
  });

  it("a 401 from /api/auth/me signs out", () => {
    expect(sessionReducer(signedIn(), { type: "userLoadFailed", key: "t1", status: 401 })).toEqual(SIGNED_OUT);
  });

  it("a 503, another error or a network failure keeps the cached user", () => {
    for (const status of [503, 500, 429, null]) {
      const state = signedIn();
      expect(sessionReducer(state, { type: "userLoadFailed", key: "t1", status })).toBe(state);
    }
  });

  it("ignores answers for a token that is no longer current", () => {
    const state = signedIn(ann, "new");
    expect(sessionReducer(state, { type: "userLoaded", key: "old", user: { ...ann, id: "u2" } })).toBe(state);
    expect(sessionReducer(state, { type: "userLoadFailed", key: "old", status: 401 })).toBe(state);
    expect(sessionReducer(SIGNED_OUT, { type: "userLoaded", key: "old", user: ann })).toBe(SIGNED_OUT);
  });
});

describe("stored session", () => {
  it("uses the 'session' and 'user' keys", () => {
    const storage = memoryStorage();
    writeStoredSession(storage, "t1", ann);
    expect(storage.data.get(SESSION_KEY)).toBe("t1");
    expect(JSON.parse(storage.data.get(USER_KEY)!)).toEqual(ann);
    expect(readStoredSession(storage)).toEqual({ key: "t1", user: ann });
  });

  it("ignores a user that is not valid JSON or not a user", () => {
    expect(readStoredSession(memoryStorage({ session: "t1", user: "{oops" }))).toEqual({ key: "t1", user: null });
    expect(readStoredSession(memoryStorage({ session: "t1", user: '{"id":1}' }))).toEqual({ key: "t1", user: null });
  });

  it("ignores a stored user without a session key", () => {
    expect(readStoredSession(memoryStorage({ user: JSON.stringify(ann) }))).toEqual({ key: null, user: null });
  });

  it("clears both keys, and writing without a user removes a stale one", () => {
    const storage = memoryStorage({ session: "t1", user: JSON.stringify(ann) });
    writeStoredSession(storage, "t2", null);
    expect(storage.data.has(USER_KEY)).toBe(false);
    writeStoredUser(storage, ann);
    clearStoredSession(storage);
    expect(storage.data.size).toBe(0);
  });

  it("replaces a token stored by an earlier version with a session key, keeping the user signed in", () => {
    const storage = memoryStorage({ [LEGACY_TOKEN_KEY]: "eyJhbGciOi.legacy.jwt", user: JSON.stringify(ann) });
    migrateLegacySession(storage);
    expect(storage.data.has(LEGACY_TOKEN_KEY)).toBe(false);
    const { key, user } = readStoredSession(storage);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(user).toEqual(ann);
    // Nothing stored: nothing to migrate, still signed out.
    const empty = memoryStorage();
    migrateLegacySession(empty);
    expect(readStoredSession(empty)).toEqual({ key: null, user: null });
  });

  it("survives storage that throws (blocked or full) and no storage at all", () => {
    const broken = throwingStorage();
    expect(readStoredSession(broken)).toEqual({ key: null, user: null });
    expect(() => writeStoredSession(broken, "t", ann)).not.toThrow();
    expect(() => clearStoredSession(broken)).not.toThrow();
    expect(readStoredSession(null)).toEqual({ key: null, user: null });
  });
});
