/**
 * The person check (Cloudflare Turnstile) that sign-in, sign-up and reset requests need past
 * their limits (ADR 0028), shared by the web app and the api Worker.
 */

/** Where Turnstile's script and frames come from (the page's CSP allows it only when configured). */
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";
export const TURNSTILE_SCRIPT = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js?render=explicit`;
export const TURNSTILE_SITEVERIFY = `${TURNSTILE_ORIGIN}/turnstile/v0/siteverify`;

/**
 * The token of the local stand-in shown instead of the widget while no site key is configured.
 * The api accepts it only without TURNSTILE_SECRET_KEY and outside production.
 */
export const STAND_IN_TOKEN = "local-stand-in";

/** The api's answer codes: a check is needed (429), or the token sent was not a solved check (403). */
export const CHALLENGE_REQUIRED = "challenge_required";
export const CHALLENGE_FAILED = "challenge_failed";

/** Turnstile tokens are at most 2048 characters. */
export const MAX_CHALLENGE_TOKEN_LENGTH = 2048;
