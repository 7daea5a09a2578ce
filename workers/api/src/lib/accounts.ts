import { eq } from "drizzle-orm";
import type { Database } from "../../../../drizzle/client";
import { creditLedger, emailVerificationTokens, users } from "../../../../drizzle/schema";
import type { Env } from "../env";
import { adminEmails, freeCredits } from "./config";
import { sendEmail } from "./email";
import { randomToken, sha256Hex } from "./tokens";

export const VERIFICATION_TTL_MS = 24 * 3600 * 1000;

/** Creates a user with the free credits written as a ledger row, in one transaction. */
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
        role: adminEmails(env).has(input.email) ? "admin" : "user",
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
