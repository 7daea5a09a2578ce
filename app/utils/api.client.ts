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

const client = createApiClient({
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
export const publicApi = hc<AppType>("/", { fetch: client.typedFetch(false) }).api;
export const userApi = hc<AppType>("/", { fetch: client.typedFetch(true) }).api;

/** For reads that work signed out too: the signed-in user's client when there is one, else the public one. */
export function viewerApi() {
  return hasSession() ? userApi : publicApi;
}

/** What sign-in and sign-up answer (core/api/auth); the user is parsed before it is kept. */
export type AuthResult = SignInResponse | SignUpResponse;

export const authApi = {
  login: async (body: InferRequestType<typeof publicApi.auth.login.$post>["json"]): Promise<AuthResult> =>
    (await publicApi.auth.login.$post({ json: body })).json(),
  signup: async (body: InferRequestType<typeof publicApi.auth.signup.$post>["json"]): Promise<AuthResult> =>
    (await publicApi.auth.signup.$post({ json: body })).json(),
  logout: async () => (await userApi.auth.logout.$post()).json(),
  me: async (signal?: AbortSignal) => (await userApi.auth.me.$get(undefined, { init: { signal } })).json(),
  /** Who the session cookie belongs to, before this browser knows it is signed in (Google sign-in). */
  currentUser: async () => (await publicApi.auth.me.$get()).json(),
  verifyEmail: async (token: string) => (await publicApi.auth["verify-email"].$get({ query: { token } })).json(),
  resendVerification: async () => (await userApi.auth["resend-verification"].$post()).json(),
  updateUsername: async (username: string) => (await userApi.auth["update-username"].$post({ json: { username } })).json(),
  googleStatus: async () => (await publicApi.auth.google.status.$get()).json(),
};

export const analyticsApi = {
  analyzeClick: async (signal?: AbortSignal) => (await publicApi.analytics["analyze-click"].$post(undefined, { init: { signal } })).json(),
  analyzeCount: async (signal?: AbortSignal) => (await publicApi.analytics["analyze-count"].$get(undefined, { init: { signal } })).json(),
};

const notifications = userApi.notifications;

export const notificationsApi = {
  unreadCount: async (signal?: AbortSignal) => (await notifications["unread-count"].$get(undefined, { init: { signal } })).json(),
  list: async (signal?: AbortSignal) => (await notifications.$get({ query: {} }, { init: { signal } })).json(),
  /** The notifications page: likes of one post as one group (GET /api/notifications/grouped). */
  groups: async (o: { cursor?: string | null; signal?: AbortSignal }) =>
    (await notifications.grouped.$get({ query: o.cursor ? { cursor: o.cursor } : {} }, { init: { signal: o.signal } })).json(),
  /** Marks one notification read, or with `group` every notification of its group. */
  markRead: async (id: string, scope: "one" | "group" = "one") =>
    (await notifications[":id"].read.$put({ param: { id: encodeURIComponent(id) }, query: { scope } })).json(),
  markAllRead: async () => (await notifications["mark-all-read"].$put()).json(),
};

/** Where the browser goes to start Google sign-in. */
export const GOOGLE_SIGN_IN_PATH = "/api/auth/google";
