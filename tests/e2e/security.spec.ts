/**
 * Security headers of the built web app as a browser receives them: a nonce-based content
 * security policy on every page (no inline script runs without the response's nonce), the base
 * headers on pages, data requests and static files, and pages that still hydrate and navigate
 * under the policy (no violation reported).
 */
import http from "node:http";
import net from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { signUpThroughForm } from "./helpers";

/** Records every CSP violation the page reports. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

function nonceOf(policy: string | undefined) {
  return /'nonce-([^']+)'/.exec(policy ?? "")?.[1];
}

test("every page carries a fresh nonce policy and the base headers", async ({ request }) => {
  const nonces = new Set<string>();
  for (const path of ["/", "/explore", "/login", "/methodology", "/no-such-page"]) {
    const res = await request.get(path);
    const headers = res.headers();
    const policy = headers["content-security-policy"];
    expect(policy, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"]).toBe("DENY");
    // Local runs are http: HSTS only in production.
    expect(headers["strict-transport-security"]).toBeUndefined();
    // Every inline script of the document carries this response's nonce.
    const html = await res.text();
    const nonce = nonceOf(policy)!;
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
    nonces.add(nonce);
  }
  expect(nonces.size).toBe(5);
});

test("data requests, the api and static files get the base headers and a policy that allows nothing", async ({ request }) => {
  const data = await request.get("/explore.data"); // single fetch: the turbo-stream data of a navigation
  expect(data.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(data.headers()["x-content-type-options"]).toBe("nosniff");

  const api = await request.get("/api/health");
  expect(api.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(api.headers()["x-frame-options"]).toBe("DENY");

  const html = await (await request.get("/")).text();
  const asset = /\/assets\/[^"]+\.js(?=")/.exec(html)![0];
  const file = await request.get(asset);
  expect(file.status()).toBe(200);
  expect(file.headers()["x-content-type-options"]).toBe("nosniff");
  expect(file.headers()["cache-control"]).toContain("immutable");
});

test("under the policy the app hydrates, navigates and signs up without a violation", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/");
  await page.getByRole("link", { name: "Explore" }).first().click();
  await expect(page).toHaveURL(/\/explore$/);
  await signUpThroughForm(page);
  expect(await violations()).toEqual([]);
});

test("an injected inline script without the nonce does not run", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/login");
  const ran = await page.evaluate(async () => {
    (window as unknown as { __ran?: boolean }).__ran = false;
    const script = document.createElement("script");
    script.textContent = "window.__ran = true";
    // An inline script runs (or is refused) as it is inserted; the refusal is reported as an event.
    const refused = new Promise((resolve) => document.addEventListener("securitypolicyviolation", resolve, { once: true }));
    document.body.appendChild(script);
    await refused;
    return (window as unknown as { __ran?: boolean }).__ran;
  });
  expect(ran).toBe(false);
  expect((await violations()).some((v) => v.startsWith("script-src"))).toBe(true);
});

/** A raw HTTP/1.1 exchange with the app, so that the body can be sent in chunks. */
function rawRequest(baseURL: string, head: string, chunks: Buffer[]): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(head);
      for (const chunk of chunks) socket.write(`${chunk.length.toString(16)}\r\n${chunk.toString("latin1")}\r\n`, "latin1");
      socket.write("0\r\n\r\n");
    });
    let answer = "";
    socket.setEncoding("latin1");
    socket.on("data", (data) => (answer += data));
    socket.on("end", () => resolve(answer));
    socket.on("error", (error) => (answer ? resolve(answer) : reject(error)));
    socket.setTimeout(20_000, () => socket.destroy(new Error("timed out")));
  });
}

test("a chunked body over the limit gets 413 through the web app, and the next request from anyone works", async ({ request, baseURL }) => {
  const head = `POST /api/auth/login HTTP/1.1\r\nHost: app\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`;
  const answer = await rawRequest(baseURL!, head, Array.from({ length: 40 }, () => Buffer.alloc(8192, "a")));
  expect(answer).toMatch(/^HTTP\/1\.1 413/);
  expect(answer).toContain('"code":"payload_too_large"');
  expect((await request.get("/api/health")).status()).toBe(200);
  // A small chunked body is read whole and answered as usual.
  const small = Buffer.from(JSON.stringify({ email: "nobody@example.test", password: "whatever1" }));
  expect(await rawRequest(baseURL!, head, [small])).toMatch(/^HTTP\/1\.1 401/);
});

test("the api through the web port answers plain JSON to a client that asks for no compression", async ({ baseURL }) => {
  const answer = await new Promise<{ encoding: string | undefined; body: string }>((resolve, reject) => {
    http
      .get(`${baseURL}/api/health`, (res) => {
        let body = "";
        res.setEncoding("latin1");
        res.on("data", (d) => (body += d));
        res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body }));
      })
      .on("error", reject);
  });
  expect(answer.encoding).toBeUndefined();
  expect(JSON.parse(answer.body)).toEqual({ ok: true });
});
