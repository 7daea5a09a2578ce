/**
 * An attacker's headers: garbage sessions (bearer and cookie), languages, client addresses,
 * origins, content types and Stripe signatures, on routes that read each of them. Whatever the
 * header, the api answers below 500 and every 4xx is `{message, code}`.
 */
import { beforeAll, describe, expect, inject, it } from "vitest";
import { googleSettings } from "../../../tests/helpers/google-settings";
import { call, signUp, uniqueEmail } from "./helpers";

const LONG = "x".repeat(8000);
const forgedJwt = (payload: unknown) => `${btoa(JSON.stringify({ alg: "HS256", typ: "JWT" }))}.${btoa(JSON.stringify(payload))}.c2ln`;

const HOSTILE_HEADERS: Record<string, string>[] = [
  { authorization: "Bearer" },
  { authorization: "Bearer    " },
  { authorization: `Bearer ${LONG}` },
  { authorization: "Bearer a.b.c" },
  { authorization: "Bearer ..." },
  { authorization: `Bearer ${forgedJwt({ sub: ["a"], sid: {}, exp: 1e300 })}` },
  { authorization: `Bearer ${forgedJwt(null)}` },
  { authorization: "Basic YWRtaW46YWRtaW4=" },
  { authorization: "Bearer x, Bearer y" },
  { cookie: "session=%E0%A4%A" },
  { cookie: `session=${LONG}` },
  { cookie: "session=; session=abc; lang=zz" },
  { cookie: "lang=%ZZ" },
  { cookie: "lang=../../etc/passwd" },
  { cookie: `lang=${"a".repeat(500)}` },
  { "accept-language": "*;q=abc,,,;;, x-;q=2, \"quoted\"" },
  { "accept-language": "zz-ZZZZZZZZZZZZ-x-y-z" },
  { "accept-language": LONG },
  { "accept-language": "en-US-u-nu-invalidnumbering" },
  { "cf-connecting-ip": LONG },
  { "cf-connecting-ip": "not an ip; <script>" },
  { "x-forwarded-for": LONG },
  { origin: "null" },
  { origin: "http://[::1" },
  { origin: LONG },
  { "sec-fetch-site": "cross-site" },
  { "content-type": "application/json; charset=utf-16" },
  { "content-type": "text/plain" },
  { "content-type": "application/json, text/plain" },
  { "idempotency-key": LONG },
  { "idempotency-key": "😀" },
  { "stripe-signature": `t=${"9".repeat(400)},v1=${LONG}` },
  { "stripe-signature": "t=,v1=,v0=" },
];

let member: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  member = await signUp();
});

/** Representative routes: reads and writes that use the session, the language, the client address, the body. */
function targets() {
  return [
    { path: "/api/auth/me", init: { method: "GET" } },
    { path: "/api/stacks", init: { method: "GET" } },
    { path: "/api/posts", init: { method: "GET" } },
    { path: "/api/profile", init: { method: "PUT", body: JSON.stringify({ skinType: "oily" }) } },
    { path: "/api/auth/login", init: { method: "POST", body: JSON.stringify({ email: member.email, password: "wrong password here" }) } },
    { path: "/api/auth/signup", init: { method: "POST", body: JSON.stringify({ name: "H", email: uniqueEmail("hdr"), password: "correct horse battery" }) } },
    { path: "/api/auth/password-reset", init: { method: "POST", body: JSON.stringify({ email: member.email }) } },
    { path: "/api/payments/create-payment-intent", init: { method: "POST", body: JSON.stringify({ packageId: "small" }) } },
    { path: "/api/payments/webhook", init: { method: "POST", body: "{}" } },
    { path: "/api/auth/google/callback?code=a&state=b", init: { method: "GET" } },
    { path: "/api/sitemap", init: { method: "GET" } },
  ];
}

describe("hostile headers", () => {
  it.each(HOSTILE_HEADERS.map((h) => ({ h, name: Object.entries(h).map(([k, v]) => `${k}: ${v.slice(0, 40)}`).join() })))(
    "$name: no 5xx, every 4xx is {message, code}",
    { timeout: 60_000 },
    async ({ h }) => {
      const problems: string[] = [];
      const routes = targets();
      for (const withSession of [false, true]) {
        // The routes differ, so they are sent together; the session's two passes (which sign up
        // the same address) stay one after the other.
        const found = await Promise.all(
          routes.map(async ({ path, init }) => {
            const headers = new Headers({ "content-type": "application/json", ...h });
            if (withSession && !h.authorization) headers.set("authorization", `Bearer ${member.token}`);
            const res = await call(path, { ...init, headers }, {
              STRIPE_WEBHOOK_SECRET: "whsec_attack",
              ...googleSettings(inject("oauthIssuer"), { id: "skinstack-test-client", secret: "test-secret" }),
            });
            const text = await res.text();
            if (res.status >= 500) return `${init.method} ${path} (session ${withSession}): ${res.status} ${text.slice(0, 200)}`;
            if (res.status >= 400) {
              let body: { message?: unknown; code?: unknown } | null = null;
              try {
                body = JSON.parse(text);
              } catch {
                /* reported below */
              }
              if (typeof body?.message !== "string" || typeof body?.code !== "string") return `${init.method} ${path}: ${res.status} ${text.slice(0, 100)}`;
            }
            return null;
          }),
        );
        problems.push(...found.filter((p) => p !== null));
      }
      expect(problems).toEqual([]);
    },
  );
});
