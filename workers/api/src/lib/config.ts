import type { Env } from "../env";
import { notConfigured } from "./errors";

/**
 * Without SESSION_SECRET outside production: a random secret of this isolate, never a constant of
 * the repository (a token signed with a published value would be accepted). `npm start` passes a
 * secret it generated once and keeps in .data/ (scripts/lib/session-secret.ts), so local sessions
 * survive restarts; tests set their own or share the isolate's.
 */
let isolateSecret: string | null = null;
function randomIsolateSecret(): string {
  isolateSecret ??= [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, "0")).join("");
  return isolateSecret;
}

export function isProduction(env: Env): boolean {
  return env.ENVIRONMENT === "production";
}

export function freeCredits(env: Env): number {
  const n = Number(env.FREE_CREDITS ?? "3");
  return Number.isInteger(n) && n >= 0 ? n : 3;
}

/**
 * The addresses ADMIN_EMAILS lists, lowercased. Being listed is not enough for the admin role: grant
 * it through `roleForVerifiedEmail` (./accounts/users), which also requires the address to be verified.
 */
export function adminEmails(env: Env): Set<string> {
  return new Set(
    (env.ADMIN_EMAILS ?? "")
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
}

export function sessionSecret(env: Env): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (isProduction(env)) throw notConfigured("SESSION_SECRET", "Sign-in");
  return randomIsolateSecret();
}

export function appUrl(env: Env, request: Request): string {
  return (env.APP_URL ?? new URL(request.url).origin).replace(/\/$/, "");
}

export function databaseUrl(env: Env): string {
  if (!env.DATABASE_URL) throw notConfigured("DATABASE_URL", "The database");
  return env.DATABASE_URL;
}
