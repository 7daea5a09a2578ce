/**
 * The person check past a limit (ADR 0028): Cloudflare Turnstile's token, verified with its
 * siteverify endpoint (secret, token and the client's address). Without TURNSTILE_SECRET_KEY
 * outside production, the web app's clearly labelled local stand-in sends STAND_IN_TOKEN, which
 * passes; in production a missing secret is 503 naming the setting, never a fake success.
 */
import { CHALLENGE_FAILED, CHALLENGE_REQUIRED, STAND_IN_TOKEN, TURNSTILE_SITEVERIFY } from "@core/challenge";
import type { Env } from "../env";
import { isProduction } from "./config";
import { ApiError, notConfigured } from "./errors";

export type ChallengeEnv = Pick<Env, "TURNSTILE_SECRET_KEY" | "ENVIRONMENT">;

/** How long siteverify may take before the check counts as unavailable. */
const SITEVERIFY_TIMEOUT_MS = 5000;

export const challengeRequired = (message = "Please confirm you're a person to continue.") =>
  new ApiError(429, CHALLENGE_REQUIRED, message);

const challengeFailed = () =>
  new ApiError(403, CHALLENGE_FAILED, "We could not confirm you're a person. Please do the check again and resend.");

const challengeUnavailable = () =>
  new ApiError(503, "challenge_unavailable", "We could not check that you're a person just now. Please try again in a minute.");

interface SiteverifyAnswer {
  success?: boolean;
  "error-codes"?: string[];
}

/**
 * Passes when `token` is a solved check; otherwise throws 429 `challenge_required` (no token; the
 * message says why one is needed), 403 `challenge_failed` (a token Turnstile refuses: made up,
 * expired or used before) or 503 (Turnstile unreachable, or not configured in production).
 */
export async function requireChallenge(env: ChallengeEnv, token: string | undefined, remoteIp: string, why?: string): Promise<void> {
  if (!token) throw challengeRequired(why);
  const secret = env.TURNSTILE_SECRET_KEY;
  if (!secret) {
    if (isProduction(env)) throw notConfigured("TURNSTILE_SECRET_KEY", "The person check (Cloudflare Turnstile)");
    if (token === STAND_IN_TOKEN) return;
    throw challengeFailed();
  }
  const body = new URLSearchParams({ secret, response: token });
  if (remoteIp !== "unknown") body.set("remoteip", remoteIp);
  let answer: SiteverifyAnswer;
  try {
    const res = await fetch(TURNSTILE_SITEVERIFY, { method: "POST", body, signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`siteverify answered ${res.status}`);
    answer = (await res.json()) as SiteverifyAnswer;
  } catch (error) {
    console.error("Turnstile siteverify failed", error);
    throw challengeUnavailable();
  }
  if (answer.success === true) return;
  const codes = answer["error-codes"] ?? [];
  if (codes.some((code) => code.includes("secret"))) {
    // Our setting is wrong, not the client's check: say so in the log, not to the client.
    console.error("Turnstile refused TURNSTILE_SECRET_KEY", codes);
    throw challengeUnavailable();
  }
  throw challengeFailed();
}
