import type { SessionUser } from "./session-user";

/** GET /api/auth/me: the signed-in user as the api sends it and the web app reads it (core/api/session-user). */
export type CurrentUser = SessionUser;

export interface CurrentUserResponse {
  user: CurrentUser;
}

/**
 * POST /api/auth/login: the session token (also set as the session cookie), the user and a
 * message to show. `pro` is left out: /api/auth/me says it.
 */
export interface SignInResponse {
  token: string;
  user: Omit<SessionUser, "pro">;
  message: string;
}

/** POST /api/auth/signup (201): as sign-in, and whether the verification email went out. */
export interface SignUpResponse extends SignInResponse {
  emailSent: boolean;
}

/** A device signed in to the account (GET /api/auth/sessions); ISO dates. */
export interface AccountSession {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  userAgent: string;
  ip: string;
  /** The session making the request. */
  current: boolean;
}

/** GET /api/auth/sessions: live sessions, most recently used first. */
export interface SessionListResponse {
  sessions: AccountSession[];
}
