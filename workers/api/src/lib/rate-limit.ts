import { and, count, eq, gt, lt, or } from "drizzle-orm";
import type { Database } from "../../../../drizzle/client";
import { loginAttempts } from "../../../../drizzle/schema";
import { tooManyRequests } from "./errors";

export const MAX_FAILED_LOGINS = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * Brute-force guard for sign-in, counted in the database so that it holds across Worker
 * isolates: 10 failures for one email or one IP within 15 minutes block further attempts.
 */
export async function assertLoginAllowed(db: Database, email: string, ip: string) {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const [byEmail] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), gt(loginAttempts.createdAt, since)));
  const [byIp] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), gt(loginAttempts.createdAt, since)));
  if (byEmail.n >= MAX_FAILED_LOGINS || byIp.n >= MAX_FAILED_LOGINS) {
    throw tooManyRequests("Too many failed sign-in attempts. Please wait 15 minutes and try again.");
  }
}

export async function recordFailedLogin(db: Database, email: string, ip: string) {
  await db.insert(loginAttempts).values({ email, ip });
  // Keep the table small: rows older than the window no longer count.
  const expired = new Date(Date.now() - LOGIN_WINDOW_MS);
  await db.delete(loginAttempts).where(and(or(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip)), lt(loginAttempts.createdAt, expired)));
}

export function clientIp(request: Request): string {
  return (
    request.headers.get("cf-connecting-ip") ??
    request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ??
    "unknown"
  );
}
