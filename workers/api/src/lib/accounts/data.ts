/**
 * Everything stored about one user: exported as a whole ("Export my data"), and deleted, apart
 * from what accounting law needs, when the account is deleted (ADR 0010).
 */
import { asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "@db/client";
import {
  comments,
  creditLedger,
  emailChangeUndoTokens,
  emailVerificationTokens,
  evaluations,
  loginAttempts,
  notifications,
  oauthAccounts,
  passwordResetTokens,
  payments,
  posts,
  productReports,
  products,
  reactions,
  sessions,
  skinProfiles,
  routineProducts,
  routines,
  streamTickets,
  users,
} from "@db/schema";
import type { Env } from "../../env";
import { revokeSessions } from "./revoke";

export const EXPORT_FORMAT = "skinstack-account-export/1";

/**
 * What a deleted account keeps in place of an address: not an address at all (no "@"), so no
 * sign-up or change of email can ever ask for it, and unique by the id (ADR 0027). A placeholder
 * that was an address (deleted-<id>@deleted.invalid, ids being public) let anyone sign up with it
 * first and make the deletion fail forever.
 */
export const deletedEmailFor = (userId: string) => `deleted:${userId}`;

/**
 * The user's data as one JSON-ready object. Token material is left out: session rows without
 * their tokens (which are never stored), and no hashes of emailed links or stream tickets.
 */
export async function exportAccountData(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  const [skinProfile] = await db.select().from(skinProfiles).where(eq(skinProfiles.userId, userId)).limit(1);
  const routineRows = await db.select().from(routines).where(eq(routines.userId, userId)).orderBy(asc(routines.createdAt));
  const routineIds = routineRows.map((s) => s.id);
  const productRows = routineIds.length
    ? await db.select().from(routineProducts).where(inArray(routineProducts.stackId, routineIds)).orderBy(asc(routineProducts.routine), asc(routineProducts.position))
    : [];
  const evaluationRows = routineIds.length
    ? await db.select().from(evaluations).where(inArray(evaluations.stackId, routineIds)).orderBy(asc(evaluations.createdAt))
    : [];
  const google = await db
    .select({ provider: oauthAccounts.provider, providerAccountId: oauthAccounts.providerAccountId, createdAt: oauthAccounts.createdAt })
    .from(oauthAccounts)
    .where(eq(oauthAccounts.userId, userId));

  return {
    format: EXPORT_FORMAT,
    exportedAt: new Date().toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      name: user.name,
      username: user.username,
      role: user.role,
      credits: user.credits,
      emailVerifiedAt: user.emailVerifiedAt,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
      hasPassword: user.passwordHash !== null,
      linkedSignIns: google,
    },
    skinProfile: skinProfile ?? null,
    routines: routineRows.map((routine) => ({
      ...routine,
      products: productRows.filter((p) => p.stackId === routine.id),
      evaluations: evaluationRows.filter((e) => e.stackId === routine.id),
    })),
    posts: await db.select().from(posts).where(eq(posts.userId, userId)).orderBy(asc(posts.createdAt)),
    comments: await db.select().from(comments).where(eq(comments.userId, userId)).orderBy(asc(comments.createdAt)),
    reactions: await db.select().from(reactions).where(eq(reactions.userId, userId)).orderBy(asc(reactions.createdAt)),
    notifications: await db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.createdAt)),
    sessions: await db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        userAgent: sessions.userAgent,
        ip: sessions.ip,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    creditLedger: await db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(asc(creditLedger.id)),
    payments: await db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.createdAt)),
    productsAdded: await db.select().from(products).where(eq(products.createdBy, userId)).orderBy(asc(products.createdAt)),
    productReports: await db.select().from(productReports).where(eq(productReports.userId, userId)).orderBy(asc(productReports.createdAt)),
  };
}

/**
 * Deletes the account, in one transaction: sessions are revoked (through `revokeSessions`, the one
 * place sessions end) and deleted, and so are the skin profile, routines (their products and
 * evaluations), posts, comments, reactions, notifications (the user's, and those the user's likes
 * and comments caused, which name the user), emailed links, stream tickets, Google links and
 * failed sign-in records. Products and reports the user contributed to the shared catalogue stay,
 * without their author. The users row stays for the payments and the credit ledger that
 * accounting law requires us to keep, stripped of everything personal: a placeholder address,
 * no name, username or password, `deleted_at` set. Nobody can sign in to it again.
 */
export async function deleteAccount(env: Env, db: Database, user: { id: string; email: string }) {
  const userId = user.id;
  await db.transaction(async (tx) => {
    // First, the account's row FOR UPDATE: a write of the user's still in flight (it holds the row FOR KEY SHARE
    // through migration 0027's trigger) commits before the deletes below, which then see it; one
    // that comes later waits for this transaction and is refused (ADR 0062).
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    await revokeSessions(env, tx, { userId });
    await tx.delete(notifications).where(or(eq(notifications.userId, userId), eq(notifications.actorId, userId)));
    await tx.delete(reactions).where(eq(reactions.userId, userId));
    await tx.delete(comments).where(eq(comments.userId, userId));
    await tx.delete(posts).where(eq(posts.userId, userId));
    await tx.delete(routines).where(eq(routines.userId, userId));
    await tx.delete(skinProfiles).where(eq(skinProfiles.userId, userId));
    await tx.delete(streamTickets).where(eq(streamTickets.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await tx.delete(emailChangeUndoTokens).where(eq(emailChangeUndoTokens.userId, userId));
    await tx.delete(oauthAccounts).where(eq(oauthAccounts.userId, userId));
    await tx.delete(loginAttempts).where(eq(loginAttempts.email, user.email));
    await tx.update(products).set({ createdBy: null }).where(eq(products.createdBy, userId));
    await tx.update(productReports).set({ userId: null }).where(eq(productReports.userId, userId));
    await tx
      .update(users)
      .set({
        email: deletedEmailFor(userId),
        name: null,
        username: null,
        passwordHash: null,
        emailVerifiedAt: null,
        role: "user",
        deletedAt: new Date(),
        updatedAt: new Date(),
        securityStamp: sql`${users.securityStamp} + 1`,
      })
      .where(eq(users.id, userId));
  });
}
