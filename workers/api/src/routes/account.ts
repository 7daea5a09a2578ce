/**
 * Account settings (ADR 0010): display name, change of email (confirmed from the new address),
 * export of everything stored about the user, and deletion. Mounted at /api/account.
 */
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { ChangeEmailSchema, ConfirmEmailChangeSchema, DeleteAccountSchema, UpdateProfileSchema } from "@core/schemas/account";
import { emailVerificationTokens, users } from "@db/schema";
import type { AppEnv } from "../env";
import { findUserByEmail, roleForVerifiedEmail } from "../lib/accounts/users";
import { deleteAccount, exportAccountData } from "../lib/accounts/data";
import { confirmIdentity, maskEmail, sendEmailChangeLink, sendSecurityNotice } from "../lib/accounts/security";
import { findLink, linkRefusals, usableLink, useLinkOnce } from "../lib/accounts/emailed-links";
import { appUrl } from "../lib/config";
import { isUniqueViolation } from "../lib/db-errors";
import { badRequest, conflict, unauthorized } from "../lib/errors";
import { clientIp } from "../lib/rate-limit";
import { clearedSessionCookie, toSessionUser } from "../lib/accounts/session";
import { jsonBody } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { isHttps } from "../lib/cookies";

const emailTaken = () => conflict("An account with this email already exists", "email_taken");
const CHANGE_LINK = linkRefusals({
  invalid: "This confirmation link is invalid.",
  used: "This confirmation link has already been used.",
  expired: "This confirmation link has expired. Ask for the change again from your account page.",
});

async function currentUserRow(c: Context<AppEnv>) {
  const [row] = await c.get("db").select().from(users).where(eq(users.id, c.get("user").id)).limit(1);
  if (!row) throw unauthorized();
  return row;
}

export const accountRoutes = new Hono<AppEnv>()
  /** The display name (the username has its own endpoint, POST /api/auth/update-username). */
  .patch("/", requireUser, async (c) => {
    const { name } = await jsonBody(c, UpdateProfileSchema);
    const [row] = await c
      .get("db")
      .update(users)
      .set({ name: name || null, updatedAt: new Date() })
      .where(eq(users.id, c.get("user").id))
      .returning();
    return c.json({ user: toSessionUser(row), message: "Name saved" });
  })
  /**
   * Starts a change of address: a link goes to the NEW address, and the account keeps its current
   * one until that link is opened. Needs the password (or a recent Google sign-in).
   */
  .post("/email", requireUser, async (c) => {
    const input = await jsonBody(c, ChangeEmailSchema);
    const db = c.get("db");
    const row = await currentUserRow(c);
    if (input.email === row.email) throw badRequest("This is already your email address.", "same_email");
    await confirmIdentity(db, row, c.get("sessionId"), input.password, clientIp(c.env, c.req.raw));
    if (await findUserByEmail(db, input.email)) throw emailTaken();
    await sendEmailChangeLink(c.env, db, row, input.email, appUrl(c.env, c.req.raw));
    return c.json(
      { message: `We sent a link to ${input.email}. Your email changes once you open it (within 24 hours).`, pendingEmail: input.email },
      202,
    );
  })
  /** Opened from the link sent to the new address: the token is the credential, no session needed. */
  .post("/email/confirm", async (c) => {
    const { token } = await jsonBody(c, ConfirmEmailChangeSchema);
    const db = c.get("db");
    const { row, tokenHash } = await findLink(db, emailVerificationTokens, token);
    // A signup verification link (no new_email) is opened by GET /api/auth/verify-email only.
    if (!row?.newEmail) throw CHANGE_LINK.invalid();
    usableLink(row, CHANGE_LINK);
    const newEmail = row.newEmail;
    let change: { id: string; oldEmail: string; user: typeof users.$inferSelect } | null;
    try {
      change = await db.transaction(async (tx) => {
        const userId = await useLinkOnce(tx, emailVerificationTokens, tokenHash, isNotNull(emailVerificationTokens.newEmail));
        if (!userId) return null;
        const [before] = await tx
          .select({ email: users.email })
          .from(users)
          .where(and(eq(users.id, userId), isNull(users.deletedAt)))
          .for("update");
        if (!before) return null;
        // Opening the link proves the new mailbox: the address is verified, and ADMIN_EMAILS may
        // grant the role for it (never demotes; see roleForVerifiedEmail).
        const role = roleForVerifiedEmail(c.env, { email: newEmail, emailVerified: true });
        const [user] = await tx
          .update(users)
          .set({ email: newEmail, emailVerifiedAt: new Date(), updatedAt: new Date(), ...(role ? { role } : {}) })
          .where(eq(users.id, userId))
          .returning();
        return { id: user.id, oldEmail: before.email, user };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    if (!change) throw CHANGE_LINK.used();
    await sendSecurityNotice(
      c.env,
      db,
      change.oldEmail,
      "The email of your Skinstack account was changed",
      `The email address of your Skinstack account was changed to ${maskEmail(newEmail)}. This address no longer signs in.`,
    );
    return c.json({ message: "Your new email address is confirmed.", user: toSessionUser(change.user) });
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
  .delete("/", requireUser, async (c) => {
    const { password } = await jsonBody(c, DeleteAccountSchema);
    const db = c.get("db");
    const row = await currentUserRow(c);
    await confirmIdentity(db, row, c.get("sessionId"), password, clientIp(c.env, c.req.raw));
    await deleteAccount(c.env, db, row);
    c.header("set-cookie", clearedSessionCookie(isHttps(c.req.raw)));
    return c.json({ message: "Your account has been deleted." });
  });
