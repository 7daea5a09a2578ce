/**
 * Account settings (ADR 0010, ADR 0027): display name, change of email (confirmed from the new
 * address, undoable for 7 days from the old one), export of everything stored about the user, and
 * deletion. Mounted at /api/account.
 */
import { and, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { mailboxKey } from "@core/email-addresses";
import { ChangeEmailSchema, ConfirmEmailChangeSchema, DeleteAccountSchema, UndoEmailChangeSchema, UpdateAccountSchema } from "@core/schemas/account";
import { hasCatalogue } from "@core/i18n/has-catalogue";
import { emailChangeUndoTokens, emailVerificationTokens, oauthAccounts, passwordResetTokens, users } from "@db/schema";
import type { AppEnv } from "../env";
import { findUserByEmail, promoteProvedAddress, roleForVerifiedEmail } from "../lib/accounts/users";
import { deleteAccount, exportAccountData } from "../lib/accounts/data";
import {
  afterResponse,
  confirmIdentity,
  EMAIL_CHANGE_UNDO_TTL_MS,
  PASSWORD_RESET_TTL_MS,
  sendAddressTakenNotice,
  sendEmailChangedNotice,
  sendEmailChangeLink,
  sendSecurityNotice,
} from "../lib/accounts/security";
import { consumeLink, findLink, linkRefusals, liveLink, newEmailedLink, rotateSecurityStamp, stampOf, usableLink, spendLinkOnce } from "../lib/accounts/emailed-links";
import { addressInUse, claimMailbox } from "../lib/accounts/mailboxes";
import { revokeSessions, rotateSessions } from "../lib/accounts/revoke";
import { appUrl, sessionSecret } from "../lib/config";
import { emailTranslator, requestLanguageOf } from "../lib/email";
import { isUniqueViolation } from "../lib/db-errors";
import { badRequest, conflict, unauthorized } from "../lib/errors";
import { clientIp, enforceRateLimit } from "../lib/rate-limit";
import { hasContentGuestsSee } from "../lib/community/profiles";
import { clearedSessionCookie, sessionCookie, sessionOriginOf, toSessionUser } from "../lib/accounts/session";
import { validate } from "../lib/validate";
import { currentSession, requireUser, requireVerifiedEmail } from "../middleware/auth";
import { isHttps } from "../lib/cookies";

const emailTaken = () => conflict("An account with this email already exists", "email_taken");
const CHANGE_LINK = linkRefusals({
  invalid: "This confirmation link is invalid.",
  used: "This confirmation link has already been used.",
  expired: "This confirmation link has expired. Ask for the change again from your account page.",
  revoked:
    "This confirmation link no longer works: the account's password or email address changed after it was sent. Ask for the change again from your account page.",
});
const UNDO_LINK = linkRefusals({
  invalid: "This link is invalid.",
  used: "This change has already been undone.",
  expired: "This link has expired (it works for 7 days). Write to us if someone else changed your email.",
});

async function currentUserRow(c: Context<AppEnv>) {
  const [row] = await c.get("db").select().from(users).where(eq(users.id, c.get("user").id)).limit(1);
  if (!row) throw unauthorized();
  return row;
}

export const accountRoutes = new Hono<AppEnv>()
  /**
   * The display name and/or the language (the username has its own endpoint, POST
   * /api/auth/update-username). A language must have a catalogue (ADR 0042).
   */
  .patch("/", requireUser, validate("json", UpdateAccountSchema), async (c) => {
    const { name, language } = c.req.valid("json");
    if (language && !(await hasCatalogue(language))) {
      throw badRequest(`language: there is no "${language}" translation`, "unsupported_language");
    }
    // Only the name shows on guest pages: on a profile (a username) and with posts, comments and public routines.
    const user = c.get("user");
    const renamed = name !== undefined && (name || null) !== (user.name ?? null);
    if (renamed) await enforceRateLimit(c.get("db"), "nameChanges", user.id);
    if (!renamed || (user.username === null && !(await hasContentGuestsSee(c.get("db"), user.id)))) c.set("guestPagesUnchanged", true);
    const [row] = await c
      .get("db")
      .update(users)
      .set({
        ...(name === undefined ? {} : { name: name || null }),
        ...(language === undefined ? {} : { language }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, c.get("user").id))
      .returning();
    return c.json({ user: toSessionUser(row), message: name === undefined ? "Language saved" : "Name saved" });
  })
  /**
   * Starts a change of address: a link goes to the NEW address, and the account keeps its current
   * one until that link is opened. Needs a verified address (an unverified account cannot move
   * an address it never proved away, ADR 0027) and the password (or a recent Google sign-in).
   * A taken address gets the same answer as a free one: its owner is told instead (ADR 0027).
   */
  .post("/email", requireUser, requireVerifiedEmail, validate("json", ChangeEmailSchema), async (c) => {
    const input = c.req.valid("json");
    const db = c.get("db");
    const row = await currentUserRow(c);
    if (input.email === row.email) throw badRequest("This is already your email address.", "same_email");
    await confirmIdentity(db, row, c.get("sessionId"), input.password, clientIp(c.env, c.req.raw));
    await enforceRateLimit(db, "emailChangeByAccount", row.id);
    // Per mailbox, not per spelling: "a.b+1@gmail.com" and "ab+2@gmail.com" reach the same inbox.
    await enforceRateLimit(db, "emailChangeByTarget", mailboxKey(input.email));
    const taken = await addressInUse(db, input.email);
    const base = appUrl(c.env, c.req.raw);
    const asked = requestLanguageOf(c.req.raw);
    await afterResponse(c, "change of email", async (later) => {
      if (!taken) return sendEmailChangeLink(c.env, later, row, input.email, base, await emailTranslator(row.language, asked));
      // The notice goes to the address's owner: in their account's language when it has one.
      const owner = await findUserByEmail(later, input.email);
      await sendAddressTakenNotice(c.env, later, input.email, await emailTranslator(owner?.language, asked));
    });
    return c.json(
      { message: `We sent a link to ${input.email}. Your email changes once you open it (within 24 hours).`, pendingEmail: input.email },
      202,
    );
  })
  /**
   * Opened from the link sent to the new address: the token is the credential, no session needed.
   * The change moves the security stamp on (every other emailed link dies), ends every session
   * (the account's own device opening the link gets a new one, ADR 0062), and mails the OLD address a
   * notice with a link that undoes the change for 7 days (ADR 0027).
   */
  .post("/email/confirm", validate("json", ConfirmEmailChangeSchema), async (c) => {
    const { token } = c.req.valid("json");
    const db = c.get("db");
    const { row } = await findLink(db, emailVerificationTokens, token);
    // A signup verification link (no new_email) is opened by GET /api/auth/verify-email only.
    if (!row?.newEmail) throw CHANGE_LINK.invalid();
    const link = await liveLink(db, row, CHANGE_LINK);
    const newEmail = row.newEmail;
    const session = await currentSession(c);
    const undo = await newEmailedLink(appUrl(c.env, c.req.raw), "undo-email", EMAIL_CHANGE_UNDO_TTL_MS);
    let change: { oldEmail: string; user: typeof users.$inferSelect; token: string | null; passwordEnded: boolean } | null;
    try {
      change = await db.transaction(async (tx) => {
        const userId = await consumeLink(tx, emailVerificationTokens, link, CHANGE_LINK, isNotNull(emailVerificationTokens.newEmail));
        if (!userId) return null;
        const [before] = await tx
          .select({ email: users.email })
          .from(users)
          .where(and(eq(users.id, userId), isNull(users.deletedAt)))
          .for("update");
        if (!before) return null;
        // Opening the link proves the new mailbox: the address is verified (it counts as having
        // had its free credits), and ADMIN_EMAILS may grant the role for it (never demotes).
        const role = roleForVerifiedEmail(c.env, { email: newEmail, emailVerified: true });
        let [user] = await tx
          .update(users)
          .set({ email: newEmail, emailVerifiedAt: new Date(), updatedAt: new Date() })
          .where(eq(users.id, userId))
          .returning();
        const promoted = role !== null && role !== user.role;
        // A promotion ends the password, the sessions and the Google sign-ins whoever opens the link: a session
        // beside it may be one planted in the mailbox owner's browser (ADR 0085).
        if (promoted) user = await promoteProvedAddress(c.env, tx, userId, "emailed link");
        await claimMailbox(tx, c.env, newEmail);
        // Every session ends; the account's own device opening the link gets a new one (ADR 0062), unless promoted.
        let token: string | null = null;
        if (!promoted && session?.user.id === userId) {
          ({ token } = await rotateSessions(c.env, tx, userId, session.sessionId, sessionSecret(c.env), sessionOriginOf(c.env, c.req.raw)));
        } else {
          await revokeSessions(c.env, tx, { userId });
        }
        await tx.insert(emailChangeUndoTokens).values({ tokenHash: undo.tokenHash, userId, oldEmail: before.email, expiresAt: undo.expiresAt });
        return { oldEmail: before.email, user, token, passwordEnded: promoted };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    if (!change) throw CHANGE_LINK.used();
    if (change.token) c.header("set-cookie", sessionCookie(change.token, isHttps(c.req.raw)));
    const t = await emailTranslator(change.user.language, requestLanguageOf(c.req.raw));
    await sendEmailChangedNotice(c.env, db, change.oldEmail, newEmail, undo.url, t);
    // Promoted by ADMIN_EMAILS: the password ended and no device stays signed in (ADR 0084, ADR 0085).
    if (change.passwordEnded) {
      return c.json({
        message: "Your new email address is confirmed. It is an administrator's address: every device was signed out and the earlier password ended. Set a password with “Forgot password?” to sign in.",
        user: toSessionUser(change.user),
        setPassword: true as const,
      });
    }
    return c.json({
      message: "Your new email address is confirmed. Your other devices were signed out.",
      user: toSessionUser(change.user),
      ...(change.token ? { token: change.token } : {}),
    });
  })
  /**
   * Opened from the notice sent to the OLD address (ADR 0027): puts that address back, moves the
   * security stamp on, ends every session, drops the password and the Google sign-ins added since
   * the change, voids the undo links of later changes, and answers a fresh password reset token
   * (the page goes on to choose a new password).
   */
  .post("/email/undo", validate("json", UndoEmailChangeSchema), async (c) => {
    const { token } = c.req.valid("json");
    const db = c.get("db");
    const { row, tokenHash } = await findLink(db, emailChangeUndoTokens, token);
    const link = usableLink(row, UNDO_LINK);
    const reset = await newEmailedLink(appUrl(c.env, c.req.raw), "reset-password", PASSWORD_RESET_TTL_MS);
    let restored: { email: string; changedTo: string; language: string | null } | null;
    try {
      restored = await db.transaction(async (tx) => {
        const userId = await spendLinkOnce(tx, emailChangeUndoTokens, tokenHash);
        if (!userId) return null;
        const [before] = await tx
          .select({ email: users.email, language: users.language })
          .from(users)
          .where(and(eq(users.id, userId), isNull(users.deletedAt)))
          .for("update");
        if (!before) return null;
        await tx
          .update(users)
          .set({ email: link.oldEmail, emailVerifiedAt: new Date(), passwordHash: null, updatedAt: new Date() })
          .where(eq(users.id, userId));
        await rotateSecurityStamp(tx, userId);
        await revokeSessions(c.env, tx, { userId });
        // Later changes went to addresses the undo takes back: their undo links go; earlier ones stay.
        // (The stored time, to the microsecond: the row read into JavaScript has lost its microseconds.)
        const changedAt = sql`(select ${emailChangeUndoTokens.createdAt} from ${emailChangeUndoTokens} where ${emailChangeUndoTokens.tokenHash} = ${tokenHash})`;
        await tx.delete(emailChangeUndoTokens).where(and(eq(emailChangeUndoTokens.userId, userId), gt(emailChangeUndoTokens.createdAt, changedAt)));
        await tx.delete(oauthAccounts).where(and(eq(oauthAccounts.userId, userId), gt(oauthAccounts.createdAt, changedAt)));
        await tx.insert(passwordResetTokens).values({ tokenHash: reset.tokenHash, userId, expiresAt: reset.expiresAt, stamp: stampOf(userId) });
        return { email: link.oldEmail, changedTo: before.email, language: before.language };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    if (!restored) throw UNDO_LINK.used();
    const t = await emailTranslator(restored.language, requestLanguageOf(c.req.raw));
    await sendSecurityNotice(c.env, db, restored.email, "emailChangeUndone", t);
    return c.json({
      message: "Your email address is back and every device was signed out. Choose a new password to sign in again.",
      email: restored.email,
      resetToken: reset.token,
    });
  })
  /** Everything stored about the user, as a JSON file. */
  .get("/export", requireUser, async (c) => {
    const data = await exportAccountData(c.get("db"), c.get("user").id);
    const day = new Date().toISOString().slice(0, 10);
    c.header("content-disposition", `attachment; filename="skinstack-export-${day}.json"`);
    c.header("cache-control", "no-store");
    return c.body(JSON.stringify(data, null, 2), 200, { "content-type": "application/json; charset=utf-8" });
  })
  /** Deletes the account (ADR 0010); the password, or a Google sign-in within 10 minutes, confirms it. */
  .delete("/", requireUser, validate("json", DeleteAccountSchema), async (c) => {
    const { password } = c.req.valid("json");
    const db = c.get("db");
    const row = await currentUserRow(c);
    await confirmIdentity(db, row, c.get("sessionId"), password, clientIp(c.env, c.req.raw));
    await deleteAccount(c.env, db, row);
    c.header("set-cookie", clearedSessionCookie(isHttps(c.req.raw)));
    return c.json({ message: "Your account has been deleted." });
  });
