/**
 * Forgot password, reset and change (ADR 0010); mounted under /api/auth beside routes/auth.ts.
 */
import { and, eq, isNull } from "drizzle-orm";
import { Hono } from "hono";
import { ChangePasswordSchema, PasswordResetConfirmSchema, PasswordResetRequestSchema } from "@core/schemas/account";
import { passwordResetTokens, users } from "@db/schema";
import type { AppEnv } from "../env";
import { findUserByEmail } from "../lib/accounts/users";
import { emailTranslator, requestLanguageOf } from "../lib/email";
import { afterResponse, PASSWORD_RESET_REQUESTED, sendPasswordResetEmail, sendSecurityNotice } from "../lib/accounts/security";
import { appUrl, sessionSecret } from "../lib/config";
import { badRequest, forbidden, unauthorized } from "../lib/errors";
import { hashPassword, passwordIterations } from "../lib/accounts/password";
import { clientIp, countRateLimited, enforceNetworkLimitOrChallenge, verifyPasswordThrottled } from "../lib/rate-limit";
import { revokeSessions, rotateSessions } from "../lib/accounts/revoke";
import { sessionCookie, sessionOriginOf } from "../lib/accounts/session";
import { isHttps } from "../lib/cookies";
import { consumeLink, findLink, linkRefusals, liveLink, rotateSecurityStamp } from "../lib/accounts/emailed-links";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";

const RESET_LINK = linkRefusals({
  invalid: "This password reset link is invalid. Ask for a new one.",
  used: "This password reset link has already been used. Ask for a new one.",
  expired: "This password reset link has expired (links work for 1 hour). Ask for a new one.",
});

export const passwordRoutes = new Hono<AppEnv>()
  /**
   * Always 202 with the same body: whether the address has an account is not revealed, neither by
   * the answer nor by its timing (both paths run the same lookup; the token and the email are
   * written after the response, on a connection of their own).
   */
  .post("/password-reset", validate("json", PasswordResetRequestSchema), async (c) => {
    const { email, challenge } = c.req.valid("json");
    await enforceNetworkLimitOrChallenge(c.get("db"), "passwordResetByAddress", clientIp(c.env, c.req.raw), { env: c.env, token: challenge });
    // Counted for every address asked about, existing or not, and never shown: the answer is the same.
    const withinLimit = (await countRateLimited(c.get("db"), "passwordResetByEmail", email)).allowed;
    const user = await findUserByEmail(c.get("db"), email);
    if (user && !user.deletedAt && withinLimit) {
      const target = { id: user.id, email: user.email };
      const base = appUrl(c.env, c.req.raw);
      const asked = requestLanguageOf(c.req.raw);
      await afterResponse(c, "password reset email", async (db) =>
        sendPasswordResetEmail(c.env, db, target, base, await emailTranslator(user.language, asked)),
      );
    }
    return c.json({ message: PASSWORD_RESET_REQUESTED }, 202);
  })
  .post("/password-reset/confirm", validate("json", PasswordResetConfirmSchema), async (c) => {
    const input = c.req.valid("json");
    const db = c.get("db");
    const { row } = await findLink(db, passwordResetTokens, input.token);
    const link = await liveLink(db, row, RESET_LINK);
    const passwordHash = await hashPassword(input.password, passwordIterations(c.env));
    const user = await db.transaction(async (tx) => {
      // Using the link moves the security stamp on: every other link of the account dies (ADR 0027).
      const userId = await consumeLink(tx, passwordResetTokens, link, RESET_LINK);
      if (!userId) return null;
      const [updated] = await tx
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .returning({ id: users.id, email: users.email, language: users.language });
      if (!updated) return null;
      await revokeSessions(c.env, tx, { userId: updated.id });
      return updated;
    });
    if (!user) throw RESET_LINK.used();
    await sendSecurityNotice(c.env, db, user.email, "passwordReset", await emailTranslator(user.language, requestLanguageOf(c.req.raw)));
    return c.json({ message: "Your password has been changed and every device was signed out. Sign in with your new password." });
  })
  /** Needs the current password; ends every session and gives the device making the change a new one (ADR 0062). */
  .post("/change-password", requireUser, validate("json", ChangePasswordSchema), async (c) => {
    const input = c.req.valid("json");
    const db = c.get("db");
    const sessionUser = c.get("user");
    const [row] = await db.select().from(users).where(eq(users.id, sessionUser.id)).limit(1);
    if (!row) throw unauthorized();
    if (!row.passwordHash) {
      throw badRequest(
        "Your account signs in with Google and has no password yet. Use “Forgot password?” on the sign-in page to set one.",
        "no_password",
      );
    }
    if (!(await verifyPasswordThrottled(db, row.email, clientIp(c.env, c.req.raw), input.currentPassword, row.passwordHash))) {
      throw forbidden("Your current password is not correct.", "wrong_password");
    }
    const passwordHash = await hashPassword(input.newPassword, passwordIterations(c.env));
    const { token, othersRevoked } = await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, row.id));
      // Every emailed link sent before (a change of email asked for by whoever knew the old password) dies (ADR 0027).
      await rotateSecurityStamp(tx, row.id);
      return rotateSessions(c.env, tx, row.id, c.get("sessionId"), sessionSecret(c.env), sessionOriginOf(c.env, c.req.raw));
    });
    c.header("set-cookie", sessionCookie(token, isHttps(c.req.raw)));
    await sendSecurityNotice(c.env, db, row.email, "passwordChanged", await emailTranslator(row.language, requestLanguageOf(c.req.raw)));
    return c.json({ message: "Password changed. Your other devices have been signed out.", revokedSessions: othersRevoked.length, token });
  });
