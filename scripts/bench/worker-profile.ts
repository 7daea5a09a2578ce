/**
 * CPU profiles of the api Worker under `wrangler dev`, through its V8 inspector (what Chrome's
 * DevTools would attach to). `LOAD_PARTS=profile` in the load bench uses it to say where a
 * request's Worker time goes: each sample's function, and the package or source file its code came
 * from in wrangler's bundle (the bundle keeps a `// path/to/module.js` comment before each module).
 *
 * Profiled under light load (a few connections): under full load the inspector's own messages
 * queue behind the requests and the profile loses samples.
 */
import fs from "node:fs";
import path from "node:path";
import WebSocket from "ws";

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface Profile {
  nodes: Array<{ id: number; callFrame: CallFrame }>;
  samples: number[];
  timeDeltas: number[];
}

/** The inspector port of the wrangler process that serves the api on `apiPort` (its --inspector-port). */
export function apiInspectorPort(apiPort: number): number | null {
  for (const pid of fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    let args: string[];
    try {
      args = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    } catch {
      continue;
    }
    if (!args.some((a) => a.endsWith("wrangler-dist/cli.js")) || !args.includes("dev")) continue;
    const at = (flag: string) => args[args.indexOf(flag) + 1];
    if (args.includes("--port") && at("--port") === String(apiPort) && args.includes("--inspector-port")) return Number(at("--inspector-port"));
  }
  return null;
}

/** Connects to the inspector; `profile(run)` samples the Worker while `run` goes on. */
export async function openInspector(port: number) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  let id = 0;
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  ws.on("message", (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: unknown };
    const entry = message.id === undefined ? undefined : waiting.get(message.id);
    if (!entry) return;
    waiting.delete(message.id!);
    if (message.error) entry.reject(new Error(JSON.stringify(message.error)));
    else entry.resolve(message.result);
  });
  const send = <T>(method: string, params: object = {}) =>
    new Promise<T>((resolve, reject) => {
      const call = ++id;
      waiting.set(call, { resolve: resolve as (v: unknown) => void, reject });
      ws.send(JSON.stringify({ id: call, method, params }));
    });
  await send("Profiler.enable");
  await send("Profiler.setSamplingInterval", { interval: 200 });
  return {
    async profile<T>(run: () => Promise<T>): Promise<{ result: T; profile: Profile }> {
      await send("Profiler.start");
      const result = await run();
      const { profile } = await send<{ profile: Profile }>("Profiler.stop");
      return { result, profile };
    },
    close: () => ws.close(),
  };
}

/** The newest bundle wrangler dev wrote for the api (workers/api/.wrangler/tmp/dev-* /index.js). */
export function apiBundle(root: string): string | null {
  const tmp = path.join(root, "workers/api/.wrangler/tmp");
  if (!fs.existsSync(tmp)) return null;
  const bundles = fs
    .readdirSync(tmp)
    .filter((d) => d.startsWith("dev-") && fs.existsSync(path.join(tmp, d, "index.js")))
    .map((d) => path.join(tmp, d, "index.js"))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  return bundles[0] ?? null;
}

/** For each line of the bundle, the module it came from: a package name, or a source file of ours. */
export function bundleModules(bundlePath: string): (line: number) => string {
  const lines = fs.readFileSync(bundlePath, "utf8").split("\n");
  const starts: Array<{ line: number; module: string }> = [];
  lines.forEach((text, i) => {
    const m = /^\/\/ (\S+\.(?:m?js|cjs|ts|tsx))$/.exec(text);
    if (m) starts.push({ line: i, module: moduleName(m[1]) });
  });
  return (line) => {
    let lo = 0;
    let hi = starts.length - 1;
    let found = "(bundle)";
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid].line <= line) {
        found = starts[mid].module;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  };
}

/**
 * `../../node_modules/drizzle-orm/pg-core/dialect.js` -> `drizzle-orm` (the innermost package, for
 * one installed inside another's node_modules); our files keep their path.
 */
export function moduleName(file: string): string {
  const packages = [...file.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)];
  if (packages.length > 0) return packages[packages.length - 1][1];
  return file.replace(/^(\.\.\/)+/, "");
}

export interface ProfileSummary {
  /** Sampled milliseconds per request, by package or source file (native code and idle apart). */
  byModule: Record<string, number>;
  /** The functions with the most self time, ms per request. */
  topFunctions: Array<{ fn: string; ms: number }>;
  /** Sampled milliseconds per request outside idle time. */
  busyMs: number;
}

/** Self time per request, by where the code came from; `requests` served while profiling. */
export function summarizeProfile(profile: Profile, requests: number, moduleOf: (line: number) => string): ProfileSummary {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const byModule = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((sample, i) => {
    const frame = nodes.get(sample);
    const us = profile.timeDeltas[i] ?? 0;
    if (!frame || frame.functionName === "(idle)") return;
    busy += us;
    const fromBundle = frame.url !== "" && frame.lineNumber >= 0 && !frame.url.startsWith("node-internal");
    const module = fromBundle ? moduleOf(frame.lineNumber) : frame.url.startsWith("node-internal") ? "(node compat)" : "(native)";
    byModule.set(module, (byModule.get(module) ?? 0) + us);
    const fn = `${frame.functionName || "(anonymous)"} [${module}]`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  });
  const perRequest = (us: number) => Math.round((us / 1000 / requests) * 1000) / 1000;
  return {
    busyMs: perRequest(busy),
    byModule: Object.fromEntries([...byModule].sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, perRequest(v)]).filter(([, v]) => (v as number) >= 0.005)),
    topFunctions: [...byFunction]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([fn, us]) => ({ fn, ms: perRequest(us) })),
  };
}
