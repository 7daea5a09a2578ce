/**
 * The browser's api calls, one function per endpoint this part of the app uses. Built on the
 * testable helpers in ./http; the HttpOnly session cookie is the credential, and the session key
 * in localStorage says whether this browser is signed in (read on every call).
 * (A `.client` module: on the server its exports are undefined, so only call these from effects
 * and event handlers.)
 */
import { hc, type InferRequestType } from "hono/client";
import type { AppType } from "../../workers/api/src/app";
import { createApiClient } from "./http";
import { SESSION_KEY } from "./session-state";
import type { SignInResponse, SignUpResponse } from "@core/api/auth";

/** Whether this browser is signed in (a session key is stored). */
export function hasSession(): boolean {
  try {
    return Boolean(window.localStorage.getItem(SESSION_KEY));
  } catch {
    return false;
  }
}

export const api = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  hasSession,
  isOnline: () => window.navigator.onLine,
});

/**
 * The api's typed client, same-origin (the app forwards /api to the Worker): paths, params, bodies
 * and answers are the Worker's own types (`AppType`). `publicApi` works signed out; `userApi` is
 * the signed-in user's and fails before sending when this browser is signed out. A failed answer
 * is thrown as an ApiError (./http), so `await (await call).json()` is the success body.
 */
export const publicApi = hc<AppType>("/", { fetch: api.typedFetch(false) }).api;
export const userApi = hc<AppType>("/", { fetch: api.typedFetch(true) }).api;

/** GETs that work signed out too: as the signed-in user when there is one. */
export function readAsViewer<T>(path: string, signal?: AbortSignal): Promise<T> {
  return hasSession() ? api.authCall<T>(path, { signal }) : api.call<T>(path, { signal });
}

/** What sign-in and sign-up answer (core/api/auth); the user is parsed before it is kept. */
export type AuthResult = SignInResponse | SignUpResponse;

export const authApi = {
  login: async (body: InferRequestType<typeof publicApi.auth.login.$post>["json"]): Promise<AuthResult> =>
    (await publicApi.auth.login.$post({ json: body })).json(),
  signup: async (body: InferRequestType<typeof publicApi.auth.signup.$post>["json"]): Promise<AuthResult> =>
    (await publicApi.auth.signup.$post({ json: body })).json(),
  logout: () => api.authCall<{ message: string }>("/api/auth/logout", { method: "POST" }),
  me: (signal?: AbortSignal) => api.authCall<{ user: unknown }>("/api/auth/me", { signal }),
  /** Who the session cookie belongs to, before this browser knows it is signed in (Google sign-in). */
  currentUser: () => api.call<{ user: unknown }>("/api/auth/me"),
  verifyEmail: (token: string) =>
    api.call<{ message: string }>(`/api/auth/verify-email?token=${encodeURIComponent(token)}`),
  resendVerification: () => api.authCall<{ message: string }>("/api/auth/resend-verification", { method: "POST" }),
  updateUsername: (username: string) =>
    api.authCall<{ user: unknown; message: string }>("/api/auth/update-username", { method: "POST", body: { username } }),
  googleStatus: () => api.call<{ configured: boolean }>("/api/auth/google/status"),
};

export const analyticsApi = {
  analyzeClick: (signal?: AbortSignal) =>
    api.call<{ message: string }>("/api/analytics/analyze-click", { method: "POST", signal }),
  analyzeCount: (signal?: AbortSignal) => api.call<{ count: number }>("/api/analytics/analyze-count", { signal }),
};

export const notificationsApi = {
  unreadCount: (signal?: AbortSignal) => api.authCall<unknown>("/api/notifications/unread-count", { signal }),
  list: (signal?: AbortSignal) => api.authCall<unknown>("/api/notifications", { signal }),
  markRead: (id: string | number) =>
    api.authCall(`/api/notifications/${encodeURIComponent(String(id))}/read`, { method: "PUT" }),
  markAllRead: () => api.authCall("/api/notifications/mark-all-read", { method: "PUT" }),
};

/** Where the browser goes to start Google sign-in. */
export const GOOGLE_SIGN_IN_PATH = "/api/auth/google";
