import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "@db/client";
import { creditLedger, emailVerificationTokens, oauthAccounts, users } from "@db/schema";
import type { Env } from "../../env";
import { adminEmails, freeCredits } from "../config";
import type { Translator } from "@core/i18n/translator";
import { sendEmail } from "../email";
import { newEmailedLink, stampOf } from "./emailed-links";
import { claimMailbox } from "./mailboxes";
import { revokeSessions } from "./revoke";

export const VERIFICATION_TTL_MS = 24 * 3600 * 1000;

/**
 * The one rule for ADMIN_EMAILS: a listed address earns the admin role only once its owner has
 * proved they hold the mailbox. Anyone can sign up with any address, so granting the role to an
 * unverified account would hand the admin panel to whoever registers a listed address first.
 *
 * Answers "admin" for a verified, listed address, and null otherwise, meaning "leave the role as
 * it is": it never demotes, so roles granted or revoked in the admin panel stand. Called wherever
 * an address becomes verified: `createUser` (accounts created verified, i.e. Google sign-in),
 * GET /api/auth/verify-email (in the transaction that marks the address verified) and Google
 * sign-in when it links or verifies an existing account.
 */
export function roleForVerifiedEmail(env: Env, account: { email: string; emailVerified: boolean }): "admin" | null {
  if (!account.emailVerified) return null;
  return adminEmails(env).has(account.email.trim().toLowerCase()) ? "admin" : null;
}

/**
 * The one way an account's role changes (an admin's grant or revoke, ADMIN_EMAILS at verification
 * or at a Google sign-in): the new role, and every session of the account ends in the same
 * transaction, so no token from before the change carries the old or the new privileges (ADR 0062,
 * ADR 0068). The account signs in again to use a new role. Answers the updated row.
 */
export async function changeRole(env: Env, tx: Transaction, userId: string, role: "admin" | "user") {
  const [row] = await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  await revokeSessions(env, tx, { userId });
  return row;
}

/** What proved an address: a link emailed to it, or Google vouching for it at a sign-in. */
export type AddressProof = "emailed link" | "google";

/**
 * ADMIN_EMAILS grants the role once the mailbox is proved. The account's password was chosen before that proof, by
 * whoever signed up with the address or moved their account to it, and may be an attacker's (who then waits for the
 * mailbox's owner, or a link scanner, to open the link). A session presented with the link proves nothing either: a
 * squatter can plant their own session cookie in the owner's browser (ADR 0068). So the password always ends, with
 * every session (`changeRole`) and every other emailed link (the security stamp), and the mailbox's owner sets a
 * password by the reset link (ADR 0084, ADR 0085). Proved by an emailed link, the Google sign-ins linked before end
 * too: like the password, they were the account's before anyone proved the mailbox. (Proved by Google, the link
 * being made is the proof itself; ADR 0083.) Answers the updated row.
 */
export async function promoteProvedAddress(env: Env, tx: Transaction, userId: string, proof: AddressProof) {
  await tx.update(users).set({ passwordHash: null, securityStamp: sql`${users.securityStamp} + 1` }).where(eq(users.id, userId));
  if (proof === "emailed link") await tx.delete(oauthAccounts).where(eq(oauthAccounts.userId, userId));
  return changeRole(env, tx, userId, "admin");
}

/** A verification that promoted the account, which ended its password: its owner sets one by reset to sign in. */
export function mustSetPassword(account: { role: string; passwordHash: string | null }): boolean {
  return account.role === "admin" && account.passwordHash === null;
}

/**
 * Creates a user in one transaction. The account is an admin only if it is created verified and
 * its address is listed (`roleForVerifiedEmail`). The free credits come with a verified address
 * (`grantVerifiedAccount`): at once for an account created verified (Google), at verification for
 * a password signup, so that unverified accounts cannot farm credits.
 */
export async function createUser(
  env: Env,
  db: Database,
  input: { email: string; name?: string | null; passwordHash?: string | null; emailVerified?: boolean },
) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        name: input.name || null,
        passwordHash: input.passwordHash ?? null,
        role: "user",
        credits: 0,
        emailVerifiedAt: null,
      })
      .onConflictDoNothing()
      .returning();
    if (!user) return null;
    if (!input.emailVerified) return user;
    return (await markEmailVerified(tx, env, user.id, "google")) ?? user;
  });
}

/**
 * The one place where an address becomes verified (the emailed link, or Google vouching for it):
 * only the change from unverified to verified does anything, so it happens once per account. It
 * moves the security stamp on (the mailbox's owner has shown up: every link sent before dies, ADR
 * 0027), grants the free credits (a ledger row) if the mailbox never had them (`claimMailbox`), and,
 * for an address ADMIN_EMAILS lists, the admin role (`promoteProvedAddress`: its password and sessions end, and, when
 * `proof` is an emailed link, its Google sign-ins).
 * Answers the updated row, or null when the address was already verified.
 */
export async function markEmailVerified(
  tx: Transaction,
  env: Env,
  userId: string,
  proof: AddressProof,
  changes: Partial<typeof users.$inferInsert> = {},
) {
  const grant = freeCredits(env);
  let [verified] = await tx
    .update(users)
    .set({ ...changes, emailVerifiedAt: new Date(), securityStamp: sql`${users.securityStamp} + 1`, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning();
  if (!verified) return null;
  if (grant > 0 && (await claimMailbox(tx, env, verified.email))) {
    [verified] = await tx.update(users).set({ credits: sql`${users.credits} + ${grant}` }).where(eq(users.id, userId)).returning();
    await tx.insert(creditLedger).values({ userId, delta: grant, reason: "signup_grant" });
  }
  const role = roleForVerifiedEmail(env, { email: verified.email, emailVerified: true });
  if (role && verified.role !== role) return promoteProvedAddress(env, tx, userId, proof);
  // An admin role the account held before its address was proved (granted in the panel to an unverified account, before
  // such grants were refused) takes effect only now, and the password beside it was chosen before anyone proved the
  // mailbox: it ends as at an ADMIN_EMAILS promotion (ADR 0087).
  if (verified.role === "admin") return promoteProvedAddress(env, tx, userId, proof);
  return verified;
}

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user ?? null;
}

/** Stores a new verification link and emails it (in `t`'s language); answers whether the email went out. */
export async function sendVerificationEmail(env: Env, db: Database, user: { id: string; email: string }, appUrl: string, t: Translator) {
  const link = await newEmailedLink(appUrl, "verify-email", VERIFICATION_TTL_MS);
  await db.insert(emailVerificationTokens).values({ tokenHash: link.tokenHash, userId: user.id, expiresAt: link.expiresAt, stamp: stampOf(user.id) });
  return sendEmail(env, db, {
    to: user.email,
    subject: t("email.verify.subject"),
    body: t("email.verify.body", { url: link.url }),
  });
}
