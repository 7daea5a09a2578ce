/**
 * Account recovery and settings (ADR 0010): forgot/reset/change password, sessions, display name,
 * change of email, export and deletion, with their bad inputs.
 */
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import {
  creditLedger,
  emailChangeUndoTokens,
  emailVerificationTokens,
  freeCreditClaims,
  notifications,
  oauthAccounts,
  outboxEmails,
  passwordResetTokens,
  payments,
  posts,
  sessions,
  routines,
  users,
} from "@db/schema";
import { sessionSecret } from "../src/lib/config";
import { createSession } from "../src/lib/accounts/session";
import { sha256Hex } from "../src/lib/tokens";
import { CLOSE_SESSION_ENDED } from "../src/realtime/user-events";
import { SESSION_LIST_LIMIT } from "../src/routes/sessions";
import { app, call, signUp, testEnv, uniqueEmail, withTestDb } from "./helpers";

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;
const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "a brand new passphrase";

/** The emails the local outbox holds for `to`, newest first (read from the table: the list endpoint keeps 100). */
const mailTo = (to: string) =>
  withTestDb((db) => db.select().from(outboxEmails).where(eq(outboxEmails.to, to)).orderBy(desc(outboxEmails.id)));

async function linkTokenFrom(to: string, path: string) {
  const mail = (await mailTo(to)).find((m) => m.body.includes(`/${path}?token=`));
  if (!mail) throw new Error(`no ${path} email to ${to}`);
  const url = new URL(mail.body.match(new RegExp(`https?://\\S+/${path}\\?token=\\S+`))![0]);
  return url.searchParams.get("token")!;
}

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  call("/api/auth/login", { method: "POST", json: { email, password }, headers });

async function loginToken(email: string, password = PASSWORD, headers: Record<string, string> = {}) {
  const res = await login(email, password, headers);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await json(res)).token as string;
}

const me = (token: string) => call("/api/auth/me", { token });
const requestReset = (email: unknown) => call("/api/auth/password-reset", { method: "POST", json: { email } });
const confirmReset = (token: unknown, password: unknown) =>
  call("/api/auth/password-reset/confirm", { method: "POST", json: { token, password } });

async function passwordHashOf(userId: string) {
  return withTestDb(async (db) => (await db.select({ h: users.passwordHash }).from(users).where(eq(users.id, userId)))[0].h);
}

/** An account made with Google (no password, a Google link), and a session opened `minutesAgo`. */
async function googleOnlyAccount(minutesAgo: number) {
  const email = uniqueEmail("google-only");
  return withTestDb(async (db) => {
    const [user] = await db.insert(users).values({ email, name: "G", emailVerifiedAt: new Date() }).returning();
    await db.insert(oauthAccounts).values({ provider: "google", providerAccountId: `sub-${user.id}`, userId: user.id });
    const { token, sessionId } = await createSession(db, user.id, sessionSecret(testEnv()));
    await db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) })
      .where(eq(sessions.id, sessionId));
    return { user, token, email };
  });
}

describe("forgot password", () => {
  it("answers 202 with the same body whether or not the address has an account, and emails only a real one", async () => {
    const { email } = await signUp();
    const unknown = uniqueEmail("nobody");
    const known = await requestReset(email.toUpperCase());
    const missing = await requestReset(unknown);
    expect(known.status).toBe(202);
    expect(missing.status).toBe(202);
    const knownBody = await json(known);
    expect(knownBody).toEqual(await json(missing));
    expect(String(knownBody.message)).toMatch(/If an account exists/);
    expect(known.headers.get("set-cookie")).toBeNull();

    expect(await mailTo(unknown)).toHaveLength(0);
    const [mail] = await mailTo(email);
    expect(mail.subject).toBe("Reset your Skinstack password");
    expect(mail.body).toMatch(/^.*http:\/\/app\.test\/reset-password\?token=[\w-]{43}$/m);
    expect(mail.body).toContain("1 hour");
  });

  it("writes the token and the email after the response, so both answers take the same path", async () => {
    const { email } = await signUp();
    // In the Worker, work handed to waitUntil runs after the response: count what each path hands over.
    const send = async (address: string) => {
      const later: Promise<unknown>[] = [];
      const ctx = { waitUntil: (p: Promise<unknown>) => void later.push(p), passThroughOnException() {}, props: {} };
      const res = await app.request(
        "/api/auth/password-reset",
        { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: address }) },
        testEnv(),
        ctx as unknown as ExecutionContext,
      );
      expect(res.status).toBe(202);
      await Promise.all(later);
      return later.length;
    };
    const unknown = await send(uniqueEmail("nobody"));
    const known = await send(email);
    // The unknown address hands over only the closing of the request's connection; the known one
    // also the reset email, which is therefore not on the response path.
    expect(known).toBe(unknown + 1);
    expect((await mailTo(email)).map((m) => m.subject)).toContain("Reset your Skinstack password");
  });

  it("stores the link hashed, valid for one hour", async () => {
    const { email, user } = await signUp();
    await requestReset(email);
    const token = await linkTokenFrom(email, "reset-password");
    const rows = await withTestDb((db) => db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const ttl = rows[0].expiresAt.getTime() - rows[0].createdAt.getTime();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000 + 1000);
  });

  it.each([
    ["no email", {}],
    ["a malformed address", { email: "not-an-address" }],
    ["a number", { email: 42 }],
    ["an unknown field", { email: "a@b.test", admin: true }],
  ])("refuses %s with 400", async (_label, body) => {
    const res = await call("/api/auth/password-reset", { method: "POST", json: body });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ code: "validation_error" });
  });

  it("sets the new password once, revokes every session and tells the owner", async () => {
    const { email, token: first, user } = await signUp();
    const second = await loginToken(email);
    await requestReset(email);
    const link = await linkTokenFrom(email, "reset-password");

    const res = await confirmReset(link, NEW_PASSWORD);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(String((await json(res)).message)).toMatch(/signed out/);
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(401);
    expect((await login(email, PASSWORD)).status).toBe(401);
    const fresh = await loginToken(email, NEW_PASSWORD);
    expect((await mailTo(email))[0].subject).toBe("Your Skinstack password was reset");

    // The link works once: a second use is refused and changes nothing.
    const hash = await passwordHashOf(user.id);
    const again = await confirmReset(link, "yet another password");
    expect(again.status).toBe(400);
    expect(await json(again)).toMatchObject({ code: "token_used", message: expect.stringMatching(/already been used/) });
    expect(await passwordHashOf(user.id)).toBe(hash);
    expect((await me(fresh)).status).toBe(200);
  });

  it("a newer password kills the other links the user had asked for", async () => {
    const { email } = await signUp();
    await requestReset(email);
    const older = await linkTokenFrom(email, "reset-password");
    await requestReset(email);
    const newer = await linkTokenFrom(email, "reset-password");
    expect(newer).not.toBe(older);
    expect((await confirmReset(newer, NEW_PASSWORD)).status).toBe(200);
    const res = await confirmReset(older, "an attacker's password");
    expect(res.status).toBe(400);
    // Using the newer link moved the account's security stamp on (ADR 0027).
    expect(await json(res)).toMatchObject({ code: "token_revoked" });
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses an expired link with 400 and changes nothing", async () => {
    const { email, token, user } = await signUp();
    await requestReset(email);
    const link = await linkTokenFrom(email, "reset-password");
    await withTestDb((db) =>
      db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResetTokens.userId, user.id)),
    );
    const hash = await passwordHashOf(user.id);
    const res = await confirmReset(link, NEW_PASSWORD);
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ code: "token_expired", message: expect.stringMatching(/expired/) });
    expect(await passwordHashOf(user.id)).toBe(hash);
    expect((await me(token)).status).toBe(200);
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it("refuses a forged link, and a too short password without using the link", async () => {
    const { email, token } = await signUp();
    const forged = await confirmReset("A".repeat(43), NEW_PASSWORD);
    expect(forged.status).toBe(400);
    expect(await json(forged)).toMatchObject({ code: "invalid_token", message: expect.stringMatching(/invalid/) });
    expect((await confirmReset("", NEW_PASSWORD)).status).toBe(400);
    expect((await confirmReset("x".repeat(500), NEW_PASSWORD)).status).toBe(400);

    await requestReset(email);
    const link = await linkTokenFrom(email, "reset-password");
    const short = await confirmReset(link, "short");
    expect(short.status).toBe(400);
    expect(await json(short)).toMatchObject({ code: "validation_error", message: expect.stringContaining("password") });
    expect((await me(token)).status).toBe(200);
    // Still unused: the right request goes through.
    expect((await confirmReset(link, NEW_PASSWORD)).status).toBe(200);
  });
});

describe("change password", () => {
  const change = (token: string | undefined, body: unknown) => call("/api/auth/change-password", { method: "POST", token, json: body });

  it("needs the current password: a wrong one is 403 and changes nothing", async () => {
    const { email, token, user } = await signUp();
    const other = await loginToken(email);
    const hash = await passwordHashOf(user.id);
    const res = await change(token, { currentPassword: "not my password", newPassword: NEW_PASSWORD });
    expect(res.status).toBe(403);
    expect(await json(res)).toEqual({ code: "wrong_password", message: "Your current password is not correct." });
    expect(await passwordHashOf(user.id)).toBe(hash);
    expect((await me(other)).status).toBe(200);
  });

  it("sets the password, ends the others and gives the current device a new session (ADR 0062)", async () => {
    const { email, token } = await signUp();
    const other = await loginToken(email);
    const res = await change(token, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ revokedSessions: 1 });
    expect((await me(body.token as string)).status).toBe(200);
    expect((await me(token)).status).toBe(401);
    expect((await me(other)).status).toBe(401);
    expect((await login(email, PASSWORD)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    expect((await mailTo(email))[0].subject).toBe("Your Skinstack password was changed");
  });

  it("refuses bad bodies, anonymous callers and accounts without a password", async () => {
    const { token } = await signUp();
    for (const body of [
      { currentPassword: PASSWORD, newPassword: "short" },
      { currentPassword: PASSWORD },
      { newPassword: NEW_PASSWORD },
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, extra: 1 },
    ]) {
      const res = await change(token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json(res)).code).toBe("validation_error");
    }
    expect((await change(undefined, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).status).toBe(401);
    const google = await googleOnlyAccount(0);
    const res = await change(google.token, { currentPassword: "anything", newPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect((await json(res)).code).toBe("no_password");
  });
});

describe("sessions", () => {
  type SessionItem = { id: string; createdAt: string; lastSeenAt: string; userAgent: string; ip: string; current: boolean };
  const list = async (token: string) => ((await json(await call("/api/auth/sessions", { token }))).sessions as SessionItem[]);

  it("lists the live sessions with their device and IP, marking the current one, without token material", async () => {
    const { email, token } = await signUp();
    const phone = await loginToken(email, PASSWORD, { "user-agent": "Phone Browser/1.0", "cf-connecting-ip": "203.0.113.7" });
    const res = await call("/api/auth/sessions", { token: phone });
    expect(res.status).toBe(200);
    const items = (await json(res)).sessions as SessionItem[];
    expect(items).toHaveLength(2);
    const current = items.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ userAgent: "Phone Browser/1.0", ip: "203.0.113.7" });
    for (const s of items) {
      expect(Object.keys(s).sort()).toEqual(["createdAt", "current", "expiresAt", "id", "ip", "lastSeenAt", "userAgent"]);
    }
    expect(JSON.stringify(items)).not.toContain(token.split(".")[2]);
    expect((await call("/api/auth/sessions")).status).toBe(401);
  });

  it(`lists at most ${SESSION_LIST_LIMIT} devices, the most recently used first, the current one among them`, async () => {
    const { user, token } = await signUp();
    const long = new Date(Date.now() - 3_600_000);
    await withTestDb((db) =>
      db.insert(sessions).values(
        Array.from({ length: SESSION_LIST_LIMIT + 10 }, (_, i) => ({ userId: user.id, expiresAt: new Date(Date.now() + 86_400_000), lastSeenAt: new Date(long.getTime() - i * 1000), userAgent: `Old ${i}` })),
      ),
    );
    const items = await list(token);
    expect(items).toHaveLength(SESSION_LIST_LIMIT);
    expect(items[0].current).toBe(true);
    expect(items.map((s) => s.userAgent)).not.toContain(`Old ${SESSION_LIST_LIMIT + 9}`);
  });

  it("signs out one device of one's own; someone else's session is a 404 and stays live", async () => {
    const alice = await signUp();
    const aliceLaptop = await loginToken(alice.email);
    const bob = await signUp();
    const laptopId = (await list(aliceLaptop)).find((s) => s.current)!.id;

    const foreign = await call(`/api/auth/sessions/${laptopId}`, { method: "DELETE", token: bob.token });
    expect(foreign.status).toBe(404);
    expect((await json(foreign)).code).toBe("session_not_found");
    expect((await me(aliceLaptop)).status).toBe(200);
    expect((await call("/api/auth/sessions/not-a-uuid", { method: "DELETE", token: alice.token })).status).toBe(404);
    expect((await call(`/api/auth/sessions/${crypto.randomUUID()}`, { method: "DELETE", token: alice.token })).status).toBe(404);

    const res = await call(`/api/auth/sessions/${laptopId}`, { method: "DELETE", token: alice.token });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ current: false });
    expect((await me(aliceLaptop)).status).toBe(401);
    expect((await me(alice.token)).status).toBe(200);
    expect((await list(alice.token)).map((s) => s.id)).not.toContain(laptopId);
    // Already signed out: nothing left to end.
    expect((await call(`/api/auth/sessions/${laptopId}`, { method: "DELETE", token: alice.token })).status).toBe(404);
  });

  it("signing out the current session clears the cookie", async () => {
    const { token } = await signUp();
    const id = (await list(token)).find((s) => s.current)!.id;
    const res = await call(`/api/auth/sessions/${id}`, { method: "DELETE", token });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ current: true });
    expect(res.headers.get("set-cookie")).toMatch(/^session=;.*Max-Age=0/);
    expect((await me(token)).status).toBe(401);
  });

  it("signs out everywhere else, keeping the current session", async () => {
    const { email, token } = await signUp();
    const others = [await loginToken(email), await loginToken(email)];
    const res = await call("/api/auth/sessions/revoke-all", { method: "POST", token });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ revoked: 2 });
    for (const t of others) expect((await me(t)).status).toBe(401);
    expect((await me(token)).status).toBe(200);
    expect((await list(token)).map((s) => s.current)).toEqual([true]);
    expect((await call("/api/auth/sessions/revoke-all", { method: "POST" })).status).toBe(401);
  });

  it("keeps last_seen_at: a request after 5 quiet minutes moves it", async () => {
    const { token, user } = await signUp();
    const old = new Date(Date.now() - 3600_000);
    await withTestDb((db) => db.update(sessions).set({ lastSeenAt: old }).where(eq(sessions.userId, user.id)));
    expect((await me(token)).status).toBe(200);
    const [item] = await list(token);
    expect(Date.parse(item.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe("display name", () => {
  const patch = (token: string | undefined, body: unknown) => call("/api/account", { method: "PATCH", token, json: body });

  it("saves, trims and clears the name", async () => {
    const { token } = await signUp();
    const res = await patch(token, { name: "  Ada Lovelace  " });
    expect(res.status).toBe(200);
    expect((await json(res)).user).toMatchObject({ name: "Ada Lovelace" });
    expect((await json(await me(token))).user).toMatchObject({ name: "Ada Lovelace" });
    expect((await json(await patch(token, { name: "" }))).user).toMatchObject({ name: null });
  });

  it("refuses an overlong name, a wrong type, unknown fields and anonymous callers", async () => {
    const { token } = await signUp();
    for (const body of [{ name: "x".repeat(101) }, { name: 5 }, { name: "A", email: "x@y.test" }, {}]) {
      const res = await patch(token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await json(await me(token))).user).toMatchObject({ name: "Test" });
    expect((await patch(undefined, { name: "A" })).status).toBe(401);
  });
});

describe("language (ADR 0042)", () => {
  const patch = (token: string | undefined, body: unknown) => call("/api/account", { method: "PATCH", token, json: body });

  it("saves a language that has a catalogue, keeps the name, and null gives the choice back to the browser", async () => {
    const { token } = await signUp();
    expect((await json(await me(token))).user).toMatchObject({ language: null });
    const res = await patch(token, { language: "fr" });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await json(res)).user).toMatchObject({ language: "fr", name: "Test" });
    expect((await json(await me(token))).user).toMatchObject({ language: "fr", name: "Test" });
    expect((await json(await patch(token, { name: "Ada" }))).user).toMatchObject({ language: "fr", name: "Ada" });
    expect((await json(await patch(token, { language: null }))).user).toMatchObject({ language: null });
  });

  it("refuses a language without a catalogue or that is no language tag, changing nothing", async () => {
    const { token } = await signUp();
    await patch(token, { language: "de" });
    for (const [body, code] of [
      [{ language: "it" }, "unsupported_language"],
      [{ language: "../en" }, "validation_error"],
      [{ language: "FR" }, "validation_error"],
      [{ language: 7 }, "validation_error"],
      [{ language: "fr", theme: "dark" }, "validation_error"],
    ] as const) {
      const res = await patch(token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await json(res), JSON.stringify(body)).toMatchObject({ code, message: expect.any(String) });
    }
    expect((await json(await me(token))).user).toMatchObject({ language: "de" });
    expect((await patch(undefined, { language: "fr" })).status).toBe(401);
  });
});

describe("change of email", () => {
  const requestChange = (token: string, body: unknown) => call("/api/account/email", { method: "POST", token, json: body });
  const confirmChange = (token: unknown, sessionToken?: string) =>
    call("/api/account/email/confirm", { method: "POST", json: { token }, token: sessionToken });

  it("changes the address only once the link sent to the NEW address is opened, and tells the old one", async () => {
    const { email, token } = await signUp();
    const next = uniqueEmail("moved");
    const res = await requestChange(token, { email: next.toUpperCase(), password: PASSWORD });
    expect(res.status, await res.clone().text()).toBe(202);
    expect(await json(res)).toMatchObject({ pendingEmail: next });
    expect((await json(await me(token))).user).toMatchObject({ email });
    expect((await mailTo(email)).some((m) => m.body.includes("confirm-email"))).toBe(false);
    const link = await linkTokenFrom(next, "confirm-email");

    // The signup verification endpoint does not accept it (it would verify the old address).
    const wrongDoor = await call(`/api/auth/verify-email?token=${encodeURIComponent(link)}`);
    expect(wrongDoor.status).toBe(400);

    // Opened in the browser that asked for it: that browser gets a new session, the others end (ADR 0027, 0062).
    const confirmed = await confirmChange(link, token);
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    const body = await json(confirmed);
    expect(body.user).toMatchObject({ email: next, emailVerified: true });
    expect((await json(await me(body.token as string))).user).toMatchObject({ email: next, emailVerified: true });
    const notice = (await mailTo(email))[0];
    expect(notice.subject).toBe("The email of your Skinstack account was changed");
    expect(notice.body).not.toContain(next);
    expect((await login(email, PASSWORD)).status).toBe(401);
    expect((await login(next, PASSWORD)).status).toBe(200);

    const reuse = await confirmChange(link);
    expect(reuse.status).toBe(400);
    expect((await json(reuse)).code).toBe("token_used");
  });

  it("needs the password: missing 400, wrong 403, and nothing is sent", async () => {
    const { token } = await signUp();
    const next = uniqueEmail("nope");
    const missing = await requestChange(token, { email: next });
    expect(missing.status).toBe(400);
    expect((await json(missing)).code).toBe("password_required");
    const wrong = await requestChange(token, { email: next, password: "not it at all" });
    expect(wrong.status).toBe(403);
    expect((await json(wrong)).code).toBe("wrong_password");
    expect(await mailTo(next)).toHaveLength(0);
  });

  it("answers a taken address as if it were free (ADR 0027), and refuses the same address and a malformed one (400)", async () => {
    const { token, email } = await signUp();
    const other = await signUp();
    expect((await requestChange(token, { email: other.email, password: PASSWORD })).status).toBe(202);
    const same = await requestChange(token, { email, password: PASSWORD });
    expect(same.status).toBe(400);
    expect((await json(same)).code).toBe("same_email");
    expect((await requestChange(token, { email: "nope", password: PASSWORD })).status).toBe(400);
    expect((await call("/api/account/email", { method: "POST", json: { email: uniqueEmail(), password: PASSWORD } })).status).toBe(401);
  });

  it("only the latest link works, an expired or forged one is refused, and an address taken meanwhile is a 409", async () => {
    const { token, user, email } = await signUp();
    const first = uniqueEmail("first");
    const second = uniqueEmail("second");
    await requestChange(token, { email: first, password: PASSWORD });
    const firstLink = await linkTokenFrom(first, "confirm-email");
    await requestChange(token, { email: second, password: PASSWORD });
    const secondLink = await linkTokenFrom(second, "confirm-email");
    expect((await json(await confirmChange(firstLink))).code).toBe("invalid_token");
    expect((await json(await confirmChange("B".repeat(43)))).code).toBe("invalid_token");

    await withTestDb((db) =>
      db.update(emailVerificationTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailVerificationTokens.userId, user.id)),
    );
    const expired = await confirmChange(secondLink);
    expect(expired.status).toBe(400);
    expect((await json(expired)).code).toBe("token_expired");
    expect((await json(await me(token))).user).toMatchObject({ email });

    const third = uniqueEmail("third");
    await requestChange(token, { email: third, password: PASSWORD });
    const thirdLink = await linkTokenFrom(third, "confirm-email");
    await signUp(third); // someone takes it before the link is opened
    const taken = await confirmChange(thirdLink);
    expect(taken.status).toBe(409);
    expect((await json(await me(token))).user).toMatchObject({ email });
  });
});

/** A user with something in every table the export covers. */
async function fullAccount() {
  const owner = await signUp(uniqueEmail("full"));
  const friend = await signUp(uniqueEmail("friend"));
  const routine = await call("/api/evaluate-stack", {
    method: "POST",
    token: owner.token,
    json: {
      stackName: "My night routine",
      goal: "hydration",
      skinFeeling: "tight after cleansing",
      morningProducts: [{ name: "Gentle Cleanser", productType: "Cleanser", ingredients: "Aqua, Glycerin" }],
      nightProducts: [{ name: "Night Cream", productType: "Moisturizer", ingredients: "Aqua, Glycerin, Niacinamide" }],
    },
  });
  expect(routine.status, await routine.clone().text()).toBe(202);
  const routineId = (await json(routine)).id as string;
  const profile = await call("/api/profile", {
    method: "PUT",
    token: owner.token,
    json: { skinType: "dry", primaryConcern: "hydration", ageBracket: "30-39", sensitivities: ["fragrance"], pregnant: true },
  });
  expect(profile.status, await profile.clone().text()).toBe(200);
  const post = await call("/api/posts", { method: "POST", token: owner.token, json: { stackId: routineId, title: "Owner's post" } });
  expect(post.status, await post.clone().text()).toBe(201);
  const postId = (await json(post)).id as string;
  await call(`/api/posts/${postId}/like`, { method: "POST", token: owner.token, json: { isLike: true } });
  await call(`/api/posts/${postId}/comments`, { method: "POST", token: friend.token, json: { content: "Nice routine" } });

  // The friend's post, on which the owner comments and likes (the friend is notified).
  const friendRoutine = await call("/api/evaluate-stack", {
    method: "POST",
    token: friend.token,
    json: { goal: "glow", morningProducts: [{ name: "A", productType: "Serum", ingredients: "Aqua" }], nightProducts: [{ name: "B", productType: "Serum", ingredients: "Aqua" }] },
  });
  expect(friendRoutine.status, await friendRoutine.clone().text()).toBe(202);
  const friendPost = await call("/api/posts", { method: "POST", token: friend.token, json: { stackId: (await json(friendRoutine)).id, title: "Friend's" } });
  expect(friendPost.status, await friendPost.clone().text()).toBe(201);
  const friendPostId = (await json(friendPost)).id as string;
  expect((await call(`/api/posts/${friendPostId}/comments`, { method: "POST", token: owner.token, json: { content: "Owner was here" } })).status).toBe(201);
  expect((await call(`/api/posts/${friendPostId}/like`, { method: "POST", token: owner.token, json: { isLike: true } })).status).toBeLessThan(300);

  const intent = await call("/api/payments/create-payment-intent", { method: "POST", token: owner.token, json: { packageId: "small" } });
  const paymentIntentId = (await json(intent)).paymentIntentId as string;
  const paid = await call("/api/payments/sandbox/confirm", {
    method: "POST",
    token: owner.token,
    json: { paymentIntentId, cardNumber: "4242 4242 4242 4242" },
  });
  expect(paid.status, await paid.clone().text()).toBe(200);
  const credited = await call("/api/payments/add-credits", { method: "POST", token: owner.token, json: { paymentIntentId } });
  expect(credited.status, await credited.clone().text()).toBe(200);
  return { owner, friend, stackId: routineId, postId, friendPostId };
}

describe("export my data", () => {
  it("answers a JSON attachment with everything stored about the user and nothing of others", async () => {
    const { owner, friend, stackId: routineId, postId, friendPostId } = await fullAccount();
    const res = await call("/api/account/export", { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="skinstack-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await res.text();
    const data = JSON.parse(text);
    expect(data.profile).toMatchObject({ id: owner.user.id, email: owner.email, name: "Test", hasPassword: true });
    expect(data.skinProfile).toMatchObject({ skinType: "dry", sensitivities: ["fragrance"], pregnant: 1 });
    expect(data.routines).toHaveLength(1);
    expect(data.routines[0]).toMatchObject({ id: routineId, name: "My night routine", skinFeeling: "tight after cleansing" });
    expect(data.routines[0].products.map((p: { name: string }) => p.name).sort()).toEqual(["Gentle Cleanser", "Night Cream"]);
    expect(Array.isArray(data.routines[0].evaluations)).toBe(true);
    expect(data.posts.map((p: { id: string }) => p.id)).toEqual([postId]);
    expect(data.comments).toEqual([expect.objectContaining({ postId: friendPostId, content: "Owner was here" })]);
    expect(data.reactions).toHaveLength(2);
    expect(data.notifications).toEqual([expect.objectContaining({ actorId: friend.user.id, type: "comment" })]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.creditLedger.map((r: { reason: string }) => r.reason)).toEqual(expect.arrayContaining(["signup_grant", "purchase"]));
    expect(data.payments).toEqual([expect.objectContaining({ packageId: "small", userId: owner.user.id })]);
    // No secrets, and nothing of the friend's own data.
    expect(text).not.toMatch(/passwordHash|tokenHash|ticketHash|pbkdf2/);
    expect(text).not.toContain(friend.email);
    expect(text).not.toContain("Nice routine");
    expect((await call("/api/account/export")).status).toBe(401);
  });
});

describe("delete my account", () => {
  const remove = (token: string | undefined, body: unknown) => call("/api/account", { method: "DELETE", token, json: body });

  it("a wrong password is 403 and deletes nothing; a missing one is 400", async () => {
    const { owner, stackId: routineId } = await fullAccount();
    const wrong = await remove(owner.token, { password: "not my password" });
    expect(wrong.status).toBe(403);
    expect((await json(wrong)).code).toBe("wrong_password");
    const missing = await remove(owner.token, {});
    expect(missing.status).toBe(400);
    expect((await json(missing)).code).toBe("password_required");
    expect((await me(owner.token)).status).toBe(200);
    expect((await call(`/api/stacks/${routineId}`, { token: owner.token })).status).toBe(200);
    expect((await remove(undefined, { password: PASSWORD })).status).toBe(401);
  });

  it("removes the personal data, keeps payments and ledger on a stripped row, and the account cannot sign in again", async () => {
    const { owner, friend, postId, friendPostId } = await fullAccount();
    const other = await loginToken(owner.email);
    const res = await remove(owner.token, { password: PASSWORD });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/^session=;/);
    expect((await me(owner.token)).status).toBe(401);
    expect((await me(other)).status).toBe(401);
    expect((await login(owner.email, PASSWORD)).status).toBe(401);

    const id = owner.user.id;
    const left = await withTestDb(async (db) => ({
      user: (await db.select().from(users).where(eq(users.id, id)))[0],
      stacks: await db.select().from(routines).where(eq(routines.userId, id)),
      posts: await db.select().from(posts).where(eq(posts.userId, id)),
      sessions: await db.select().from(sessions).where(eq(sessions.userId, id)),
      ledger: await db.select().from(creditLedger).where(eq(creditLedger.userId, id)),
      payments: await db.select().from(payments).where(eq(payments.userId, id)),
      friendNotifications: await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, friend.user.id), eq(notifications.actorId, id))),
    }));
    expect(left.user).toMatchObject({ email: `deleted:${id}`, name: null, username: null, passwordHash: null, emailVerifiedAt: null });
    expect(left.user.deletedAt).toBeInstanceOf(Date);
    expect(left.stacks).toEqual([]);
    expect(left.posts).toEqual([]);
    expect(left.sessions).toEqual([]);
    expect(left.friendNotifications).toEqual([]);
    expect(left.ledger.length).toBeGreaterThanOrEqual(2);
    expect(left.payments).toHaveLength(1);

    expect((await call(`/api/posts/${postId}`)).status).toBe(404);
    const comments = await json(await call(`/api/posts/${friendPostId}/comments`));
    expect(JSON.stringify(comments)).not.toContain("Owner was here");
    const friendPost = await json(await call(`/api/posts/${friendPostId}`));
    expect(JSON.stringify(friendPost)).toMatch(/"likeCount":0/);

    // The address is free again: its owner can start over with a new account.
    const again = await call("/api/auth/signup", { method: "POST", json: { email: owner.email, password: PASSWORD } });
    expect(again.status).toBe(201);
    expect((await json(again)).user).not.toMatchObject({ id });
    // A reset request for the old address reaches nobody's deleted account.
    const resetRows = await withTestDb((db) => db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, id)));
    expect(resetRows).toEqual([]);
  });

  it("without a password, a Google sign-in in the last 10 minutes is the evidence", async () => {
    const stale = await googleOnlyAccount(11);
    const refused = await remove(stale.token, {});
    expect(refused.status).toBe(403);
    expect((await json(refused)).code).toBe("recent_sign_in_required");
    expect((await me(stale.token)).status).toBe(200);

    const fresh = await googleOnlyAccount(2);
    const res = await remove(fresh.token, {});
    expect(res.status, await res.clone().text()).toBe(200);
    const links = await withTestDb((db) => db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, fresh.user.id)));
    expect(links).toEqual([]);
    expect((await me(fresh.token)).status).toBe(401);
  });

  it("an account without a password and without a Google link cannot use the recent-session path", async () => {
    const email = uniqueEmail("orphan");
    const token = await withTestDb(async (db) => {
      const [user] = await db.insert(users).values({ email, passwordHash: null }).returning();
      return (await createSession(db, user.id, sessionSecret(testEnv()))).token;
    });
    const res = await remove(token, {});
    expect(res.status).toBe(403);
    expect((await me(token)).status).toBe(200);
  });
});

/* ------------------------------------------------------------------ issue #26: emailed links (ADR 0027) */

describe("every emailed link dies together (ADR 0027)", () => {
  const requestChange = (token: string, body: unknown) => call("/api/account/email", { method: "POST", token, json: body });
  const confirmChange = (token: unknown, sessionToken?: string) =>
    call("/api/account/email/confirm", { method: "POST", json: { token }, token: sessionToken });
  const undo = (token: unknown) => call("/api/account/email/undo", { method: "POST", json: { token } });
  const changePassword = (token: string, currentPassword: string, newPassword: string) =>
    call("/api/auth/change-password", { method: "POST", token, json: { currentPassword, newPassword } });
  const verifyLink = (token: string) => call(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);

  it("a change-of-email link an attacker asked for (knowing the password) dies when the owner resets the password", async () => {
    const victim = await signUp();
    const attackerMailbox = uniqueEmail("attacker");
    expect((await requestChange(victim.token, { email: attackerMailbox, password: PASSWORD })).status).toBe(202);
    const parked = await linkTokenFrom(attackerMailbox, "confirm-email");

    await requestReset(victim.email);
    expect((await confirmReset(await linkTokenFrom(victim.email, "reset-password"), NEW_PASSWORD)).status).toBe(200);

    const res = await confirmChange(parked);
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ code: "token_revoked" });
    expect((await login(victim.email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(attackerMailbox, NEW_PASSWORD)).status).toBe(401);
  });

  it("... and when the owner changes the password", async () => {
    const victim = await signUp();
    const attackerMailbox = uniqueEmail("attacker");
    expect((await requestChange(victim.token, { email: attackerMailbox, password: PASSWORD })).status).toBe(202);
    const parked = await linkTokenFrom(attackerMailbox, "confirm-email");
    const changed = await changePassword(victim.token, PASSWORD, NEW_PASSWORD);
    expect(changed.status).toBe(200);
    const res = await confirmChange(parked);
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ code: "token_revoked" });
    expect((await json(await me((await json(changed)).token as string))).user).toMatchObject({ email: victim.email });
  });

  it("pre-account hijacking: an unverified account cannot ask for a change of email, and a parked link dies when the owner recovers the account", async () => {
    const victimEmail = uniqueEmail("victim");
    const squatter = await signUp(victimEmail, "squatters password", { verified: false });
    const attackerMailbox = uniqueEmail("squatter");
    const refused = await requestChange(squatter.token, { email: attackerMailbox, password: "squatters password" });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({ code: "email_not_verified" });
    expect(await mailTo(attackerMailbox)).toHaveLength(0);

    // A link parked some other way (before this rule) carries the account's stamp of that time.
    const parked = "P".repeat(43);
    await withTestDb(async (db) =>
      db.insert(emailVerificationTokens).values({
        tokenHash: await sha256Hex(parked),
        userId: squatter.user.id,
        newEmail: attackerMailbox,
        expiresAt: new Date(Date.now() + 3600_000),
      }),
    );
    // The real owner recovers the account through the mailbox, verifies it and fills it.
    await requestReset(victimEmail);
    expect((await confirmReset(await linkTokenFrom(victimEmail, "reset-password"), NEW_PASSWORD)).status).toBe(200);
    const owner = await loginToken(victimEmail, NEW_PASSWORD);
    expect((await call("/api/auth/resend-verification", { method: "POST", token: owner })).status).toBe(200);
    expect((await verifyLink(await linkTokenFrom(victimEmail, "verify-email"))).status).toBe(200);

    const res = await confirmChange(parked);
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ code: "token_revoked" });
    expect((await json(await me(owner))).user).toMatchObject({ email: victimEmail, emailVerified: true });
  });

  it("a reset link sent to the old address dies with the change of email", async () => {
    const { email, token, user } = await signUp();
    await requestReset(email);
    const oldReset = await linkTokenFrom(email, "reset-password");
    const next = uniqueEmail("next");
    await requestChange(token, { email: next, password: PASSWORD });
    expect((await confirmChange(await linkTokenFrom(next, "confirm-email"), token)).status).toBe(200);
    const hash = await passwordHashOf(user.id);
    const res = await confirmReset(oldReset, "the old mailbox's password");
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ code: "token_revoked" });
    expect(await passwordHashOf(user.id)).toBe(hash);
  });

  it("a verification link dies when the password changes, and a reset link when someone else proves the mailbox", async () => {
    const { email, token: first } = await signUp(uniqueEmail(), PASSWORD, { verified: false });
    const verification = await linkTokenFrom(email, "verify-email");
    const changed = await changePassword(first, PASSWORD, NEW_PASSWORD);
    expect(changed.status).toBe(200);
    const token = (await json(changed)).token as string;
    expect(await json(await verifyLink(verification))).toMatchObject({ code: "token_revoked" });

    await requestReset(email);
    const reset = await linkTokenFrom(email, "reset-password");
    expect((await call("/api/auth/resend-verification", { method: "POST", token })).status).toBe(200);
    expect((await verifyLink(await linkTokenFrom(email, "verify-email"))).status).toBe(200);
    expect(await json(await confirmReset(reset, "yet another password"))).toMatchObject({ code: "token_revoked" });
  });

  it("a change of email signs out the other sessions and mails the old address an undo link", async () => {
    const { email, token } = await signUp();
    const other = await loginToken(email);
    const next = uniqueEmail("moved");
    await requestChange(token, { email: next, password: PASSWORD });
    const confirmed = await confirmChange(await linkTokenFrom(next, "confirm-email"), token);
    expect(confirmed.status).toBe(200);
    expect((await me((await json(confirmed)).token as string)).status).toBe(200);
    expect((await me(token)).status).toBe(401);
    expect((await me(other)).status).toBe(401);
    const notice = (await mailTo(email))[0];
    expect(notice.subject).toBe("The email of your Skinstack account was changed");
    expect(notice.body).toMatch(/undo-email\?token=[\w-]{43}/);
    expect(notice.body).toContain("7 days");
  });

  it("links replayed after a change of address was undone: the change link and a later verification link move nothing (ADR 0068 review)", async () => {
    const owner = await signUp();
    const next = uniqueEmail("moved");
    await requestChange(owner.token, { email: next, password: PASSWORD });
    const changeLink = await linkTokenFrom(next, "confirm-email");
    const moved = await confirmChange(changeLink, owner.token);
    expect(moved.status).toBe(200);
    expect((await undo(await linkTokenFrom(owner.email, "undo-email"))).status).toBe(200);
    for (const session of [undefined, (await json(moved)).token as string]) {
      const replay = await confirmChange(changeLink, session);
      expect(replay.status).toBe(400);
      expect(["token_used", "token_revoked"]).toContain((await json(replay)).code);
    }
    // The signup's verification link, opened long after, verifies nothing any more either.
    const signupLink = await linkTokenFrom(owner.email, "verify-email");
    expect((await verifyLink(signupLink)).status).toBe(400);
    const [row] = await withTestDb((db) => db.select({ email: users.email }).from(users).where(eq(users.id, owner.user.id)));
    expect(row.email).toBe(owner.email);
  });

  it("the undo link restores the old address after the new holder changed the password, ends every session and link, and leads to a new password", async () => {
    const victim = await signUp();
    const attackerMailbox = uniqueEmail("thief");
    await requestChange(victim.token, { email: attackerMailbox, password: PASSWORD });
    const moved = await confirmChange(await linkTokenFrom(attackerMailbox, "confirm-email"), victim.token);
    expect(moved.status).toBe(200);
    const undoLink = await linkTokenFrom(victim.email, "undo-email");
    // The thief settles in: a new password, and a reset link and a change link of his own.
    const changed = await changePassword((await json(moved)).token as string, PASSWORD, "the thief's password");
    expect(changed.status).toBe(200);
    const thiefDevice = (await json(changed)).token as string;
    const thief = await loginToken(attackerMailbox, "the thief's password");
    await requestReset(attackerMailbox);
    const thiefReset = await linkTokenFrom(attackerMailbox, "reset-password");
    // The old address is reserved while the undo link lives: nobody can sign up with it.
    const squat = await call("/api/auth/signup", { method: "POST", json: { email: victim.email, password: PASSWORD } });
    expect(squat.status).toBe(409);

    const res = await undo(undoLink);
    expect(res.status, await res.clone().text()).toBe(200);
    const body = await json(res);
    expect(body.resetToken).toMatch(/^[\w-]{43}$/);
    expect((await me(thief)).status).toBe(401);
    expect((await me(thiefDevice)).status).toBe(401);
    expect((await login(attackerMailbox, "the thief's password")).status).toBe(401);
    expect((await login(victim.email, "the thief's password")).status).toBe(401);
    expect(await json(await confirmReset(thiefReset, "thief again!"))).toMatchObject({ code: "token_revoked" });
    expect((await confirmReset(body.resetToken, NEW_PASSWORD)).status).toBe(200);
    const back = await loginToken(victim.email, NEW_PASSWORD);
    expect((await json(await me(back))).user).toMatchObject({ email: victim.email, emailVerified: true });

    const again = await undo(undoLink);
    expect(again.status).toBe(400);
    expect(await json(again)).toMatchObject({ code: "token_used" });
  });

  it("an undo link works for 7 days, and forged ones are refused with 400", async () => {
    const { email, token, user } = await signUp();
    const next = uniqueEmail("later");
    await requestChange(token, { email: next, password: PASSWORD });
    const fresh = (await json(await confirmChange(await linkTokenFrom(next, "confirm-email"), token))).token as string;
    const undoLink = await linkTokenFrom(email, "undo-email");
    const rows = await withTestDb((db) => db.select().from(emailChangeUndoTokens).where(eq(emailChangeUndoTokens.userId, user.id)));
    expect(rows).toHaveLength(1);
    const ttl = rows[0].expiresAt.getTime() - rows[0].createdAt.getTime();
    expect(ttl).toBeGreaterThan(7 * 86400_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(7 * 86400_000 + 1000);
    await withTestDb((db) => db.update(emailChangeUndoTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailChangeUndoTokens.userId, user.id)));
    expect(await json(await undo(undoLink))).toMatchObject({ code: "token_expired" });
    expect(await json(await undo("Q".repeat(43)))).toMatchObject({ code: "invalid_token" });
    for (const bad of ["", 5, "x".repeat(500)]) expect((await undo(bad)).status).toBe(400);
    expect((await json(await me(fresh))).user).toMatchObject({ email: next });
  });

  it("a taken address is not revealed: the same 202, no link, and its owner gets a notice", async () => {
    const { token } = await signUp();
    const other = await signUp();
    const free = uniqueEmail("free");
    const takenAnswer = await requestChange(token, { email: other.email, password: PASSWORD });
    const freeAnswer = await requestChange(token, { email: free, password: PASSWORD });
    expect(takenAnswer.status).toBe(202);
    expect(freeAnswer.status).toBe(202);
    const takenBody = await json(takenAnswer);
    const freeBody = await json(freeAnswer);
    expect(takenBody.message).toBe(String(freeBody.message).replace(free, other.email));
    const toOther = await mailTo(other.email);
    expect(toOther.some((m) => m.body.includes("confirm-email"))).toBe(false);
    expect(toOther[0].subject).toBe("Someone tried to move a Skinstack account to your address");
  });

  it("limits change-of-email mails per account and per target address", async () => {
    const { token } = await signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await requestChange(token, { email: uniqueEmail(`spam${i}`), password: PASSWORD })).status);
    expect(statuses.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(statuses.slice(5)).toEqual([429, 429]);

    // Per mailbox, however it is spelt.
    const target = uniqueEmail("target");
    const spellings = [target, target.toUpperCase(), target.replace("@", "+a@"), target.replace("@", "+b@")];
    const answers: number[] = [];
    for (const spelling of spellings) answers.push((await requestChange((await signUp()).token, { email: spelling, password: PASSWORD })).status);
    expect(answers).toEqual([202, 202, 202, 429]);
    expect((await mailTo(target)).length).toBe(2);
  });
});

describe("deleted accounts never hold an address (issue #26)", () => {
  it("signing up with a deleted account's placeholder cannot block the deletion", async () => {
    const victim = await signUp();
    const blocker = await call("/api/auth/signup", {
      method: "POST",
      json: { email: `deleted-${victim.user.id}@deleted.invalid`, password: PASSWORD },
    });
    expect(blocker.status).toBe(400);
    expect(await json(blocker)).toMatchObject({ code: "validation_error" });
    const res = await call("/api/account", { method: "DELETE", token: victim.token, json: { password: PASSWORD } });
    expect(res.status, await res.clone().text()).toBe(200);
    const [row] = await withTestDb((db) => db.select().from(users).where(eq(users.id, victim.user.id)));
    expect(row.email).not.toContain("@");
  });

  it.each(["a@deleted.invalid", "b@host.localhost", "c@printer.local", "d@site.example", "e@x.onion", "f@Host.INVALID"])(
    "sign-up and change of email refuse the special-use address %s",
    async (address) => {
      const res = await call("/api/auth/signup", { method: "POST", json: { email: address, password: PASSWORD } });
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ code: "validation_error" });
      const { token } = await signUp();
      const change = await call("/api/account/email", { method: "POST", token, json: { email: address, password: PASSWORD } });
      expect(change.status).toBe(400);
    },
  );

  it("free credits come once per mailbox: deleting and signing up again with it gives none", async () => {
    const local = `credits${crypto.randomUUID().slice(0, 8)}`;
    const first = await signUp(`${local}@gmail.com`);
    expect(first.user.credits).toBe(3);
    expect((await call("/api/account", { method: "DELETE", token: first.token, json: { password: PASSWORD } })).status).toBe(200);
    // The same mailbox, written another way (gmail ignores dots and +tags).
    const again = await signUp(`${local.slice(0, 3)}.${local.slice(3)}+again@googlemail.com`);
    expect(again.user).toMatchObject({ emailVerified: true, credits: 0 });
    const claims = await withTestDb((db) => db.select().from(freeCreditClaims));
    expect(JSON.stringify(claims)).not.toContain(local);
  });
});

describe("revoked sessions' live sockets are closed (issue #26)", () => {
  async function socketOf(token: string) {
    const res = await call("/api/user/updates", { token, headers: { upgrade: "websocket" } });
    expect(res.status).toBe(101);
    const ws = res.webSocket!;
    let closed: number | null = null;
    let opened = false;
    ws.addEventListener("message", () => void (opened = true));
    ws.addEventListener("close", (e) => void (closed = e.code));
    ws.accept();
    await vi.waitFor(() => expect(opened).toBe(true));
    return { closedWith: async () => (await vi.waitFor(() => expect(closed).not.toBeNull()), closed) };
  }

  it("on a change of email, a password change, sign-out-everywhere and deletion", async () => {
    const account = await signUp();
    const next = uniqueEmail("socket");
    let other = await socketOf(await loginToken(account.email));
    let own = await socketOf(account.token);
    let token = await requestChangeAndConfirm(account.token, next);
    expect(await other.closedWith()).toBe(CLOSE_SESSION_ENDED);
    // The device that made the change has a new session: its old one's socket ends too (ADR 0062).
    expect(await own.closedWith()).toBe(CLOSE_SESSION_ENDED);

    other = await socketOf(await loginToken(next));
    own = await socketOf(token);
    const changed = await call("/api/auth/change-password", { method: "POST", token, json: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } });
    token = (await json(changed)).token as string;
    expect(await other.closedWith()).toBe(CLOSE_SESSION_ENDED);
    expect(await own.closedWith()).toBe(CLOSE_SESSION_ENDED);

    other = await socketOf(await loginToken(next, NEW_PASSWORD));
    await call("/api/auth/sessions/revoke-all", { method: "POST", token });
    expect(await other.closedWith()).toBe(CLOSE_SESSION_ENDED);

    own = await socketOf(token);
    await call("/api/account", { method: "DELETE", token, json: { password: NEW_PASSWORD } });
    expect(await own.closedWith()).toBe(CLOSE_SESSION_ENDED);
  });

  async function requestChangeAndConfirm(token: string, next: string) {
    expect((await call("/api/account/email", { method: "POST", token, json: { email: next, password: PASSWORD } })).status).toBe(202);
    const res = await call("/api/account/email/confirm", { method: "POST", token, json: { token: await linkTokenFrom(next, "confirm-email") } });
    expect(res.status).toBe(200);
    return (await json(res)).token as string;
  }
});
