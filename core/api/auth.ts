/** GET /api/auth/me: the signed-in user as the api sends it and the web app reads it. */
export interface CurrentUser {
  id: string;
  name: string | null;
  email: string;
  username: string | null;
  credits: number;
  role: "user" | "admin";
  emailVerified: boolean;
  /** Has bought credits at least once (a purchase in the credit ledger): the 'Pro' label. */
  pro: boolean;
}

export interface CurrentUserResponse {
  user: CurrentUser;
}
