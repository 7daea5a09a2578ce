/**
 * `npm run lighthouse`: Lighthouse (mobile preset, the default config) on /, /home, /add-stack and
 * /results/{id} of the built app (and / once more signed in: the landing variant with the product
 * picker), in the system Chromium. One JSON object per line on stdout
 * ({"name", "unit", "value", ...}): performance and accessibility scores, CLS, and the
 * JavaScript transferred (Lighthouse's transfer size, plus the gzip size of the same scripts,
 * since the local server may not compress).
 *
 * It starts the app itself (scripts/start.ts on a fresh embedded database; PORT from
 * LIGHTHOUSE_PORT, default 8850), signs up a user and creates an evaluated routine through the
 * api, so that /home and /results/{id} have content. Signed-in pages get the session cookie
 * (Lighthouse extraHeaders) and the token in localStorage (as after a sign-in in the browser).
 * LIGHTHOUSE_BASE_URL=http://... measures an app that is already running instead.
 * Each page is measured LIGHTHOUSE_RUNS times (default 3) and the run with the median performance
 * score is reported, as Lighthouse's documentation recommends against run-to-run variance.
 * CHROME_PATH overrides /usr/bin/chromium. Progress goes to stderr.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
import WebSocket from "ws";
import { startAppServer } from "./bench/app-server";
import { requestSignup, responseJson } from "./bench/http";
import { report } from "./bench/stats";

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"];
const PASSWORD = "correct horse battery";
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

const log = (...args: unknown[]) => console.error("#", ...args);

/** A signed-up user with an evaluated routine: what /home and /results/{id} show. */
async function seedUser(base: string) {
  const email = `lighthouse-${Date.now().toString(36)}@example.test`;
  const signup = await requestSignup(base, { name: "Lighthouse", email, password: PASSWORD });
  const cookie = (signup.headers.getSetCookie?.() ?? [])
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("session="));
  const { token, user } = await responseJson<{ token: string; user: unknown }>(signup);
  if (!cookie) throw new Error("signup set no session cookie");
  const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };

  const find = async (q: string) => {
    const data = await responseJson<{ products: { id: string; name: string; brand: string; productType: string; ingredients: string }[] }>(
      await fetch(`${base}/api/products?search=${encodeURIComponent(q)}`),
    );
    const p = data.products[0];
    if (!p) throw new Error(`no catalogue product for ${q}`);
    return { productId: p.id, name: p.name, brand: p.brand, productType: p.productType, ingredients: p.ingredients };
  };
  const morning = [await find("CeraVe Hydrating Facial Cleanser"), await find("Vitamin C Suspension"), await find("Anthelios UVMune")];
  const night = [await find("CeraVe Hydrating Facial Cleanser"), await find("Glycolic Acid 7"), await find("Differin"), await find("CeraVe Moisturizing Cream")];
  const created = await responseJson<{ id: string }>(
    await fetch(`${base}/api/evaluate-stack`, {
      method: "POST",
      headers: { ...auth, "idempotency-key": `lighthouse-${Date.now()}` },
      body: JSON.stringify({
        goal: "anti-aging",
        secondaryGoals: ["hydration", "glow"],
        skinType: "dry",
        skinFeeling: "tight after washing",
        morningProducts: morning,
        nightProducts: night,
      }),
    }),
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    const stack = await responseJson<{ status: string }>(await fetch(`${base}/api/stacks/${created.id}`, { headers: auth }));
    if (stack.status === "evaluated") break;
    if (stack.status === "failed" || Date.now() > deadline) throw new Error(`the routine was not evaluated (${stack.status})`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return { cookie, token, user, stackId: created.id };
}

/** Chromium with a DevTools port, so that the script can set localStorage before Lighthouse runs. */
async function launchChrome(): Promise<{ port: number; child: ChildProcess; profile: string }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-chrome-"));
  const child = spawn(CHROME_PATH, [...CHROME_FLAGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let buffer = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${buffer.slice(-500)}`)), 30_000);
    child.stderr!.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = buffer.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once("exit", (code) => reject(new Error(`Chromium exited (${code}): ${buffer.slice(-500)}`)));
  });
  return { port, child, profile };
}

/** Runs a few DevTools commands in the first page target. */
async function devtools(port: number, commands: { method: string; params?: Record<string, unknown> }[]) {
  const targets = await responseJson<{ type: string; webSocketDebuggerUrl: string }[]>(await fetch(`http://127.0.0.1:${port}/json/list`));
  const target = targets.find((t) => t.type === "page");
  if (!target) throw new Error("no page target");
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.once("open", resolve);
    ws.once("error", reject);
  });
  let id = 0;
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const current = ++id;
      const onMessage = (data: WebSocket.RawData) => {
        const message = JSON.parse(data.toString()) as { id?: number; result?: unknown; error?: { message: string } };
        if (message.id !== current) return;
        ws.off("message", onMessage);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      };
      ws.on("message", onMessage);
      ws.send(JSON.stringify({ id: current, method, params }));
    });
  try {
    for (const command of commands) {
      await send(command.method, command.params);
      if (command.method === "Page.navigate") await new Promise((r) => setTimeout(r, 1500));
    }
  } finally {
    ws.close();
  }
}

/** localStorage as a signed-in browser has it (or empty), and a cold HTTP cache. */
async function prepareBrowser(port: number, base: string, session: { token: string; user: unknown } | null) {
  const script = session
    ? `localStorage.clear(); localStorage.setItem("token", ${JSON.stringify(session.token)}); localStorage.setItem("user", ${JSON.stringify(JSON.stringify(session.user))});`
    : "localStorage.clear();";
  await devtools(port, [
    { method: "Page.enable" },
    { method: "Page.navigate", params: { url: `${base}/robots.txt` } },
    { method: "Runtime.evaluate", params: { expression: script } },
    { method: "Page.navigate", params: { url: "about:blank" } },
    { method: "Network.enable" },
    { method: "Network.clearBrowserCache" },
  ]);
}

interface Measured {
  metrics: Record<string, number>;
  performance: number;
  accessibility: number;
  cls: number;
  jsTransfer: number;
  jsGzip: number;
  failedA11y: string[];
}

async function measure(port: number, url: string, cookie: string | null): Promise<Measured> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
    // Keep the localStorage session the script set up; the HTTP cache was cleared beforehand.
    disableStorageReset: true,
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const requests = ((lhr.audits["network-requests"]?.details as { items?: { url: string; resourceType?: string; transferSize?: number }[] })?.items ?? []).filter(
    (r) => r.resourceType === "Script",
  );
  let jsGzip = 0;
  for (const r of requests) {
    const body = Buffer.from(await (await fetch(r.url)).arrayBuffer());
    jsGzip += gzipSync(body).length;
  }
  const failedA11y = Object.values(lhr.audits)
    .filter((a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0))
    .map((a) => a.id);
  if (process.env.LIGHTHOUSE_DEBUG) {
    for (const id of ["bootup-time", "mainthread-work-breakdown", "long-tasks", "render-blocking-resources", "largest-contentful-paint-element"]) {
      const items = (lhr.audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? [];
      log(id, JSON.stringify(items.slice(0, 6)).slice(0, 1500));
    }
  }
  const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  return {
    metrics: {
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
      loadAverage1m: Math.round(os.loadavg()[0] * 100) / 100,
      fcpMs: metric("first-contentful-paint"),
      lcpMs: metric("largest-contentful-paint"),
      tbtMs: metric("total-blocking-time"),
      speedIndexMs: metric("speed-index"),
    },
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    jsTransfer: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    jsGzip,
    failedA11y,
  };
}

async function main() {
  let server: Awaited<ReturnType<typeof startAppServer>> | null = null;
  let base = process.env.LIGHTHOUSE_BASE_URL?.replace(/\/$/, "");
  if (!base) {
    const port = Number(process.env.LIGHTHOUSE_PORT ?? 8850);
    log(`starting the app on port ${port} (build and fresh database)...`);
    server = await startAppServer(port, ".data/lighthouse");
    base = server.base;
  }
  const chrome = await launchChrome();
  try {
    log("signing up a user and evaluating a routine...");
    const seeded = await seedUser(base);
    const pages = [
      { name: "/", path: "/", signedIn: false },
      { name: "/ (signed in)", path: "/", signedIn: true },
      { name: "/home", path: "/home", signedIn: true },
      { name: "/add-stack", path: "/add-stack", signedIn: true },
      { name: "/results/{id}", path: `/results/${seeded.stackId}`, signedIn: true },
    ];
    for (const page of pages) {
      log(`lighthouse ${page.path}...`);
      const runs: Measured[] = [];
      for (let i = 0; i < RUNS; i++) {
        await prepareBrowser(chrome.port, base, page.signedIn ? seeded : null);
        runs.push(await measure(chrome.port, `${base}${page.path}`, page.signedIn ? seeded.cookie : null));
      }
      const m = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor((runs.length - 1) / 2)];
      const extra = { page: page.name, preset: "mobile", runs: RUNS, performanceRuns: runs.map((r) => r.performance) };
      report(`lighthouse.performance ${page.name}`, "score", m.performance, { ...extra, ...m.metrics });
      report(`lighthouse.accessibility ${page.name}`, "score", m.accessibility, { ...extra, failedAudits: m.failedA11y });
      report(`lighthouse.cls ${page.name}`, "score", m.cls, extra);
      report(`lighthouse.js_transferred ${page.name}`, "bytes", m.jsTransfer, extra);
      report(`lighthouse.js_gzip ${page.name}`, "bytes", m.jsGzip, { ...extra, kb: m.jsGzip / 1024 });
    }
  } finally {
    chrome.child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    fs.rmSync(chrome.profile, { recursive: true, force: true });
    if (server) await server.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
