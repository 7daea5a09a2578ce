/**
 * Emails in the recipient's language (issue 31, ADR 0042): the account's language, else the
 * language of the request that sends the email (the `lang` cookie, Accept-Language), else English.
 * Only the words change: links and addresses are the same in every language.
 */
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxEmails } from "@db/schema";
import { call, signUp, uniqueEmail, withTestDb } from "./helpers";

const PASSWORD = "correct horse battery";

const mailTo = (to: string) =>
  withTestDb((db) => db.select().from(outboxEmails).where(eq(outboxEmails.to, to)).orderBy(desc(outboxEmails.id)));

/** The one link of an email to `path`, and its token. */
function linkIn(body: string, path: string) {
  const link = body.match(new RegExp(`https?://\\S+/${path}\\?token=\\S+`))?.[0];
  if (!link) throw new Error(`no ${path} link in: ${body}`);
  return new URL(link);
}

async function setLanguage(token: string, language: string) {
  const res = await call("/api/account", { method: "PATCH", token, json: { language } });
  expect(res.status, await res.clone().text()).toBe(200);
}

describe("emails in the recipient's language", () => {
  it("a signup's verification email is in the request's language (Accept-Language, then the lang cookie), and its link works", async () => {
    const french = uniqueEmail("fr");
    const signup = (email: string, headers: Record<string, string>) =>
      call("/api/auth/signup", { method: "POST", json: { email, password: PASSWORD }, headers });
    expect((await signup(french, { "accept-language": "fr-CA,fr;q=0.9,en;q=0.5" })).status).toBe(201);
    const [mail] = await mailTo(french);
    expect(mail.subject).toBe("Vérifiez votre adresse e-mail pour Skinstack");
    expect(mail.body).toContain("Bienvenue sur Skinstack");
    const link = linkIn(mail.body, "verify-email");
    const verified = await call(`/api/auth/verify-email?token=${encodeURIComponent(link.searchParams.get("token")!)}`);
    expect(verified.status).toBe(200);

    // The switcher's cookie beats the browser's header; a language without a catalogue is passed over.
    const spanish = uniqueEmail("es");
    expect((await signup(spanish, { cookie: "theme=dark; lang=es", "accept-language": "de" })).status).toBe(201);
    expect((await mailTo(spanish))[0].subject).toBe("Verifique su correo electrónico para Skinstack");
    const english = uniqueEmail("en");
    expect((await signup(english, { "accept-language": "it, pt;q=0.8" })).status).toBe(201);
    expect((await mailTo(english))[0].subject).toBe("Verify your email for Skinstack");
    expect((await mailTo(english))[0].body).toMatch(/^Welcome to Skinstack!\n\nConfirm your email address by opening this link within 24 hours:\nhttps?:\/\//);
  });

  it("an account with language de gets its reset email and the notice after it in German, whatever the request asks for", async () => {
    const { token, email } = await signUp();
    await setLanguage(token, "de");
    const asked = await call("/api/auth/password-reset", { method: "POST", json: { email }, headers: { "accept-language": "fr" } });
    expect(asked.status).toBe(202);
    const [reset] = await mailTo(email);
    expect(reset.subject).toBe("Setzen Sie Ihr Skinstack-Passwort zurück");
    expect(reset.body).toContain("Wählen Sie ein neues Passwort");
    const link = linkIn(reset.body, "reset-password");
    expect(link.pathname).toBe("/reset-password");

    const confirmed = await call("/api/auth/password-reset/confirm", {
      method: "POST",
      json: { token: link.searchParams.get("token"), password: "a brand new passphrase" },
      headers: { "accept-language": "es" },
    });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    const [notice] = await mailTo(email);
    expect(notice.subject).toBe("Ihr Skinstack-Passwort wurde zurückgesetzt");
    expect(notice.body).toContain("„Passwort vergessen?“");
  });

  it("a change of email: the link to the new address and the notice to the old one follow the account's language", async () => {
    const { token, email } = await signUp();
    await setLanguage(token, "de");
    const newEmail = uniqueEmail("moved");
    const asked = await call("/api/account/email", { method: "POST", token, json: { email: newEmail, password: PASSWORD } });
    expect(asked.status, await asked.clone().text()).toBe(202);
    const [confirmMail] = await mailTo(newEmail);
    expect(confirmMail.subject).toBe("Bestätigen Sie Ihre neue E-Mail-Adresse für Skinstack");
    const link = linkIn(confirmMail.body, "confirm-email");

    const confirmed = await call("/api/account/email/confirm", { method: "POST", json: { token: link.searchParams.get("token") } });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    const [notice] = await mailTo(email);
    expect(notice.subject).toBe("Die E-Mail-Adresse Ihres Skinstack-Kontos wurde geändert");
    // The masked new address and the undo link are there as in English.
    expect(notice.body).toContain(`wurde in ${newEmail.slice(0, 2)}***@example.test geändert`);
    expect(linkIn(notice.body, "undo-email").searchParams.get("token")).toMatch(/\S{20,}/);
  });
});
