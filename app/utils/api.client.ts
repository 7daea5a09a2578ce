/**
 * The browser's api calls, one function per endpoint this part of the app uses. Built on the
 * testable helpers in ./http; the token is read from localStorage on every call.
 * (A `.client` module: on the server its exports are undefined, so only call these from effects
 * and event handlers.)
 */
import { createApiClient } from "./http";
import { TOKEN_KEY } from "./session-state";
import type { SessionUser } from "./user";

function storedToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

export const api = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  getToken: storedToken,
});

export interface AuthResult {
  token: string;
  user: SessionUser;
  message: string;
}

export const authApi = {
  login: (body: { email: string; password: string }) =>
    api.call<AuthResult>("/api/auth/login", { method: "POST", body }),
  signup: (body: { name?: string; email: string; password: string }) =>
    api.call<AuthResult>("/api/auth/signup", { method: "POST", body }),
  logout: () => api.authCall<{ message: string }>("/api/auth/logout", { method: "POST" }),
  me: (signal?: AbortSignal) => api.authCall<{ user: unknown }>("/api/auth/me", { signal }),
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
