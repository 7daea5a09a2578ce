/**
 * Rate limits, counted in the database so that they hold across Worker isolates, per network
 * (core/network: an IPv4 address, or an IPv6 /64), never per exact address: a machine given a /64
 * has countless addresses (ADR 0028).
 *
 * Failed sign-ins are counted per (email, network) pair, per network and per account. Past a
 * limit the client proves it is a person (a solved Turnstile check, lib/turnstile) instead of
 * waiting, so nobody can lock anyone out: not the owner of an account under attack, not the people
 * behind an address someone else abuses (an office, a phone carrier). Only far past the network's
 * ceiling does a network wait, solved checks or not.
 */
import { and, eq, lt, or, sql } from "drizzle-orm";
import { FORWARDED_CLIENT_IP, FORWARDING_SECRET_HEADER } from "@core/forwarding";
import { isAnonymousAddress, networkKey } from "@core/network";
import type { Database, Transaction } from "@db/client";
import { loginAttempts, rateLimitCounters } from "@db/schema";
import type { Env } from "../env";
import { ApiError } from "./errors";
import { verifyPassword } from "./accounts/password";
import { requireChallenge, type ChallengeEnv } from "./turnstile";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Failures of one (email, network) pair within the window that cost nothing: typos happen. */
export const FREE_LOGIN_FAILURES = 3;
/** Longest wait between two password checks of one pair outside sign-in (no check can be shown there). */
export const MAX_LOGIN_DELAY_SECONDS = 15 * 60;
/** Failed sign-ins from one network within the window, across all emails, before every sign-in there needs a check. */
export const LOGIN_FAILURES_PER_NETWORK = 30;
/** Failed sign-ins from one network within the window past which it waits, solved checks or not. */
export const LOGIN_FAILURES_PER_NETWORK_HARD = 200;
/** Failed sign-ins to one account within a day, from anywhere, before every sign-in to it needs a check. */
export const LOGIN_FAILURES_PER_ACCOUNT_PER_DAY = 10;

/** A sign-in's person check: the settings that verify it and the token the client sent, if any. */
export interface ChallengeInput {
  env: ChallengeEnv;
  token?: string;
}

/**
 * Seconds one (email, network) pair must wait after its latest failure, for password checks
 * outside sign-in: none for the first three failures, then 1 s, 2 s, 4 s... doubling, at most 15
 * minutes.
 */
export function loginDelaySeconds(failures: number): number {
  if (failures < FREE_LOGIN_FAILURES) return 0;
  return Math.min(MAX_LOGIN_DELAY_SECONDS, 2 ** (failures - FREE_LOGIN_FAILURES));
}

function waitMessage(seconds: number) {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

export function tooManyAttempts(message: string, retryAfterSeconds: number) {
  return new ApiError(429, "rate_limited", message, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
}

/** The failed sign-ins that count for `email` from `network`: the pair's, the network's and the account's. */
async function loginFailures(db: Database, email: string, network: string) {
  const window = new Date(Date.now() - LOGIN_WINDOW_MS).toISOString();
  const day = new Date(Date.now() - DAY_MS).toISOString();
  const recent = sql`${loginAttempts.createdAt} > ${window}::timestamptz`;
  const [row] = await db
    .select({
      pair: sql<number>`count(*) filter (where ${loginAttempts.email} = ${email} and ${loginAttempts.ip} = ${network} and ${recent})`.mapWith(Number),
      pairLast: sql<string | null>`max(${loginAttempts.createdAt}) filter (where ${loginAttempts.email} = ${email} and ${loginAttempts.ip} = ${network} and ${recent})`,
      network: sql<number>`count(*) filter (where ${loginAttempts.ip} = ${network} and ${recent})`.mapWith(Number),
      account: sql<number>`count(*) filter (where ${loginAttempts.email} = ${email})`.mapWith(Number),
    })
    .from(loginAttempts)
    .where(
      or(
        and(eq(loginAttempts.ip, network), sql`${recent}`),
        and(eq(loginAttempts.email, email), sql`${loginAttempts.createdAt} > ${day}::timestamptz`),
      ),
    );
  return row;
}

const networkMustWait = () =>
  tooManyAttempts("Too many failed sign-in attempts from your network. Please wait 15 minutes and try again.", LOGIN_WINDOW_MS / 1000);

/**
 * Whether a sign-in may go on to the password check. Past a limit (three failures of this
 * (email, network) pair, 30 failures of the network in 15 minutes, or 10 failures of the account
 * in a day) it needs a solved person check: without one, 429 `challenge_required`. Limits by
 * network skip addresses that name no one (local runs); far past its ceiling a network waits.
 */
export async function assertLoginAllowed(db: Database, email: string, ip: string, challenge: ChallengeInput) {
  const network = networkKey(ip);
  const failures = await loginFailures(db, email, network);
  const byNetwork = !isAnonymousAddress(ip);
  if (byNetwork && failures.network >= LOGIN_FAILURES_PER_NETWORK_HARD) throw networkMustWait();
  let why: string | null = null;
  if (failures.pair >= FREE_LOGIN_FAILURES) why = "Several sign-ins failed. Please confirm you're a person to try again.";
  else if (byNetwork && failures.network >= LOGIN_FAILURES_PER_NETWORK)
    why = "Many sign-ins failed from your network. Please confirm you're a person to continue.";
  else if (failures.account >= LOGIN_FAILURES_PER_ACCOUNT_PER_DAY)
    why = "There were many failed sign-ins to this account today. Please confirm you're a person to continue.";
  if (why) await requireChallenge(challenge.env, challenge.token, ip, why);
}

/**
 * A password check outside sign-in (change password, delete account: signed in, with no person
 * check on screen) waits instead: on the (email, network) pair 1 s, 2 s, 4 s... after three
 * failures, and far past the network's ceiling.
 */
async function assertPasswordCheckAllowed(db: Database, email: string, ip: string) {
  const failures = await loginFailures(db, email, networkKey(ip));
  if (!isAnonymousAddress(ip) && failures.network >= LOGIN_FAILURES_PER_NETWORK_HARD) throw networkMustWait();
  const delay = loginDelaySeconds(failures.pair);
  if (delay > 0 && failures.pairLast) {
    const waitMs = new Date(failures.pairLast).getTime() + delay * 1000 - Date.now();
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw tooManyAttempts(`Too many failed attempts. Please wait ${waitMessage(seconds)} and try again.`, seconds);
    }
  }
}

export async function recordFailedLogin(db: Database, email: string, ip: string) {
  const network = networkKey(ip);
  await db.insert(loginAttempts).values({ email, ip: network });
  // Keep the table small: rows older than a day no longer count, for this network or this account.
  await db
    .delete(loginAttempts)
    .where(and(or(eq(loginAttempts.ip, network), eq(loginAttempts.email, email)), lt(loginAttempts.createdAt, new Date(Date.now() - DAY_MS))));
}

/**
 * A password check outside sign-in (change password, delete account) counts like a sign-in: it
 * waits on the (email, network) pair, and a wrong password is a failure of that pair.
 */
export async function verifyPasswordThrottled(db: Database, email: string, ip: string, password: string, hash: string) {
  await assertPasswordCheckAllowed(db, email, ip);
  const ok = await verifyPassword(password, hash);
  if (!ok) await recordFailedLogin(db, email, ip);
  return ok;
}

/** A successful sign-in forgives the pair's earlier failures (the account's from elsewhere stay). */
export async function clearFailedLogins(db: Database, email: string, ip: string) {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, networkKey(ip))));
}

/** The limits of actions people could abuse: at most `limit` per `windowSeconds` per key. */
export const LIMITS = {
  // Past `limit`, each more needs a person check (enforceNetworkLimitOrChallenge); past `hardLimit`, wait.
  signup: {
    limit: 10,
    hardLimit: 50,
    windowSeconds: 3600,
    message: "Too many accounts created from your network. Please try again in an hour.",
    challenge: "Many accounts were created from your network in the last hour. Please confirm you're a person to continue.",
  },
  resendVerification: { limit: 5, windowSeconds: 3600, message: "You have asked for several verification emails. Please check your inbox, or try again in an hour." },
  passwordResetByAddress: {
    limit: 20,
    hardLimit: 100,
    windowSeconds: 3600,
    message: "Too many password reset requests from your network. Please try again in an hour.",
    challenge: "Many reset links were asked for from your network. Please confirm you're a person to continue.",
  },
  // Not shown to the requester (the answer never depends on the account): past it, no email goes out.
  passwordResetByEmail: { limit: 3, windowSeconds: 3600, message: "Too many password reset requests. Please try again in an hour." },
  // Change-of-email mails (ADR 0027): per account, and per target address whoever asks (counted for taken and free addresses alike).
  emailChangeByAccount: { limit: 5, windowSeconds: 3600, message: "You have asked for several changes of email. Please check that inbox, or try again in an hour." },
  emailChangeByTarget: { limit: 3, windowSeconds: 3600, message: "Several changes to this address were asked for recently. Please try again in an hour." },
  productCreation: { limit: 30, windowSeconds: 3600, message: "You have added many products in the last hour. Please try again later." },
  // Like posting and commenting (10 a minute each), per member.
  postEdits: { limit: 10, windowSeconds: 60, message: "You're editing posts too quickly. Please wait a minute and try again." },
  commentEdits: { limit: 10, windowSeconds: 60, message: "You're editing comments too quickly. Please wait a minute and try again." },
  // Renders of share images not in the cache yet (lib/routines/share-image-cache), per network.
  shareImageRenders: { limit: 60, windowSeconds: 600, message: "Too many new share images from your network. Please try again in a few minutes." },
  // Never shown (routes/analytics): the landing counter counts one click per network a day.
  analyzeClick: { limit: 1, windowSeconds: 24 * 3600, message: "Counted already today." },
  // New reports per member (ADR 0029): posts, comments and members; and "wrong ingredients" products.
  contentReports: { limit: 20, windowSeconds: 3600, message: "You have sent many reports in the last hour. Please try again later." },
  productReports: { limit: 20, windowSeconds: 3600, message: "You have reported many products in the last hour. Please try again later." },
  // Each start of a Google sign-in stores its state until it expires: per network.
  googleSignInStarts: { limit: 30, windowSeconds: 600, message: "Too many Google sign-ins were started from your network. Please try again in a few minutes." },
  // Each new checkout is a PaymentIntent at the provider: per member.
  paymentIntents: { limit: 20, windowSeconds: 3600, message: "You have started many checkouts in the last hour. Please try again later." },
  // Lookups that reach Open Beauty Facts (a barcode we lack, a search with few results), per network: each is an
  // outbound request whose products are stored. Past it the answer comes from our catalogue alone.
  openBeautyFactsLookups: { limit: 60, windowSeconds: 3600, message: "Open Beauty Facts was asked many times from your network in the last hour." },
  // Changes of display name or username, per member: each one that others can see renders the guest pages again.
  nameChanges: { limit: 10, windowSeconds: 3600, message: "You have changed your name many times in the last hour. Please try again later." },
  // Changes of what others read of a public routine (its name, goals, products), per member: each renders the guest
  // pages again. Edits others cannot see are not counted.
  routineEdits: { limit: 30, windowSeconds: 3600, message: "You have changed your public routines many times in the last hour. Please try again later." },
} as const satisfies Record<string, { limit: number; windowSeconds: number; message: string; hardLimit?: number; challenge?: string }>;

export type LimitName = keyof typeof LIMITS;
/** The limits past which a person check lets the action through. */
export type ChallengedLimitName = { [K in LimitName]: (typeof LIMITS)[K] extends { challenge: string } ? K : never }[LimitName];

/** `enforceRateLimit` keyed by the client's network, unless the address names no one. */
export async function enforceAddressRateLimit(db: Database, name: LimitName, ip: string) {
  if (!isAnonymousAddress(ip)) await enforceRateLimit(db, name, networkKey(ip));
}

/**
 * Counts one action of the network of `ip` and answers whether it is within the limit. An address that names no one
 * cannot be counted: locally (every request comes from this machine) it is within, in production it is not (every
 * request there names its client: Cloudflare's header, or the web app's forwarded one; ADR 0085), as the landing
 * counter does (routes/analytics).
 */
export async function withinAddressLimit(env: Pick<Env, "ENVIRONMENT">, db: Database, name: LimitName, ip: string): Promise<boolean> {
  if (isAnonymousAddress(ip)) return env.ENVIRONMENT !== "production";
  return (await countRateLimited(db, name, networkKey(ip))).allowed;
}

/**
 * A limit by network past which the client proves it is a person instead of waiting: up to
 * `limit` actions a window as they come, then each needs a solved check (429
 * `challenge_required` without one), and past `hardLimit` the network waits. Addresses that name
 * no one are not counted.
 */
export async function enforceNetworkLimitOrChallenge(db: Database, name: ChallengedLimitName, ip: string, challenge: ChallengeInput) {
  if (isAnonymousAddress(ip)) return;
  const { count, retryAfterSeconds } = await countRateLimited(db, name, networkKey(ip));
  const rule = LIMITS[name];
  if (count > rule.hardLimit) throw tooManyAttempts(rule.message, retryAfterSeconds);
  if (count > rule.limit) await requireChallenge(challenge.env, challenge.token, ip, rule.challenge);
}

/**
 * Counts one action of `key` under `name` and refuses it with 429 once the window's limit is
 * passed. Fixed windows in one upsert, so concurrent requests in any isolate count exactly. Inside
 * a transaction, the count commits or rolls back with the action.
 */
export async function enforceRateLimit(db: Database | Transaction, name: LimitName, key: string) {
  const { allowed, retryAfterSeconds } = await countRateLimited(db, name, key);
  if (!allowed) throw tooManyAttempts(LIMITS[name].message, retryAfterSeconds);
}

/** Counts one action and answers whether it is within the limit (for limits that must not show). */
export async function countRateLimited(db: Database | Transaction, name: LimitName, key: string) {
  const { limit, windowSeconds } = LIMITS[name];
  const now = Date.now();
  const windowStart = new Date(Math.floor(now / (windowSeconds * 1000)) * windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ bucket: name, key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.bucket, rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  if (row.count === 1) {
    // First of a window: the key's earlier windows are over.
    await db
      .delete(rateLimitCounters)
      .where(and(eq(rateLimitCounters.bucket, name), eq(rateLimitCounters.key, key), lt(rateLimitCounters.windowStart, windowStart)));
  }
  return { allowed: row.count <= limit, count: row.count, retryAfterSeconds: (windowStart.getTime() + windowSeconds * 1000 - now) / 1000 };
}

function sameSecret(a: string, b: string) {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * The client's address. Cloudflare sets CF-Connecting-IP on every request, and a client cannot
 * forge it. When the request came through the web app (locally, every request then comes from
 * 127.0.0.1), the web app names the client in a header, which counts only with the forwarding
 * secret both share: a client that sends the header itself gains nothing. X-Forwarded-For is
 * never trusted.
 */
export function clientIp(env: Pick<Env, "FORWARDING_SECRET">, request: Request): string {
  const secret = env.FORWARDING_SECRET;
  const forwarded = request.headers.get(FORWARDED_CLIENT_IP);
  const proof = request.headers.get(FORWARDING_SECRET_HEADER);
  if (secret && forwarded && proof && sameSecret(proof, secret)) return forwarded.slice(0, 64);
  return request.headers.get("cf-connecting-ip") ?? "unknown";
}
