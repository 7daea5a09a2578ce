/**
 * Limits on sign-in, sign-up and password reset requests that hold against address pools and
 * shared addresses (ADR 0028): counted per network (an IPv6 /64 is one client), and past a
 * ceiling the client proves it is a person with Cloudflare Turnstile instead of waiting.
 * Turnstile's siteverify is faked at the HTTP boundary (tests/mocks/turnstile).
 */
import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startApiHarness } from "../helpers/api-harness";
import { verifyThroughOutbox } from "../helpers/verify-email";
import { FAKE_TURNSTILE_SECRET, FakeTurnstile } from "../mocks/turnstile";

const turnstile = new FakeTurnstile();
const server = setupServer(...turnstile.handlers);
let harness: Awaited<ReturnType<typeof startApiHarness>>;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "bypass" });
  harness = await startApiHarness("sign_in_limits");
});
afterAll(async () => {
  server.close();
  await harness?.stop();
});
beforeEach(() => {
  turnstile.reset();
  harness.env.TURNSTILE_SECRET_KEY = FAKE_TURNSTILE_SECRET;
  harness.env.ENVIRONMENT = "test";
});

type Json = Record<string, unknown>;
let seq = 0;
const uniqueEmail = (tag = "user") => `${tag}-${++seq}-${Math.random().toString(36).slice(2, 8)}@example.test`;
/** A fresh /64 each time, and addresses in it. */
const newNetwork = () => {
  const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${(++seq).toString(16)}`;
  return (host: number) => `${prefix}:${host.toString(16)}:0:0:${Math.floor(Math.random() * 0xffff).toString(16)}`;
};
const newIpv4 = () => `198.51.${Math.floor(Math.random() * 250) + 1}.${(seq++ % 250) + 1}`;
const from = (address: string) => ({ "cf-connecting-ip": address });

async function account() {
  const email = uniqueEmail("owner");
  const password = "correct horse battery";
  const res = await harness.call("/api/auth/signup", { method: "POST", json: { email, password }, headers: from(newIpv4()) });
  expect(res.status).toBe(201);
  await verifyThroughOutbox((path) => harness.call(path), email);
  return { email, password };
}

const login = (address: string, email: string, password: string, challenge?: string) =>
  harness.call("/api/auth/login", { method: "POST", json: { email, password, ...(challenge === undefined ? {} : { challenge }) }, headers: from(address) });

describe("failed sign-ins are counted per network", () => {
  it("90 guesses at one account from 30 addresses of one IPv6 /64 are one client's: past 3 failures, a challenge each", async () => {
    const { email, password } = await account();
    const address = newNetwork();
    const statuses: number[] = [];
    const codes = new Set<unknown>();
    for (let host = 0; host < 30; host++) {
      for (let guess = 0; guess < 3; guess++) {
        const res = await login(address(host), email, `wrong-${host}-${guess}`);
        statuses.push(res.status);
        if (res.status !== 401) codes.add(((await res.json()) as Json).code);
      }
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(87);
    expect([...codes]).toEqual(["challenge_required"]);
    // The owner, on another network, is not slowed by it.
    expect((await login(newNetwork()(1), email, password)).status).toBe(200);
  });

  it("a solved challenge lets the right password in from the slowed network, and forgives it", async () => {
    const { email, password } = await account();
    const address = newNetwork();
    for (let i = 0; i < 3; i++) expect((await login(address(i), email, "wrong-password")).status).toBe(401);
    const asked = await login(address(9), email, password);
    expect(asked.status).toBe(429);
    expect(await asked.json()).toEqual({ message: expect.stringContaining("person"), code: "challenge_required" });
    expect((await login(address(9), email, password, turnstile.solve())).status).toBe(200);
    // Signed in: the network's failures on this account are forgiven.
    expect((await login(address(10), email, "one-typo")).status).toBe(401);
  });

  it("an IPv4 address is one client, its neighbours others", async () => {
    const { email } = await account();
    for (let i = 0; i < 3; i++) expect((await login("192.0.2.10", email, "wrong-password")).status).toBe(401);
    expect((await login("::ffff:192.0.2.10", email, "wrong-password")).status).toBe(429);
    expect((await login("192.0.2.11", email, "wrong-password")).status).toBe(401);
  });
});

describe("ceilings ask for a challenge instead of locking people out", () => {
  it("failures with many emails from one network: past the ceiling everyone behind it is asked for a challenge, and solving it lets them in", async () => {
    const office = "203.0.113.50";
    for (let i = 0; i < 30; i++) expect((await login(office, uniqueEmail("random"), "wrong-password")).status).toBe(401);
    const colleague = await account();
    const asked = await login(office, colleague.email, colleague.password);
    expect(asked.status).toBe(429);
    expect(((await asked.json()) as Json).code).toBe("challenge_required");
    expect((await login(office, colleague.email, colleague.password, turnstile.solve())).status).toBe(200);
    // Another network is not concerned.
    expect((await login(newIpv4(), colleague.email, colleague.password)).status).toBe(200);
  });

  it("an account under attack from many networks: past its daily ceiling every sign-in needs a challenge, and the owner still gets in", async () => {
    const { email, password } = await account();
    for (let i = 0; i < 10; i++) expect((await login(newIpv4(), email, "guess-" + i)).status).toBe(401);
    const owner = newIpv4();
    const asked = await login(owner, email, password);
    expect(asked.status).toBe(429);
    expect(((await asked.json()) as Json).code).toBe("challenge_required");
    expect((await login(owner, email, password, turnstile.solve())).status).toBe(200);
    // An attacker must solve one challenge per guess: a token is good once.
    const token = turnstile.solve();
    expect((await login(newIpv4(), email, "guess-again", token)).status).toBe(401);
    const replayed = await login(newIpv4(), email, "guess-again", token);
    expect(replayed.status).toBe(403);
    expect(await replayed.json()).toEqual({ message: expect.stringContaining("person"), code: "challenge_failed" });
  });

  it("a token Turnstile does not know is refused, and changes nothing", async () => {
    const { email, password } = await account();
    for (let i = 0; i < 10; i++) await login(newIpv4(), email, "guess-" + i);
    const res = await login(newIpv4(), email, password, "made-up-token");
    expect(res.status).toBe(403);
    expect(((await res.json()) as Json).code).toBe("challenge_failed");
  });

  it("siteverify gets the secret, the token and the client's own address", async () => {
    const { email, password } = await account();
    for (let i = 0; i < 10; i++) await login(newIpv4(), email, "guess-" + i);
    const owner = newNetwork()(5);
    const token = turnstile.solve();
    expect((await login(owner, email, password, token)).status).toBe(200);
    expect(turnstile.requests).toEqual([{ secret: FAKE_TURNSTILE_SECRET, response: token, remoteip: owner }]);
  });

  it("below every ceiling no challenge is asked and Turnstile is not called", async () => {
    const { email, password } = await account();
    expect((await login(newIpv4(), email, password, "anything")).status).toBe(200);
    expect(turnstile.requests).toEqual([]);
  });

  it("while Turnstile is down, a challenge cannot be checked: 503 challenge_unavailable, nothing signed in", async () => {
    const { email, password } = await account();
    for (let i = 0; i < 10; i++) await login(newIpv4(), email, "guess-" + i);
    turnstile.down = true;
    const res = await login(newIpv4(), email, password, turnstile.solve());
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: expect.stringContaining("try again"), code: "challenge_unavailable" });
  });

  it("far past the network's ceiling, even solved challenges wait", async () => {
    const botnet = "203.0.113.99";
    await harness.sql.query(
      `insert into login_attempts (email, ip) select 'ghost-' || g || '@example.test', $1 from generate_series(1, 200) g`,
      [botnet],
    );
    const { email, password } = await account();
    const res = await login(botnet, email, password, turnstile.solve());
    expect(res.status).toBe(429);
    expect(((await res.json()) as Json).code).toBe("rate_limited");
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("the local stand-in for Turnstile", () => {
  it("without a secret outside production, the stand-in token passes and nothing is sent to Cloudflare", async () => {
    delete harness.env.TURNSTILE_SECRET_KEY;
    const { email, password } = await account();
    for (let i = 0; i < 10; i++) await login(newIpv4(), email, "guess-" + i);
    expect((await login(newIpv4(), email, password, "made-up-token")).status).toBe(403);
    expect((await login(newIpv4(), email, password, "local-stand-in")).status).toBe(200);
    expect(turnstile.requests).toEqual([]);
  });

  it("with a secret, the stand-in token is refused", async () => {
    const { email, password } = await account();
    for (let i = 0; i < 10; i++) await login(newIpv4(), email, "guess-" + i);
    expect((await login(newIpv4(), email, password, "local-stand-in")).status).toBe(403);
  });

  it("in production without a secret, a needed challenge is 503 naming the setting, never a fake success", async () => {
    const { email, password } = await account();
    for (let i = 0; i < 10; i++) await login(newIpv4(), email, "guess-" + i);
    delete harness.env.TURNSTILE_SECRET_KEY;
    harness.env.ENVIRONMENT = "production";
    const res = await login(newIpv4(), email, password, "local-stand-in");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: expect.stringContaining("TURNSTILE_SECRET_KEY"), code: "not_configured" });
  });
});

describe("sign-ups and reset requests are counted per network", () => {
  it("10 sign-ups from 10 addresses of one /64, then a challenge for each more", async () => {
    const address = newNetwork();
    for (let i = 0; i < 10; i++) {
      expect((await harness.call("/api/auth/signup", { method: "POST", json: { email: uniqueEmail("many"), password: "longenough" }, headers: from(address(i)) })).status).toBe(201);
    }
    const email = uniqueEmail("eleventh");
    const asked = await harness.call("/api/auth/signup", { method: "POST", json: { email, password: "longenough" }, headers: from(address(11)) });
    expect(asked.status).toBe(429);
    expect(((await asked.json()) as Json).code).toBe("challenge_required");
    const { rows } = await harness.sql.query("select count(*)::int as n from users where email = $1", [email]);
    expect(rows[0].n).toBe(0);
    const solved = await harness.call("/api/auth/signup", { method: "POST", json: { email, password: "longenough", challenge: turnstile.solve() }, headers: from(address(11)) });
    expect(solved.status).toBe(201);
  });

  it("20 reset requests from one /64, then a challenge for each more", async () => {
    const address = newNetwork();
    const reset = (host: number, challenge?: string) =>
      harness.call("/api/auth/password-reset", { method: "POST", json: { email: uniqueEmail("who"), ...(challenge ? { challenge } : {}) }, headers: from(address(host)) });
    for (let i = 0; i < 20; i++) expect((await reset(i)).status).toBe(202);
    const asked = await reset(21);
    expect(asked.status).toBe(429);
    expect(((await asked.json()) as Json).code).toBe("challenge_required");
    expect((await reset(21, turnstile.solve())).status).toBe(202);
  });

  it("a challenge token that is not a string is a 400 like any bad field", async () => {
    const res = await harness.call("/api/auth/login", { method: "POST", json: { email: "a@b.test", password: "x", challenge: 5 }, headers: from(newIpv4()) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).code).toBe("validation_error");
  });
});
