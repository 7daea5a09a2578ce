/**
 * `npm run lighthouse`: Lighthouse (mobile preset, the default config), every category
 * (performance, accessibility, best practices, SEO), on the pages guests and search engines read:
 * the landing page, the feed (/explore), a post page, the results page of a public routine and an
 * ingredient page, each in every language the app speaks (chosen by the `lang` cookie, sent with
 * every request). Prints one JSON object per line on stdout ({"name", "unit", "value", ...}) and
 * writes the table (pages x languages, four scores a cell) into docs/performance.md between the
 * `lighthouse-table` markers (LIGHTHOUSE_WRITE=0 leaves the file alone).
 *
 * It starts the app itself (scripts/start.ts on a fresh embedded database; PORT from
 * LIGHTHOUSE_PORT, default 8850), signs up and verifies a user, evaluates a routine, makes it public
 * and posts about it, so that the post and results pages have content.
 * LIGHTHOUSE_BASE_URL=http://... measures an app that is already running instead.
 * Each page is measured LIGHTHOUSE_RUNS times (default 3) and the run with the median performance
 * score is reported, as Lighthouse's documentation recommends against run-to-run variance; a run
 * that fails is retried once. LIGHTHOUSE_LANGS=en,fr and LIGHTHOUSE_PAGES=landing,feed narrow the
 * table. Lighthouse's simulated throttling still depends on the CPU it runs on, so every row
 * carries the machine's load average and Lighthouse's benchmark index.
 * LIGHTHOUSE_JSON_DIR=dir keeps every run's full report there (the audits behind a score: bootup-time,
 * mainthread-work-breakdown, long-tasks...). LIGHTHOUSE_TASKS=ms prints, for each run, its observed and
 * simulated paints and the main-thread tasks of its own trace that took at least that long, with what
 * they did (docs/performance.md, "Reading a Lighthouse run"). CHROME_PATH overrides /usr/bin/chromium.
 * Progress goes to stderr.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import lighthouse from "lighthouse";
import { startAppServer } from "./bench/app-server";
import { requestSignup, responseJson } from "./bench/http";
import { report } from "./bench/stats";
import { verifyThroughOutbox } from "../tests/helpers/verify-email";
import { lighthouseTable, replaceLighthouseTable, type LighthouseCell } from "./lib/lighthouse-table";
import { longTasks, type TraceEvent } from "./lib/trace-tasks";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"];
const PASSWORD = "correct horse battery";
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const LANGUAGES = (process.env.LIGHTHOUSE_LANGS ?? "en,es,fr,de").split(",").map((l: string) => l.trim()).filter(Boolean);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

const log = (...args: unknown[]) => console.error("#", ...args);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A verified user's public, evaluated routine and a post about it: what the post and results pages show. */
async function seedContent(base: string) {
  const email = `lighthouse-${Date.now().toString(36)}@example.test`;
  const signup = await requestSignup(base, { name: "Lighthouse", email, password: PASSWORD });
  const { token } = await responseJson<{ token: string }>(signup, 201, "signup");
  await verifyThroughOutbox((p) => fetch(base + p), email);
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
        stackName: "Lighthouse routine",
        goal: "anti-aging",
        secondaryGoals: ["hydration", "glow"],
        skinType: "dry",
        skinFeeling: "tight after washing",
        morningProducts: morning,
        nightProducts: night,
      }),
    }),
    202,
    "evaluate-stack",
  );
  const deadline = Date.now() + 120_000;
  for (;;) {
    const routine = await responseJson<{ status: string }>(await fetch(`${base}/api/stacks/${created.id}`, { headers: auth }));
    if (routine.status === "evaluated") break;
    if (routine.status === "failed" || Date.now() > deadline) throw new Error(`the routine was not evaluated (${routine.status})`);
    await sleep(300);
  }
  await responseJson(
    await fetch(`${base}/api/stacks/${created.id}/visibility`, { method: "PUT", headers: auth, body: JSON.stringify({ isPublic: true }) }),
    200,
    "visibility",
  );
  const post = await responseJson<{ id: string }>(
    await fetch(`${base}/api/posts`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ stackId: created.id, title: "My anti-aging routine", description: "Vitamin C in the morning, retinoid and glycolic acid at night." }),
    }),
    201,
    "post",
  );
  return { stackId: created.id, postId: post.id };
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

interface Measured {
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<string, number>;
  cls: number;
  failedAudits: string[];
}

async function measure(port: number, url: string, lang: string): Promise<Measured> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    // Every request of the page carries the language choice, as a browser that chose it would.
    extraHeaders: { Cookie: `lang=${lang}`, "Accept-Language": lang },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (process.env.LIGHTHOUSE_JSON_DIR) {
    const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, "_")}-${lang}-${Date.now()}.json`;
    fs.mkdirSync(process.env.LIGHTHOUSE_JSON_DIR, { recursive: true });
    fs.writeFileSync(path.join(process.env.LIGHTHOUSE_JSON_DIR, name), JSON.stringify(lhr));
  }
  const failedAudits = Object.values(lhr.categories)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id))
    .filter((id) => {
      const audit = lhr.audits[id];
      return audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative";
    });
  if (process.env.LIGHTHOUSE_TASKS) logTasks(url, lhr, result.artifacts.Trace.traceEvents as unknown as TraceEvent[], Number(process.env.LIGHTHOUSE_TASKS));
  if (process.env.LIGHTHOUSE_DEBUG) {
    for (const id of failedAudits) log(id, JSON.stringify((lhr.audits[id]?.details as { items?: unknown[] } | undefined)?.items?.slice(0, 4) ?? lhr.audits[id]?.displayValue ?? "").slice(0, 1200));
  }
  const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    scores: { performance: score("performance"), accessibility: score("accessibility"), "best-practices": score("best-practices"), seo: score("seo") },
    metrics: {
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
      loadAverage1m: Math.round(os.loadavg()[0] * 100) / 100,
      fcpMs: metric("first-contentful-paint"),
      lcpMs: metric("largest-contentful-paint"),
      tbtMs: metric("total-blocking-time"),
      speedIndexMs: metric("speed-index"),
    },
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    failedAudits,
  };
}

/** One run's paints, observed and as Lighthouse simulates them, and the long tasks of the trace it simulated them from. */
function logTasks(url: string, lhr: { audits: Record<string, { details?: unknown } | undefined> }, trace: TraceEvent[], minMs: number) {
  const metrics = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
  const pick = (...keys: string[]) => keys.map((k) => `${k} ${Math.round(metrics[k] ?? NaN)}`).join(", ");
  log(`${url}: ${pick("observedFirstContentfulPaint", "observedLargestContentfulPaint", "firstContentfulPaint", "largestContentfulPaint", "totalBlockingTime")} (ms)`);
  for (const task of longTasks(trace, { minMs })) {
    log(`  task at ${task.startMs} ms, ${task.durationMs} ms: ${task.parts.map((p) => `${p.name} ${p.ms}`).join("; ")}`);
  }
}

/** The language the page was served in (its <html lang>), to tell a cell measured in English from a translated one. */
async function servedLanguage(url: string, lang: string): Promise<string> {
  const html = await (await fetch(url, { headers: { cookie: `lang=${lang}`, "accept-language": lang } })).text();
  return html.match(/<html[^>]*\blang="([^"]+)"/)?.[1] ?? "?";
}

async function measureWithRetry(port: number, url: string, lang: string): Promise<Measured> {
  try {
    return await measure(port, url, lang);
  } catch (error) {
    log(`retrying ${url} (${lang}) after: ${error instanceof Error ? error.message : error}`);
    return measure(port, url, lang);
  }
}

async function main() {
  let server: Awaited<ReturnType<typeof startAppServer>> | null = null;
  let base = process.env.LIGHTHOUSE_BASE_URL?.replace(/\/$/, "");
  if (!base) {
    const port = Number(process.env.LIGHTHOUSE_PORT ?? 8850);
    log(`starting the app on port ${port} (build and fresh database)...`);
    server = await startAppServer(port, ".data/lighthouse", { ADMIN_EMAILS: process.env.ADMIN_EMAILS ?? "admin@lighthouse.test" });
    base = server.base;
  }
  const chrome = await launchChrome();
  const started = new Date();
  const loads: number[] = [];
  const benchmarkIndexes: number[] = [];
  try {
    log("signing up a user, evaluating a routine, making it public and posting it...");
    const seeded = await seedContent(base);
    const allPages = [
      { id: "landing", name: "landing `/`", path: "/" },
      { id: "feed", name: "feed `/explore`", path: "/explore" },
      { id: "post", name: "post `/posts/{id}`", path: `/posts/${seeded.postId}` },
      { id: "results", name: "results `/results/{id}` (public routine, guest)", path: `/results/${seeded.stackId}` },
      { id: "ingredient", name: "ingredient `/ingredients/niacinamide`", path: "/ingredients/niacinamide" },
    ];
    const only = process.env.LIGHTHOUSE_PAGES?.split(",").map((p: string) => p.trim());
    const pages = only ? allPages.filter((p) => only.includes(p.id)) : allPages;
    const cells: LighthouseCell[] = [];
    for (const page of pages) {
      for (const lang of LANGUAGES) {
        const url = `${base}${page.path}`;
        const served = await servedLanguage(url, lang);
        log(`lighthouse ${page.path} (${lang}, served ${served})...`);
        const runs: Measured[] = [];
        for (let i = 0; i < RUNS; i++) {
          loads.push(os.loadavg()[0]);
          const run = await measureWithRetry(chrome.port, url, lang);
          benchmarkIndexes.push(run.metrics.benchmarkIndex);
          runs.push(run);
        }
        const m = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor((runs.length - 1) / 2)];
        const extra = { page: page.id, lang, served, preset: "mobile", runs: RUNS, performanceRuns: runs.map((r) => r.scores.performance) };
        for (const category of CATEGORIES) report(`lighthouse.${category} ${page.id} ${lang}`, "score", m.scores[category], { ...extra, ...m.metrics });
        report(`lighthouse.cls ${page.id} ${lang}`, "score", m.cls, { ...extra, failedAudits: m.failedAudits });
        cells.push({ page: page.name, lang, served, scores: m.scores, performanceRuns: extra.performanceRuns, failedAudits: m.failedAudits });
      }
    }
    if (process.env.LIGHTHOUSE_WRITE !== "0" && cells.length) {
      const table = lighthouseTable(cells, { date: started.toISOString().slice(0, 10), runs: RUNS, loads, benchmarkIndexes, cpus: os.cpus().length });
      const file = path.join(root, "docs/performance.md");
      fs.writeFileSync(file, replaceLighthouseTable(fs.readFileSync(file, "utf8"), table));
      log(`wrote the table into ${path.relative(root, file)}`);
    }
  } finally {
    chrome.child.kill("SIGTERM");
    await sleep(300);
    fs.rmSync(chrome.profile, { recursive: true, force: true });
    if (server) await server.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
