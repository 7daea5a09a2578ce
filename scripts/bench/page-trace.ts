/**
 * Main-thread work of a guest page's first load, as deterministic proxies for Lighthouse's total
 * blocking time (which swings with the machine's load): Chromium without cache, each page loaded
 * until the network and the main thread are idle, its trace read for the renderer's main thread.
 * Tasks are measured in thread CPU time (the trace's `tdur`), which other processes on a busy
 * machine do not inflate as they inflate wall time, and multiplied by 4, as Lighthouse's mobile
 * preset simulates a 4x slower CPU. Per load: the JavaScript bytes fetched before the load event,
 * the longest task, the blocking time (every task's time over 50 ms, summed) and the CPU time of all
 * tasks and of script (v8.compile/evaluate/function calls).
 *
 * A/B without a second app: each variant is a snapshot, a directory holding `client/` (a build's
 * build/client) and `pages/<name>.html` (guest pages that build rendered). Playwright answers the
 * page and /assets/* from the snapshot and lets every other request through to the running app, so
 * both variants see the same server, and the loads alternate A, B, A, B...
 *
 *   npx tsx scripts/bench/page-trace.ts snapshot <dir> <base-url> <name>=<path>...   (take one)
 *   npx tsx scripts/bench/page-trace.ts compare <base-url> <runs> <dirA> <dirB> [lang]
 * CHROME_PATH overrides /usr/bin/chromium.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { rendererMainThread, type TraceEvent } from "../lib/trace-tasks";

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

interface Load {
  jsBytes: number;
  longestTaskMs: number;
  blockingMs: number;
  taskMs: number;
  scriptMs: number;
}

const SLOWDOWN = 4;
const SCRIPT_EVENTS = new Set(["EvaluateScript", "v8.evaluateModule", "FunctionCall", "TimerFire", "FireAnimationFrame", "RunMicrotasks", "v8.compile", "v8.compileModule", "EventDispatch"]);

/** CPU time of the script events not nested in another script event. */
function scriptCpu(events: TraceEvent[]): number {
  let total = 0;
  let end = 0;
  for (const e of [...events].filter((x) => SCRIPT_EVENTS.has(x.name)).sort((a, b) => a.ts - b.ts)) {
    if (e.ts < end) continue;
    total += e.tdur ?? 0;
    end = e.ts + (e.dur ?? 0);
  }
  return total;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function snapshot(dir: string, base: string, pages: string[], lang: string) {
  fs.mkdirSync(path.join(dir, "pages"), { recursive: true });
  fs.cpSync("build/client", path.join(dir, "client"), { recursive: true });
  for (const spec of pages) {
    const [name, p] = spec.split("=");
    const response = await fetch(base + p, { headers: { cookie: `lang=${lang}`, "accept-language": lang } });
    if (!response.ok) throw new Error(`${p}: ${response.status}`);
    fs.writeFileSync(path.join(dir, "pages", `${name}.html`), await response.text());
    fs.writeFileSync(path.join(dir, "pages", `${name}.path`), p);
  }
}

async function loadOnce(page: Page, base: string, dir: string, name: string): Promise<Load> {
  let jsBytes = 0;
  let loaded = false;
  await page.unroute("**/*").catch(() => {});
  await page.route("**/*", async (route) => {
    const url = new URL(route.request().url());
    if (route.request().isNavigationRequest()) {
      return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: fs.readFileSync(path.join(dir, "pages", `${name}.html`)) });
    }
    if (url.pathname.startsWith("/assets/")) {
      const file = path.join(dir, "client", url.pathname);
      if (!fs.existsSync(file)) return route.fulfill({ status: 404, body: "" });
      const body = fs.readFileSync(file);
      if (!loaded && file.endsWith(".js")) jsBytes += body.length;
      const contentType = file.endsWith(".js") ? "text/javascript" : file.endsWith(".css") ? "text/css" : file.endsWith(".json") ? "application/json" : "application/octet-stream";
      return route.fulfill({ status: 200, contentType, body, headers: { "access-control-allow-origin": "*" } });
    }
    return route.continue();
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Tracing.start", { categories: "devtools.timeline,disabled-by-default-devtools.timeline,v8.execute", transferMode: "ReturnAsStream" });
  page.once("load", () => (loaded = true));
  await page.goto(base + fs.readFileSync(path.join(dir, "pages", `${name}.path`), "utf8"), { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  // Idle twice in a row: hydration and the effects it schedules have run.
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));
  const stream = new Promise<string>((resolve) => cdp.once("Tracing.tracingComplete", (e) => resolve(e.stream!)));
  await cdp.send("Tracing.end");
  const handle = await stream;
  let text = "";
  for (;;) {
    const chunk = await cdp.send("IO.read", { handle });
    text += chunk.data;
    if (chunk.eof) break;
  }
  await cdp.detach();
  const parsed = JSON.parse(text) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = rendererMainThread(Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []));
  const tasks = events.filter((e) => e.name === "RunTask").map((e) => ((e.tdur ?? 0) / 1000) * SLOWDOWN);
  return {
    jsBytes,
    longestTaskMs: Math.round(Math.max(0, ...tasks)),
    blockingMs: Math.round(tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0)),
    taskMs: Math.round(tasks.reduce((sum, d) => sum + d, 0)),
    scriptMs: Math.round((scriptCpu(events) / 1000) * SLOWDOWN),
  };
}

async function compare(base: string, runs: number, dirs: string[], lang: string) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ["--no-sandbox", "--disable-gpu"] });
  const names = fs.readdirSync(path.join(dirs[0], "pages")).filter((f) => f.endsWith(".html")).map((f) => f.replace(/\.html$/, ""));
  try {
    for (const name of names) {
      const results: Load[][] = dirs.map(() => []);
      for (let i = 0; i < runs; i++) {
        for (const [k, dir] of dirs.entries()) {
          const context = await browser.newContext({ viewport: { width: 412, height: 823 }, extraHTTPHeaders: { cookie: `lang=${lang}` } });
          const page = await context.newPage();
          results[k].push(await loadOnce(page, base, dir, name));
          await context.close();
        }
      }
      for (const [k, dir] of dirs.entries()) {
        const r = results[k];
        const row = (key: keyof Load) => `${key} ${median(r.map((x) => x[key]))} [${r.map((x) => x[key]).join(" ")}]`;
        console.log(`${name} ${path.basename(dir)}: ${row("jsBytes")}; ${row("longestTaskMs")}; ${row("blockingMs")}; ${row("taskMs")}; ${row("scriptMs")}`);
      }
    }
  } finally {
    await browser.close();
  }
}

const [command, ...args] = process.argv.slice(2);
if (command === "snapshot") {
  const [dir, base, ...pages] = args;
  await snapshot(dir, base, pages, process.env.LANG_CODE ?? "en");
} else if (command === "compare") {
  const [base, runs, a, b, lang] = args;
  await compare(base, Number(runs), [a, b], lang ?? "en");
} else {
  console.error("usage: page-trace.ts snapshot <dir> <base> name=path... | compare <base> <runs> <dirA> <dirB> [lang]");
  process.exit(1);
}
