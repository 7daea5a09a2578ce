/**
 * Rate limits, counted in the database so that they hold across Worker isolates.
 *
 * Sign-in is throttled per (email, client address), never per email alone: someone guessing at an
 * account from their own machine slows only themselves, and the owner signing in from anywhere
 * else is never refused. A generous ceiling per address stops one machine from guessing at many
 * accounts, without locking out people who share an address (an office, a phone carrier).
 */
import { and, eq, lt, sql } from "drizzle-orm";
import { FORWARDED_CLIENT_IP, FORWARDING_SECRET_HEADER } from "@core/forwarding";
import type { Database, Transaction } from "@db/client";
import { loginAttempts, rateLimitCounters } from "@db/schema";
import type { Env } from "../env";
import { ApiError } from "./errors";
import { verifyPassword } from "./accounts/password";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures of one (email, address) pair that cost nothing: typos happen. */
export const FREE_LOGIN_FAILURES = 3;
/** Longest wait between two attempts of one pair. */
export const MAX_LOGIN_DELAY_SECONDS = 15 * 60;
/** Failed sign-ins from one address within the window, across all emails, before it must wait. */
export const LOGIN_FAILURES_PER_ADDRESS = 100;

/**
 * Seconds one (email, address) pair must wait after its latest failure: none for the first three
 * failures, then 1 s, 2 s, 4 s... doubling, at most 15 minutes.
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

export async function assertLoginAllowed(db: Database, email: string, ip: string) {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const [row] = await db
    .select({
      pair: sql<number>`count(*) filter (where ${loginAttempts.email} = ${email})`.mapWith(Number),
      last: sql<string | null>`max(${loginAttempts.createdAt}) filter (where ${loginAttempts.email} = ${email})`,
      byAddress: sql<number>`count(*)`.mapWith(Number),
    })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), sql`${loginAttempts.createdAt} > ${since.toISOString()}::timestamptz`));
  if (row.byAddress >= LOGIN_FAILURES_PER_ADDRESS) {
    throw tooManyAttempts("Too many failed sign-in attempts from your network. Please wait 15 minutes and try again.", LOGIN_WINDOW_MS / 1000);
  }
  const delay = loginDelaySeconds(row.pair);
  if (delay > 0 && row.last) {
    const waitMs = new Date(row.last).getTime() + delay * 1000 - Date.now();
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw tooManyAttempts(`Too many failed sign-in attempts. Please wait ${waitMessage(seconds)} and try again.`, seconds);
    }
  }
}

export async function recordFailedLogin(db: Database, email: string, ip: string) {
  await db.insert(loginAttempts).values({ email, ip });
  // Keep the table small: rows older than the window no longer count.
  await db.delete(loginAttempts).where(and(eq(loginAttempts.ip, ip), lt(loginAttempts.createdAt, new Date(Date.now() - LOGIN_WINDOW_MS))));
}

/**
 * A password check outside sign-in (change password, delete account) counts like a sign-in: it
 * waits like one on the (email, address) pair, and a wrong password is a failure of that pair.
 */
export async function verifyPasswordThrottled(db: Database, email: string, ip: string, password: string, hash: string) {
  await assertLoginAllowed(db, email, ip);
  const ok = await verifyPassword(password, hash);
  if (!ok) await recordFailedLogin(db, email, ip);
  return ok;
}

/** A successful sign-in forgives the pair's earlier failures. */
export async function clearFailedLogins(db: Database, email: string, ip: string) {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip)));
}

/** The limits of actions people could abuse: at most `limit` per `windowSeconds` per key. */
export const LIMITS = {
  signup: { limit: 10, windowSeconds: 3600, message: "Too many accounts created from your network. Please try again in an hour." },
  resendVerification: { limit: 5, windowSeconds: 3600, message: "You have asked for several verification emails. Please check your inbox, or try again in an hour." },
  passwordResetByAddress: { limit: 20, windowSeconds: 3600, message: "Too many password reset requests from your network. Please try again in an hour." },
  // Not shown to the requester (the answer never depends on the account): past it, no email goes out.
  passwordResetByEmail: { limit: 3, windowSeconds: 3600, message: "Too many password reset requests. Please try again in an hour." },
  productCreation: { limit: 30, windowSeconds: 3600, message: "You have added many products in the last hour. Please try again later." },
  // Like posting and commenting (10 a minute each), per member.
  postEdits: { limit: 10, windowSeconds: 60, message: "You're editing posts too quickly. Please wait a minute and try again." },
  commentEdits: { limit: 10, windowSeconds: 60, message: "You're editing comments too quickly. Please wait a minute and try again." },
  // New reports per member (ADR 0029): posts, comments and members; and "wrong ingredients" products.
  contentReports: { limit: 20, windowSeconds: 3600, message: "You have sent many reports in the last hour. Please try again later." },
  productReports: { limit: 20, windowSeconds: 3600, message: "You have reported many products in the last hour. Please try again later." },
} as const satisfies Record<string, { limit: number; windowSeconds: number; message: string }>;

export type LimitName = keyof typeof LIMITS;

/**
 * Addresses that name no one in particular: this machine (local runs, where every browser is
 * 127.0.0.1) and requests without an address. Limits per address skip them; Cloudflare gives every
 * deployed request a real one.
 */
export function isAnonymousAddress(ip: string) {
  return ip === "unknown" || ip === "::1" || ip.startsWith("127.");
}

/** `enforceRateLimit` keyed by the client's address, unless the address names no one. */
export async function enforceAddressRateLimit(db: Database, name: LimitName, ip: string) {
  if (!isAnonymousAddress(ip)) await enforceRateLimit(db, name, ip);
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
  return { allowed: row.count <= limit, retryAfterSeconds: (windowStart.getTime() + windowSeconds * 1000 - now) / 1000 };
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
