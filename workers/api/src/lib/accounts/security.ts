/**
 * Account recovery and re-authentication (ADR 0010): password reset links, change-of-address
 * links, the "prove it is you" check before sensitive changes, and the notices emailed about them.
 */
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Context } from "hono";
import type { Database } from "@db/client";
import { emailVerificationTokens, oauthAccounts, passwordResetTokens, sessions, users } from "@db/schema";
import type { AppEnv, Env } from "../../env";
import { openDatabase } from "../database";
import type { MessageKey, Translator } from "@core/i18n/translator";
import { sendEmail } from "../email";
import { badRequest, forbidden } from "../errors";
import { verifyPasswordThrottled } from "../rate-limit";
import { newEmailedLink, stampOf } from "./emailed-links";

/** A password reset link works once, within an hour. */
export const PASSWORD_RESET_TTL_MS = 3600 * 1000;
/** A change-of-address link works once, within 24 hours (like the signup verification link). */
export const EMAIL_CHANGE_TTL_MS = 24 * 3600 * 1000;
/** The link mailed to the OLD address after a change of address undoes it for 7 days (ADR 0027). */
export const EMAIL_CHANGE_UNDO_TTL_MS = 7 * 24 * 3600 * 1000;
/** An account without a password proves it is its owner by a Google sign-in this recent. */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

/** The one answer to a reset request, whether or not the address has an account. */
export const PASSWORD_RESET_REQUESTED =
  "If an account exists for this address, we have emailed a link to reset its password. The link works once, within an hour.";

type UserRow = typeof users.$inferSelect;

/**
 * Runs `work` after the response with a database connection of its own (the request's is closed
 * once the response is sent): in the Worker through `waitUntil`, where there is no execution
 * context (tests calling app.request) at once. Failures are logged, never shown to the caller.
 */
export async function afterResponse(c: Context<AppEnv>, what: string, work: (db: Database) => Promise<void>) {
  const run = async () => {
    const { db, close } = openDatabase(c.env);
    try {
      await work(db);
    } catch (error) {
      console.error(`${what} failed`, error);
    } finally {
      await close();
    }
  };
  let waitUntil: ((promise: Promise<unknown>) => void) | null = null;
  try {
    const ctx = c.executionCtx;
    waitUntil = (promise) => ctx.waitUntil(promise);
  } catch {
    waitUntil = null;
  }
  if (waitUntil) waitUntil(run());
  else await run();
}

/**
 * Before a sensitive change (email, deletion): the account's password, or, for an account that
 * has none (made with Google), a Google sign-in within the last RECENT_SIGN_IN_MS. Such an account
 * can open sessions only through Google, so its current session being that recent is the evidence.
 */
export async function confirmIdentity(db: Database, user: UserRow, sessionId: string, password: string | undefined, ip: string) {
  if (user.passwordHash) {
    if (password === undefined) throw badRequest("Enter your current password to confirm.", "password_required");
    if (!(await verifyPasswordThrottled(db, user.email, ip, password, user.passwordHash))) {
      throw forbidden("The password is not correct.", "wrong_password");
    }
    return;
  }
  const [linked] = await db.select({ provider: oauthAccounts.provider }).from(oauthAccounts).where(eq(oauthAccounts.userId, user.id)).limit(1);
  const [session] = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  if (!linked || !session || Date.now() - session.createdAt.getTime() > RECENT_SIGN_IN_MS) {
    throw forbidden(
      "For your security, sign in with Google again and then try within 10 minutes.",
      "recent_sign_in_required",
    );
  }
}

/** Stores a reset token for the user and emails the link to the account's address (in `t`'s language). */
export async function sendPasswordResetEmail(env: Env, db: Database, user: { id: string; email: string }, appUrl: string, t: Translator) {
  const link = await newEmailedLink(appUrl, "reset-password", PASSWORD_RESET_TTL_MS);
  await db.insert(passwordResetTokens).values({ tokenHash: link.tokenHash, userId: user.id, expiresAt: link.expiresAt, stamp: stampOf(user.id) });
  await sendEmail(env, db, {
    to: user.email,
    subject: t("email.reset.subject"),
    body: t("email.reset.body", { url: link.url }),
  });
}

/**
 * Stores a change-of-address token (the new address in `new_email`) and emails the link to the NEW
 * address; earlier unconfirmed changes of the user are dropped, so only the latest link works.
 */
export async function sendEmailChangeLink(env: Env, db: Database, user: { id: string }, newEmail: string, appUrl: string, t: Translator) {
  const link = await newEmailedLink(appUrl, "confirm-email", EMAIL_CHANGE_TTL_MS);
  await db.transaction(async (tx) => {
    await tx
      .delete(emailVerificationTokens)
      .where(
        and(
          eq(emailVerificationTokens.userId, user.id),
          isNull(emailVerificationTokens.usedAt),
          // only pending changes of address; signup verification links stay valid
          isNotNull(emailVerificationTokens.newEmail),
        ),
      );
    await tx
      .insert(emailVerificationTokens)
      .values({ tokenHash: link.tokenHash, userId: user.id, newEmail, expiresAt: link.expiresAt, stamp: stampOf(user.id) });
  });
  await sendEmail(env, db, {
    to: newEmail,
    subject: t("email.changeLink.subject"),
    body: t("email.changeLink.body", { url: link.url }),
  });
}

/**
 * A change of address was asked for to an address that already has an account: nothing changes,
 * the requester gets the same answer as for a free address (ADR 0027), and the address's owner
 * is told instead of getting a link.
 */
export async function sendAddressTakenNotice(env: Env, db: Database, to: string, t: Translator) {
  await sendEmail(env, db, { to, subject: t("email.addressTaken.subject"), body: t("email.addressTaken.body") });
}

/** Tells the OLD address that the account's address changed, with the link that undoes it for 7 days. */
export async function sendEmailChangedNotice(env: Env, db: Database, oldEmail: string, newEmail: string, undoUrl: string, t: Translator) {
  await sendEmail(env, db, {
    to: oldEmail,
    subject: t("email.changed.subject"),
    body: t("email.changed.body", { address: maskEmail(newEmail), url: undoUrl }),
  });
}

/** The security-relevant changes the account's owner is told about, by their messages' keys. */
const SECURITY_NOTICES = {
  passwordReset: { subject: "email.passwordReset.subject", text: "email.passwordReset.text" },
  passwordChanged: { subject: "email.passwordChanged.subject", text: "email.passwordChanged.text" },
  emailChangeUndone: { subject: "email.undone.subject", text: "email.undone.text" },
} as const satisfies Record<string, { subject: MessageKey; text: MessageKey }>;

/** Tells the account's owner about a security-relevant change, at the address given, in `t`'s language. */
export async function sendSecurityNotice(env: Env, db: Database, to: string, notice: keyof typeof SECURITY_NOTICES, t: Translator) {
  const { subject, text } = SECURITY_NOTICES[notice];
  await sendEmail(env, db, { to, subject: t(subject), body: `${t(text)}\n\n${t("email.security.footer")}` });
}

/** Masks an address for a notice sent elsewhere: "ad***@example.com". */
export function maskEmail(email: string): string {
  const [local, domain] = email.split("@");
  return `${local.slice(0, 2)}***@${domain}`;
}
