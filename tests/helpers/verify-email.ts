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
