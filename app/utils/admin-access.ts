export type Access = "guest" | "forbidden" | "unverified" | "admin";

/** Who may open the admin panel: the api's rule (workers/api/src/lib/admin/access.ts), mirrored for the screen. */
export function accessOf(user: { role?: string; emailVerified?: boolean } | null | undefined): Access {
  if (!user) return "guest";
  if (user.role !== "admin") return "forbidden";
  return user.emailVerified ? "admin" : "unverified";
}
