import { eq } from "drizzle-orm";
import type { Database } from "../../../../drizzle/client";
import { creditLedger, emailVerificationTokens, users } from "../../../../drizzle/schema";
import type { Env } from "../env";
import { adminEmails, freeCredits } from "./config";
import { sendEmail } from "./email";
import { randomToken, sha256Hex } from "./tokens";

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
 * Creates a user with the free credits written as a ledger row, in one transaction. The account
 * is an admin only if it is created verified and its address is listed (`roleForVerifiedEmail`);
 * a password signup is unverified, and gets the role, if listed, when the address is verified.
 */
export async function createUser(
  env: Env,
  db: Database,
  input: { email: string; name?: string | null; passwordHash?: string | null; emailVerified?: boolean },
) {
  const grant = freeCredits(env);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        name: input.name || null,
        passwordHash: input.passwordHash ?? null,
        role: roleForVerifiedEmail(env, { email: input.email, emailVerified: input.emailVerified === true }) ?? "user",
        credits: grant,
        emailVerifiedAt: input.emailVerified ? new Date() : null,
      })
      .onConflictDoNothing()
      .returning();
    if (!user) return null;
    if (grant > 0) {
      await tx.insert(creditLedger).values({ userId: user.id, delta: grant, reason: "signup_grant" });
    }
    return user;
  });
}

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user ?? null;
}

export async function sendVerificationEmail(env: Env, db: Database, user: { id: string; email: string }, appUrl: string) {
  const token = randomToken();
  await db.insert(emailVerificationTokens).values({
    tokenHash: await sha256Hex(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS),
  });
  const link = `${appUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await sendEmail(env, db, {
    to: user.email,
    subject: "Verify your email for Skinstack",
    body: `Welcome to Skinstack!\n\nConfirm your email address by opening this link within 24 hours:\n${link}\n\nIf you did not sign up, you can ignore this message.`,
  });
}
