import type { SessionUser } from "./session-user";

/** GET /api/auth/me: the signed-in user as the api sends it and the web app reads it (core/api/session-user). */
export type CurrentUser = SessionUser;

export interface CurrentUserResponse {
  user: CurrentUser;
}
