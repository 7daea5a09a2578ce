import { and, eq, ne, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import type { CurrentUserResponse, SignInResponse, SignUpResponse } from "@core/api/auth";
import { LoginSchema, SignupSchema, UsernameSchema } from "@core/schemas/auth";
import { emailVerificationTokens, users } from "@db/schema";
import type { AppEnv } from "../env";
import { createUser, findUserByEmail, markEmailVerified, mustSetPassword, sendVerificationEmail } from "../lib/accounts/users";
import { appUrl, sessionSecret } from "../lib/config";
import { ApiError, conflict, unauthorized } from "../lib/errors";
import { hasBoughtCredits } from "../lib/payments/credits";
import { assertEmailConfigured, emailTranslator, requestLanguageOf } from "../lib/email";
import { dummyHash, hashPassword, passwordIterations, verifyPassword } from "../lib/accounts/password";
import { assertLoginAllowed, clearFailedLogins, clientIp, enforceNetworkLimitOrChallenge, enforceRateLimit, recordFailedLogin } from "../lib/rate-limit";
import { hasContentGuestsSee } from "../lib/community/profiles";
import { revokeSessions } from "../lib/accounts/revoke";
import { clearedSessionCookie, createSession, sessionCookie, sessionOriginOf, toSessionUser } from "../lib/accounts/session";
import { isUniqueViolation } from "../lib/db-errors";
import { consumeLink, findLink, linkRefusals, liveLink } from "../lib/accounts/emailed-links";
import { addressInUse } from "../lib/accounts/mailboxes";
import { validate } from "../lib/validate";
import { endPresentedSessions, requireUser } from "../middleware/auth";
import { isHttps } from "../lib/cookies";


const VerifyEmailQuerySchema = v.object({
  token: v.pipe(v.string("token is required"), v.nonEmpty("Verification token is missing"), v.maxLength(200, "token is too long")),
});

const VERIFICATION_LINK = linkRefusals({
  invalid: "This verification link is invalid.",
  used: "This verification link has already been used.",
  expired: "This verification link has expired. Please request a new one.",
});

export const auth = new Hono<AppEnv>()
  .post("/signup", validate("json", SignupSchema), async (c) => {
    const input = c.req.valid("json");
    const db = c.get("db");
    await enforceNetworkLimitOrChallenge(db, "signup", clientIp(c.env, c.req.raw), { env: c.env, token: input.challenge });
    assertEmailConfigured(c.env);
    if (await addressInUse(db, input.email)) {
      throw conflict("An account with this email already exists", "email_taken");
    }
    const user = await createUser(c.env, db, {
      email: input.email,
      name: input.name,
      passwordHash: await hashPassword(input.password, passwordIterations(c.env)),
    });
    if (!user) throw conflict("An account with this email already exists", "email_taken");
    // The account exists whatever the email provider does; the screen offers to send the link again.
    const t = await emailTranslator(user.language, requestLanguageOf(c.req.raw));
    const emailed = await sendVerificationEmail(c.env, db, user, appUrl(c.env, c.req.raw), t);
    await endPresentedSessions(c);
    const { token } = await createSession(db, user.id, sessionSecret(c.env), sessionOriginOf(c.env, c.req.raw));
    c.header("set-cookie", sessionCookie(token, isHttps(c.req.raw)));
    return c.json(
      {
        token,
        user: toSessionUser(user),
        emailSent: emailed,
        message: emailed
          ? "Account created. Open the link we emailed you to verify your address and get your free credits."
          : "Account created, but we could not send the verification email just now. Ask for it again from the banner at the top of the page.",
      } satisfies SignUpResponse,
      201,
    );
  })
  .post("/login", validate("json", LoginSchema), async (c) => {
    const input = c.req.valid("json");
    const db = c.get("db");
    const ip = clientIp(c.env, c.req.raw);
    await assertLoginAllowed(db, input.email, ip, { env: c.env, token: input.challenge });
    const user = await findUserByEmail(db, input.email);
    const ok = await verifyPassword(input.password, user?.passwordHash ?? dummyHash(passwordIterations(c.env)));
    if (!user || !user.passwordHash || !ok) {
      await recordFailedLogin(db, input.email, ip);
      throw unauthorized("Invalid email or password", "invalid_credentials");
    }
    await clearFailedLogins(db, input.email, ip);
    await endPresentedSessions(c);
    const { token } = await db.transaction(async (tx) => {
      // The password checked above is still the account's, read under a lock that a reset or a
      // change (an UPDATE of the row) conflicts with: one that committed meanwhile refuses this
      // sign-in, one in progress waits for it and then revokes the session opened here.
      const [current] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash!)))
        .for("share");
      if (!current) throw unauthorized("Invalid email or password", "invalid_credentials");
      return createSession(tx, user.id, sessionSecret(c.env), sessionOriginOf(c.env, c.req.raw));
    });
    c.header("set-cookie", sessionCookie(token, isHttps(c.req.raw)));
    return c.json({ token, user: toSessionUser(user), message: "Signed in" } satisfies SignInResponse);
  })
  .post("/logout", requireUser, async (c) => {
    await revokeSessions(c.env, c.get("db"), { userId: c.get("user").id, sessionIds: [c.get("sessionId")] });
    c.header("set-cookie", clearedSessionCookie(isHttps(c.req.raw)));
    return c.json({ message: "Signed out" });
  })
  .get("/me", requireUser, async (c) => {
    const user = c.get("user");
    const body: CurrentUserResponse = { user: { ...user, pro: await hasBoughtCredits(c.get("db"), user.id) } };
    return c.json(body);
  })
  .get("/verify-email", validate("query", VerifyEmailQuerySchema), async (c) => {
    const { token } = c.req.valid("query");
    const db = c.get("db");
    const { row } = await findLink(db, emailVerificationTokens, token);
    // A change-of-address link (new_email set) is confirmed by POST /api/account/email/confirm only.
    if (!row || row.newEmail) throw VERIFICATION_LINK.invalid();
    const link = await liveLink(db, row, VERIFICATION_LINK);
    const used = await db.transaction(async (tx) => {
      if (!(await consumeLink(tx, emailVerificationTokens, link, VERIFICATION_LINK))) return null;
      // An address already verified (by an earlier link or by Google) keeps its date, role and
      // credits; a first verification grants the free credits and, if listed, the admin role, which ends the
      // password whatever session came with the link (ADR 0085).
      const verified = await markEmailVerified(tx, c.env, row.userId, "emailed link");
      return { setPassword: verified !== null && mustSetPassword(verified) };
    });
    if (!used) throw VERIFICATION_LINK.used();
    if (used.setPassword) {
      return c.json({
        message: "Your email has been verified. It is an administrator's address: the password chosen at sign-up ended. Set a password with “Forgot password?” to sign in.",
        setPassword: true as const,
      });
    }
    return c.json({ message: "Your email has been verified. You can now sign in." });
  })
  .post("/resend-verification", requireUser, async (c) => {
    const user = c.get("user");
    if (user.emailVerified) return c.json({ message: "Your email is already verified." });
    await enforceRateLimit(c.get("db"), "resendVerification", user.id);
    const t = await emailTranslator(user.language, requestLanguageOf(c.req.raw));
    if (!(await sendVerificationEmail(c.env, c.get("db"), user, appUrl(c.env, c.req.raw), t))) {
      throw new ApiError(503, "email_unavailable", "We could not send the email just now. Please try again in a few minutes.");
    }
    return c.json({ message: "A new verification email is on its way." });
  })
  .post("/update-username", requireUser, validate("json", UsernameSchema), async (c) => {
    const { username } = c.req.valid("json");
    const db = c.get("db");
    const user = c.get("user");
    // A first username of a member with nothing public names nothing a guest has seen.
    if (username === user.username || (user.username === null && !(await hasContentGuestsSee(db, user.id)))) c.set("guestPagesUnchanged", true);
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.username}) = lower(${username})`, ne(users.id, user.id)))
      .limit(1);
    if (taken) throw conflict("This username is already taken", "username_taken");
    // Counted once the name is free: looking for a free one costs nothing.
    if (username !== user.username) await enforceRateLimit(db, "nameChanges", user.id);
    try {
      const [row] = await db
        .update(users)
        .set({ username, updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      return c.json({ user: toSessionUser(row), message: "Username saved" });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict("This username is already taken", "username_taken");
      throw error;
    }
  });
