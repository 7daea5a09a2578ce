import type { Database } from "../../../../drizzle/client";
import { outboxEmails } from "../../../../drizzle/schema";
import type { Env } from "../env";
import { isProduction } from "./config";
import { notConfigured } from "./errors";

export interface Email {
  to: string;
  subject: string;
  body: string;
}

/**
 * Sends an email. With no EMAIL_API_KEY outside production the message goes to the local
 * outbox (printed and listed at /dev/outbox). In production a missing key is an error, never a
 * silent success.
 */
export async function sendEmail(env: Env, db: Database, email: Email): Promise<void> {
  if (!env.EMAIL_API_KEY) {
    if (isProduction(env)) throw notConfigured("EMAIL_API_KEY", "Email");
    await db.insert(outboxEmails).values(email);
    if (env.ENVIRONMENT !== "test") console.log(`[outbox] to=${email.to} subject=${JSON.stringify(email.subject)}\n${email.body}`);
    return;
  }
  const response = await fetch("https://api.resend.com/emails", {
    method: "POST",
    headers: { authorization: `Bearer ${env.EMAIL_API_KEY}`, "content-type": "application/json" },
    body: JSON.stringify({ from: "Skinstack <no-reply@skinstack.app>", to: email.to, subject: email.subject, text: email.body }),
  });
  if (!response.ok) throw new Error(`Email provider answered ${response.status}`);
}
