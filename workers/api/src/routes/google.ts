import { and, eq, gt, lt, sql } from "drizzle-orm";
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { createRemoteJWKSet, jwtVerify } from "jose";
import * as v from "valibot";
import { oauthAccounts, oauthStates, users } from "@db/schema";
import type { AppEnv, Env } from "../env";
import { changeRole, createUser, findUserByEmail, markEmailVerified, roleForVerifiedEmail } from "../lib/accounts/users";
import { appUrl, sessionSecret } from "../lib/config";
import { badRequest, notConfigured } from "../lib/errors";
import { safeRedirect } from "@core/safe-redirect";
import { displayName, MAX_NAME_LENGTH } from "@core/schemas/auth";
import { revokeSessions } from "../lib/accounts/revoke";
import { createSession, sessionCookie, sessionOriginOf } from "../lib/accounts/session";
import { pkceChallenge, randomToken } from "../lib/tokens";
import { validate } from "../lib/validate";
import { clientIp, enforceAddressRateLimit } from "../lib/rate-limit";
import { httpOnlyCookie, isHttps } from "../lib/cookies";
import { endPresentedSessions } from "../middleware/auth";

const STATE_TTL_MS = 10 * 60 * 1000;

function provider(env: Env) {
  if (!env.GOOGLE_CLIENT_ID) throw notConfigured("GOOGLE_CLIENT_ID", "Google sign-in");
  if (!env.GOOGLE_CLIENT_SECRET) throw notConfigured("GOOGLE_CLIENT_SECRET", "Google sign-in");
  return {
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    authUrl: env.GOOGLE_AUTH_URL ?? "https://accounts.google.com/o/oauth2/v2/auth",
    tokenUrl: env.GOOGLE_TOKEN_URL ?? "https://oauth2.googleapis.com/token",
    jwksUrl: env.GOOGLE_JWKS_URL ?? "https://www.googleapis.com/oauth2/v3/certs",
    issuers: env.GOOGLE_ISSUER ? [env.GOOGLE_ISSUER] : ["https://accounts.google.com", "accounts.google.com"],
  };
}

/** The same-site path to land on after sign-in, by the web app's rule (core/safe-redirect); none when it is long. */
function landingPath(value: string | undefined): string | null {
  const path = safeRedirect(value, "");
  return path && path.length <= 500 ? path : null;
}

const callbackUrl = (env: Env, request: Request) => `${appUrl(env, request)}/api/auth/google/callback`;

const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function jwks(url: string) {
  let set = jwksCache.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url));
    jwksCache.set(url, set);
  }
  return set;
}

const STATE_COOKIE = "oauth_state";
function stateCookie(state: string, secure: boolean, maxAgeSeconds = STATE_TTL_MS / 1000) {
  return httpOnlyCookie(STATE_COOKIE, state, { path: "/api/auth/google", maxAgeSeconds, secure });
}

/** Refuses (503) before anything else is looked at when Google sign-in is not set up. */
const configured = createMiddleware<AppEnv>(async (c, next) => {
  provider(c.env);
  await next();
});

const CallbackQuerySchema = v.looseObject({
  code: v.pipe(v.string("code is required"), v.nonEmpty("code is required"), v.maxLength(2000)),
  state: v.pipe(v.string("state is required"), v.nonEmpty("state is required"), v.maxLength(200)),
});

export const google = new Hono<AppEnv>()
  .get("/status", (c) => c.json({ configured: Boolean(c.env.GOOGLE_CLIENT_ID && c.env.GOOGLE_CLIENT_SECRET) }))
  .get("/", async (c) => {
    const p = provider(c.env);
    const db = c.get("db");
    await enforceAddressRateLimit(db, "googleSignInStarts", clientIp(c.env, c.req.raw));
    // Each start stores a state; the expired ones go here, so the table holds only live attempts.
    await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date()));
    const state = randomToken();
    const codeVerifier = randomToken(48);
    await db
      .insert(oauthStates)
      .values({
        state,
        codeVerifier,
        redirectTo: landingPath(c.req.query("redirect")),
        expiresAt: new Date(Date.now() + STATE_TTL_MS),
      });
    const url = new URL(p.authUrl);
    url.search = new URLSearchParams({
      client_id: p.clientId,
      redirect_uri: callbackUrl(c.env, c.req.raw),
      response_type: "code",
      scope: "openid email profile",
      state,
      code_challenge: await pkceChallenge(codeVerifier),
      code_challenge_method: "S256",
      prompt: "select_account",
    }).toString();
    // Binds the attempt to this browser: a callback link made by someone else (with their own
    // code and state) finds no matching cookie here and cannot sign this browser into their account.
    c.header("set-cookie", stateCookie(state, isHttps(c.req.raw)));
    return c.redirect(url.toString(), 302);
  })
  .get("/callback", configured, validate("query", CallbackQuerySchema), async (c) => {
    const p = provider(c.env);
    const { code, state } = c.req.valid("query");
    if (getCookie(c, STATE_COOKIE) !== state) {
      throw badRequest("This sign-in did not start in this browser. Please try again.", "invalid_state");
    }
    c.header("set-cookie", stateCookie("", isHttps(c.req.raw), 0), { append: true });
    const db = c.get("db");
    const [stored] = await db
      .delete(oauthStates)
      .where(and(eq(oauthStates.state, state), gt(oauthStates.expiresAt, new Date())))
      .returning();
    if (!stored) throw badRequest("The sign-in attempt expired or was already used. Please try again.", "invalid_state");

    const tokenResponse = await fetch(p.tokenUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code,
        redirect_uri: callbackUrl(c.env, c.req.raw),
        client_id: p.clientId,
        client_secret: p.clientSecret,
        code_verifier: stored.codeVerifier,
      }),
    });
    const tokens = (await tokenResponse.json().catch(() => ({}))) as { id_token?: unknown };
    if (!tokenResponse.ok || typeof tokens.id_token !== "string") {
      throw badRequest("Google did not accept the sign-in. Please try again.", "oauth_exchange_failed");
    }
    let claims;
    try {
      ({ payload: claims } = await jwtVerify(tokens.id_token, jwks(p.jwksUrl), {
        issuer: p.issuers,
        audience: p.clientId,
        requiredClaims: ["exp", "sub", "email"],
      }));
    } catch {
      throw badRequest("The identity token could not be verified.", "invalid_id_token");
    }
    const email = String(claims.email).trim().toLowerCase();
    // Only a token that says the address is verified vouches for the mailbox (OpenID Connect: an
    // absent claim is no such statement). Vouching links, verifies and may take over an account
    // someone else made with the address (ADR 0068).
    if (claims.email_verified !== true) {
      throw badRequest("Your Google email address is not verified.", "email_not_verified");
    }
    const subject = String(claims.sub);
    // Google's name is a display name like any other: cut to length, and dropped when it would pass
    // for the app or its staff (ADR 0029), as a sign-up's would be refused.
    const given = v.safeParse(displayName, typeof claims.name === "string" ? claims.name.slice(0, MAX_NAME_LENGTH) : "");
    const name = given.success && given.output ? given.output : null;

    const [linked] = await db
      .select({ user: users })
      .from(oauthAccounts)
      .innerJoin(users, eq(users.id, oauthAccounts.userId))
      .where(and(eq(oauthAccounts.provider, "google"), eq(oauthAccounts.providerAccountId, subject)))
      .limit(1);
    let user = linked?.user ?? (await findUserByEmail(db, email));
    if (!user) {
      user = (await createUser(c.env, db, { email, name, emailVerified: true })) ?? (await findUserByEmail(db, email));
    }
    if (!user) throw badRequest("The account could not be created.", "account_failed");
    if (!linked) {
      const current = user;
      const accountId = user.id;
      const unproven = !user.emailVerifiedAt;
      // Google vouches for the address: ADMIN_EMAILS may grant the admin role now (the account may
      // have been made before the address was listed), and an unverified account is verified.
      const role = roleForVerifiedEmail(c.env, { email: user.email, emailVerified: true });
      user = await db.transaction(async (tx) => {
        await tx.insert(oauthAccounts).values({ provider: "google", providerAccountId: subject, userId: accountId }).onConflictDoNothing();
        if (unproven) {
          // The account was made with this address by someone who never proved they own the
          // mailbox; Google now vouches for its owner. Whoever chose the password may be someone
          // else (account pre-hijacking), so the password and every session opened with it end
          // here, and the mailbox's owner keeps the account.
          await revokeSessions(c.env, tx, { userId: accountId });
          const verified = await markEmailVerified(tx, c.env, accountId, "google", { passwordHash: null });
          if (verified) return verified;
        }
        let linkedUser = current;
        if (!unproven && current.passwordHash !== null) {
          // A verified address proves only that its owner opened a link: a password set before that proof may
          // still be the squatter's (they signed up with the address and the owner clicked the email). The
          // first Google link makes Google the proof, so the password and every session end here too; the
          // owner can set a password again by the reset link (ADR 0083).
          await revokeSessions(c.env, tx, { userId: accountId });
          [linkedUser] = await tx
            .update(users)
            .set({ passwordHash: null, securityStamp: sql`${users.securityStamp} + 1`, updatedAt: new Date() })
            .where(eq(users.id, accountId))
            .returning();
        }
        if (role && role !== linkedUser.role) return changeRole(c.env, tx, accountId, role);
        return linkedUser;
      });
    }
    await endPresentedSessions(c);
    const { token } = await createSession(db, user.id, sessionSecret(c.env), sessionOriginOf(c.env, c.req.raw));
    // The session travels only in the HttpOnly cookie: the page at /auth/callback reads the user
    // through /api/auth/me. No token or user ever goes in a URL.
    c.header("set-cookie", sessionCookie(token, isHttps(c.req.raw)), { append: true });
    const target = new URL(`${appUrl(c.env, c.req.raw)}/auth/callback`);
    if (stored.redirectTo) target.searchParams.set("redirect", stored.redirectTo);
    return c.redirect(target.toString(), 302);
  });
