/**
 * Admin access and the audit log. Every admin endpoint (and POST /api/test-prompt) runs behind
 * `requireAdmin`, which reads the role from the database on every request (through the session),
 * so a granted or revoked role takes effect at once. Every admin change runs in `adminTransaction`,
 * which checks the role again under a lock, and writes one audit_log row in that transaction.
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

declare const checkedActor: unique symbol;

/**
 * A transaction whose acting admin `adminTransaction` checked under a lock: the only kind
 * `recordAudit` accepts, so every audited admin write runs through that check.
 */
export type AdminTransaction = Transaction & { readonly [checkedActor]: true };

/** The acting admin of each open AdminTransaction: the audit row's actor is the one checked. */
const actors = new WeakMap<Transaction, string>();

type LockedUser = { id: string; email: string; name: string | null; role: "admin" | "user"; emailVerified: boolean };

/**
 * Runs an admin's write in one transaction whose first statement locks the acting admin's row and
 * checks under that lock that they are still a verified admin (else 403 `admin_only`, nothing
 * written). `requireAdmin` read the role before the request's transaction began: a demotion that
 * committed since then must stop the write, and one still in progress waits for it (FOR SHARE
 * conflicts with the role's UPDATE), so no admin write commits after its actor lost the role.
 *
 * `lockUsers` (a role change) locks those members' rows FOR UPDATE together with the actor's, in
 * id order, so that two admins acting on each other at once queue instead of deadlocking; their
 * locked rows are passed to `work` by id.
 */
export async function adminTransaction<T>(
  db: Database,
  actorId: string,
  work: (tx: AdminTransaction, locked: Map<string, LockedUser>) => Promise<T>,
  lockUsers: string[] = [],
): Promise<T> {
  return db.transaction(async (tx) => {
    const query = tx
      .select({ id: users.id, email: users.email, name: users.name, role: users.role, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(inArray(users.id, [actorId, ...lockUsers]))
      .orderBy(asc(users.id));
    const rows = await (lockUsers.length ? query.for("update") : query.for("share"));
    const actor = rows.find((r) => r.id === actorId);
    if (adminAccessOf(actor ? { role: actor.role, emailVerified: actor.emailVerifiedAt !== null } : null) !== "admin") throw forbidden(ONLY_ADMINS, "admin_only");
    actors.set(tx, actorId);
    return work(tx as AdminTransaction, new Map(rows.map(({ emailVerifiedAt, ...row }) => [row.id, { ...row, emailVerified: emailVerifiedAt !== null }])));
  });
}

/** One audit_log row, written in the admin transaction of the change it records. */
export async function recordAudit(tx: AdminTransaction, action: AuditAction, target: string, details: Record<string, unknown> = {}) {
  const actorId = actors.get(tx);
  if (!actorId) throw new Error("recordAudit outside adminTransaction");
  await tx.insert(auditLog).values({ actorId, action, target, details });
}
