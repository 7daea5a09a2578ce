/**
 * Who may use the admin panel and the admin endpoints: a signed-in admin whose email address is
 * verified. The api's guard (requireAdmin) answers by it, and the panel's screen shows the matching
 * message (sign in, not allowed, verify your address first).
 */
export type AdminAccess = "guest" | "forbidden" | "unverified" | "admin";

export function adminAccessOf(user: { role?: string; emailVerified?: boolean } | null | undefined): AdminAccess {
  if (!user) return "guest";
  if (user.role !== "admin") return "forbidden";
  return user.emailVerified ? "admin" : "unverified";
}
