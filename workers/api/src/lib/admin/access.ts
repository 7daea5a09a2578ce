/**
 * Admin access and the audit log. Every admin endpoint (and POST /api/test-prompt) runs behind
 * `requireAdmin`, which reads the role from the database on every request (through the session),
 * so a granted or revoked role takes effect at once. Every admin change writes one audit_log row
 * in the same transaction as the change itself.
 */
import { asc, inArray } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { adminAccessOf } from "@core/admin-access";
import type { Database, Transaction } from "@db/client";
import { auditLog, users } from "@db/schema";
import type { AuditAction } from "@core/schemas/admin";
import type { AppEnv } from "../../env";
import { currentSession } from "../../middleware/auth";
import { forbidden, unauthorized } from "../errors";

/**
 * 401 without a live session, 403 for a signed-in user who is not an admin; sets `user`.
 *
 * An admin whose email address is not verified is refused too (403 `email_not_verified`), as
 * defence in depth: ADMIN_EMAILS now grants the role only to verified addresses
 * (`roleForVerifiedEmail` in ../accounts/users), but accounts that got it at signup before that rule may
 * still hold it unverified, and an admin may grant the role in the panel to an account whose
 * address nobody has proved to own (possibly a squatter's). Such a role takes effect once the
 * address is verified; the role itself is left as it is.
 */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const session = await currentSession(c);
  const access = adminAccessOf(session?.user);
  if (access === "guest" || !session) throw unauthorized();
  if (access === "forbidden") throw forbidden(ONLY_ADMINS, "admin_only");
  if (access === "unverified") throw forbidden("Verify your email address before using the admin panel", "email_not_verified");
  c.set("user", session.user);
  c.set("sessionId", session.sessionId);
  await next();
});

export type { AuditAction };

const ONLY_ADMINS = "Only admins can use the admin panel";

/**
 * Inside a transaction that changes users' roles: locks the acting admin's row and the targets'
 * rows, in id order (two admins acting on each other at once then queue instead of deadlocking),
 * and checks under the lock that the actor is still an admin: a revocation that committed after
 * `requireAdmin` let the request in must stop it (403 `admin_only`), so that two admins revoking
 * each other at once cannot both succeed. Answers the locked target rows by id.
 */
export async function lockActingAdmin(tx: Transaction, actorId: string, targetIds: string[]) {
  const rows = await tx
    .select({ id: users.id, email: users.email, name: users.name, role: users.role, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(inArray(users.id, [actorId, ...targetIds]))
    .orderBy(asc(users.id))
    .for("update");
  const actor = rows.find((r) => r.id === actorId);
  if (adminAccessOf(actor ? { role: actor.role, emailVerified: actor.emailVerifiedAt !== null } : null) !== "admin") throw forbidden(ONLY_ADMINS, "admin_only");
  return new Map(rows.map(({ emailVerifiedAt: _verified, ...row }) => [row.id, row]));
}

/** Anything with Drizzle's insert: the request's database or a transaction of it. */
type Writer = Pick<Database, "insert">;

export async function recordAudit(
  db: Writer,
  actorId: string,
  action: AuditAction,
  target: string,
  details: Record<string, unknown> = {},
) {
  await db.insert(auditLog).values({ actorId, action, target, details });
}

