/**
 * Verifies `email` the way its owner would: opens the newest verification link the local outbox
 * (GET /api/dev/outbox, outside production only) holds for it. `call` is the test's api client.
 */
export async function verifyThroughOutbox(call: (path: string) => Response | Promise<Response>, email: string) {
  const { emails } = (await (await call("/api/dev/outbox")).json()) as { emails: { to: string; body: string }[] };
  const link = emails.find((e) => e.to === email)?.body.match(/https?:\/\/\S+verify-email\?token=\S+/)?.[0];
  if (!link) throw new Error(`no verification email to ${email}`);
  const res = await call(`/api/auth/verify-email?token=${encodeURIComponent(new URL(link).searchParams.get("token")!)}`);
  if (res.status !== 200) throw new Error(`verification of ${email} failed: ${res.status} ${await res.text()}`);
}

type JsonCall = (path: string, init?: { method: string; json?: unknown }) => Response | Promise<Response>;

/**
 * Sets `password` the way a mailbox's owner would: asks for a reset link, opens the newest one the local outbox holds
 * for `email`, and chooses the password (after an ADMIN_EMAILS promotion ended the one chosen at sign-up, ADR 0084).
 */
export async function resetPasswordThroughOutbox(call: JsonCall, email: string, password: string) {
  const asked = await call("/api/auth/password-reset", { method: "POST", json: { email } });
  if (asked.status !== 202) throw new Error(`reset of ${email} refused: ${asked.status} ${await asked.text()}`);
  const { emails } = (await (await call("/api/dev/outbox")).json()) as { emails: { to: string; body: string }[] };
  const link = emails.find((e) => e.to === email && /reset-password\?token=/.test(e.body))?.body.match(/https?:\/\/\S+reset-password\?token=\S+/)?.[0];
  if (!link) throw new Error(`no reset email to ${email}`);
  const token = new URL(link).searchParams.get("token")!;
  const res = await call("/api/auth/password-reset/confirm", { method: "POST", json: { token, password } });
  if (res.status !== 200) throw new Error(`reset of ${email} failed: ${res.status} ${await res.text()}`);
}
