/**
 * What the person check looks like on this deployment (ADR 0028), for the loaders of the forms
 * that may need it: Cloudflare Turnstile with the web app's site key, else the labelled local
 * stand-in outside production, else nothing (production without a key: the form says so).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { ChallengeSettings } from "./person-check";

export function challengeSettings(env: { TURNSTILE_SITE_KEY?: string; ENVIRONMENT?: string } | undefined): ChallengeSettings {
  const siteKey = env?.TURNSTILE_SITE_KEY?.trim() || null;
  return { siteKey, standIn: !siteKey && env?.ENVIRONMENT !== "production" };
}

/** The loader of the sign-in, sign-up and forgot-password pages. */
export function challengeLoader({ context }: LoaderFunctionArgs) {
  return { challenge: challengeSettings(context.cloudflare?.env) };
}
