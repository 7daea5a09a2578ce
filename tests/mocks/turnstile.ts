/**
 * One fake Cloudflare Turnstile for every test that solves a challenge: its siteverify endpoint
 * (https://challenges.cloudflare.com/turnstile/v0/siteverify) served through msw, so the api's
 * own fetch runs. `new FakeTurnstile()` holds the state; `setupServer(...fake.handlers)`
 * (msw/node) serves it; `fake.solve()` is what the widget hands the browser after a solved
 * challenge. As the real one: the secret must match, a token is good once (`timeout-or-duplicate`
 * the second time), and the body may be form-encoded or JSON.
 */
import { http, HttpResponse } from "msw";

export const TURNSTILE_SITEVERIFY = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

/** The secret the fake accepts; `fakeTurnstileSettings()` gives it to the api. */
export const FAKE_TURNSTILE_SECRET = "0x4AAAAAAAfake-turnstile-secret";

export function fakeTurnstileSettings() {
  return { TURNSTILE_SECRET_KEY: FAKE_TURNSTILE_SECRET };
}

export interface SiteverifyRequest {
  secret: string | null;
  response: string | null;
  remoteip: string | null;
}

export class FakeTurnstile {
  private issued = new Set<string>();
  private spent = new Set<string>();
  requests: SiteverifyRequest[] = [];
  /** While true, siteverify answers 500 as during an outage. */
  down = false;

  reset() {
    this.issued.clear();
    this.spent.clear();
    this.requests = [];
    this.down = false;
  }

  /** A token as the widget gives it after a person solved the challenge. */
  solve(): string {
    const token = `0.fake-turnstile-${crypto.randomUUID()}`;
    this.issued.add(token);
    return token;
  }

  handlers = [
    http.post(TURNSTILE_SITEVERIFY, async ({ request }) => {
      if (this.down) return HttpResponse.json({ success: false, "error-codes": ["internal-error"] }, { status: 500 });
      const type = request.headers.get("content-type") ?? "";
      let fields: SiteverifyRequest;
      if (type.includes("application/json")) {
        const body = (await request.json()) as Record<string, string | undefined>;
        fields = { secret: body.secret ?? null, response: body.response ?? null, remoteip: body.remoteip ?? null };
      } else {
        const body = new URLSearchParams(await request.text());
        fields = { secret: body.get("secret"), response: body.get("response"), remoteip: body.get("remoteip") };
      }
      this.requests.push(fields);
      const fail = (code: string) => HttpResponse.json({ success: false, "error-codes": [code], messages: [] });
      if (!fields.secret) return fail("missing-input-secret");
      if (fields.secret !== FAKE_TURNSTILE_SECRET) return fail("invalid-input-secret");
      if (!fields.response) return fail("missing-input-response");
      if (this.spent.has(fields.response)) return fail("timeout-or-duplicate");
      if (!this.issued.has(fields.response)) return fail("invalid-input-response");
      this.spent.add(fields.response);
      return HttpResponse.json({
        success: true,
        "error-codes": [],
        challenge_ts: new Date().toISOString(),
        hostname: "app.test",
        action: "",
        cdata: "",
        metadata: { interactive: false },
      });
    }),
  ];
}
