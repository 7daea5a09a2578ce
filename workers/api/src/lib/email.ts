import type { Database } from "@db/client";
import { translatorFromFiles } from "@core/i18n/has-catalogue";
import type { LanguageInputs } from "@core/i18n/negotiate";
import type { Translator } from "@core/i18n/translator";
import { outboxEmails } from "@db/schema";
import type { Env } from "../env";
import { isProduction } from "./config";
import { notConfigured } from "./errors";

export interface Email {
  to: string;
  subject: string;
  body: string;
}

/** What in a request says its language (the `lang` cookie, Accept-Language), kept for emails sent after the response. */
export type RequestLanguage = Pick<LanguageInputs, "cookie" | "acceptLanguage">;

export function requestLanguageOf(request: Request): RequestLanguage {
  return { cookie: request.headers.get("cookie"), acceptLanguage: request.headers.get("accept-language") };
}

/**
 * The language an email to a person is written in (ADR 0042): their account's setting, else the
 * language of the request that makes us write (the `lang` cookie, Accept-Language), else English.
 */
export function emailTranslator(account: string | null | undefined, request: RequestLanguage): Promise<Translator> {
  return translatorFromFiles({ ...request, account });
}

/** Attempts at the provider, and the waits between them. */
export const EMAIL_RETRY_DELAYS_MS = [300, 1200];

/** In production, email needs a provider: a missing key is refused up front, never a fake success. */
export function assertEmailConfigured(env: Env) {
  if (!env.EMAIL_API_KEY && isProduction(env)) throw notConfigured("EMAIL_API_KEY", "Email");
}

/**
 * Sends an email; answers whether it went out. With no EMAIL_API_KEY outside production the
 * message goes to the local outbox (printed and listed at /dev/outbox). The provider is tried
 * again after a failure (network error, 5xx, 429); when it still fails the caller carries on:
 * whatever the email was for (an account, a reset link) exists, and the person can ask again.
 */
export async function sendEmail(env: Env, db: Database, email: Email, sleep = defaultSleep): Promise<boolean> {
  assertEmailConfigured(env);
  if (!env.EMAIL_API_KEY) {
    await db.insert(outboxEmails).values(email);
    if (env.ENVIRONMENT !== "test") console.log(`[outbox] to=${email.to} subject=${JSON.stringify(email.subject)}\n${email.body}`);
    return true;
  }
  for (let attempt = 0; ; attempt++) {
    let retryable = true;
    try {
      const response = await fetch(env.EMAIL_API_URL ?? "https://api.resend.com/emails", {
        method: "POST",
        headers: { authorization: `Bearer ${env.EMAIL_API_KEY}`, "content-type": "application/json" },
        body: JSON.stringify({ from: env.EMAIL_FROM ?? "Skinstack <no-reply@skinstack.app>", to: email.to, subject: email.subject, text: email.body }),
        signal: AbortSignal.timeout(5000),
      });
      await response.body?.cancel();
      if (response.ok) return true;
      retryable = response.status >= 500 || response.status === 429;
      console.error(`email: the provider answered ${response.status} (attempt ${attempt + 1})`, email.subject);
    } catch (error) {
      console.error(`email: the provider could not be reached (attempt ${attempt + 1})`, error instanceof Error ? error.message : error);
    }
    if (!retryable || attempt >= EMAIL_RETRY_DELAYS_MS.length) return false;
    await sleep(EMAIL_RETRY_DELAYS_MS[attempt]);
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
