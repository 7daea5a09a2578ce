import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";
import { DLQ_MAX_RETRIES, isDeadLetterQueue, MAX_RETRIES } from "../workers/api/src/queue/jobs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const API = path.join(root, "workers/api/wrangler.toml");
const PAGES = path.join(root, "wrangler.toml");
const ENVIRONMENTS = [undefined, "preview", "production"] as const;

/** The top-level [vars] table of a wrangler.toml (what a deploy without --env gets). */
function topLevelVars(file: string): Record<string, string> {
  const text = fs.readFileSync(path.join(root, file), "utf8");
  const section = /^\[vars\]\n([\s\S]*?)(?=^\[)/m.exec(text)?.[1] ?? "";
  return Object.fromEntries([...section.matchAll(/^(\w+)\s*=\s*"([^"]*)"/gm)].map((m) => [m[1], m[2]]));
}

/** Where `name` resolves from a package directory, as Node's module lookup walks up node_modules. */
function packageDir(name: string, from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "node_modules", name);
    if (fs.existsSync(path.join(candidate, "package.json"))) return candidate;
    if (dir === path.dirname(dir)) throw new Error(`${name} is not installed for ${from}`);
  }
}

/** The newest compatibility date of the workerd that a tool starts through its miniflare (workerd 1.YYYYMMDD.n). */
function newestLocalCompatibilityDate(tool: string): string {
  const workerd = packageDir("workerd", packageDir("miniflare", packageDir(tool, root)));
  const { version } = JSON.parse(fs.readFileSync(path.join(workerd, "package.json"), "utf8")) as { version: string };
  const [, date] = /^\d+\.(\d{8})\./.exec(version) ?? [];
  return `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}`;
}

/** The configuration wrangler itself resolves for an environment (undefined: no --env). */
const api = (env?: string) => unstable_readConfig({ config: API, env });
const pages = (env?: string) => unstable_readConfig({ config: PAGES, env });

describe("deploy configuration", () => {
  it.each(["workers/api/wrangler.toml", "wrangler.toml"])("%s fails closed: without --env the Worker runs as production", (file) => {
    expect(topLevelVars(file).ENVIRONMENT).toBe("production");
  });

  it("gives every api environment its own Worker name: a plain `wrangler deploy` cannot replace production", () => {
    const names = ENVIRONMENTS.map((env) => api(env).name);
    expect(names).toEqual(["skinstack-api-dev", "skinstack-api-preview", "skinstack-api"]);
  });

  it("gives every api environment its own queues, a dead-letter queue and the Durable Object", () => {
    const consumers = ENVIRONMENTS.map((env) => api(env).queues.consumers ?? []);
    const all = consumers.flat().map((c) => c.queue);
    expect(new Set(all).size).toBe(all.length);
    for (const [i, env] of ENVIRONMENTS.entries()) {
      const config = api(env);
      const [main, dlq] = consumers[i];
      expect(main.dead_letter_queue).toBe(dlq.queue);
      expect(dlq.queue.endsWith("-dlq")).toBe(true);
      expect(isDeadLetterQueue(dlq.queue) && !isDeadLetterQueue(main.queue)).toBe(true);
      expect(main.max_retries).toBe(MAX_RETRIES);
      // The consumer marks a refund's last attempt as final (lib/admin/refund-alerts.ts) by this number.
      expect(dlq.max_retries).toBe(DLQ_MAX_RETRIES);
      expect(config.queues.producers?.map((producer: { queue: string }) => producer.queue)).toEqual([main.queue]);
      expect(config.durable_objects.bindings).toEqual([{ name: "USER_EVENTS", class_name: "UserEvents" }]);
      expect(config.vars.ENVIRONMENT).toBe("production");
    }
  });

  it("hands a local evaluation to the consumer at once; deployed queues keep their batch window (ADR 0065)", () => {
    const [local] = api().queues.consumers ?? [];
    // Locally (npm start, the e2e app) one member submits at a time: a window only delays each result.
    expect(local.max_batch_timeout).toBe(0);
    for (const env of ["preview", "production"]) {
      const [main] = api(env).queues.consumers ?? [];
      expect(main.max_batch_timeout).toBeGreaterThan(0);
    }
  });

  it("binds every api environment to its own Hyperdrive config (the database, ADR 0015)", () => {
    const bindings = ENVIRONMENTS.map((env) => api(env).hyperdrive);
    for (const list of bindings) expect(list.map((b: { binding: string }) => b.binding)).toEqual(["HYPERDRIVE"]);
    const ids = bindings.map((list) => list[0].id);
    expect(new Set(ids).size).toBe(ENVIRONMENTS.length);
    // No connection string with a password in the repository: locally it comes from the environment.
    for (const list of bindings) expect(list[0].localConnectionString).toBeUndefined();
  });

  it("turns Workers observability on in every api environment", () => {
    for (const env of ENVIRONMENTS) expect(api(env).observability?.enabled).toBe(true);
  });

  it("binds Pages previews to the staging api and production to production, never to a local URL", () => {
    expect(pages("preview").services).toEqual([{ binding: "API", service: api("preview").name }]);
    expect(pages("production").services).toEqual([{ binding: "API", service: api("production").name }]);
    for (const env of ENVIRONMENTS) expect(pages(env).vars).not.toHaveProperty("API_URL");
  });

  it("runs the daily Open Beauty Facts sync by a Cron Trigger in production, where its URL is set (ADR 0039)", () => {
    const production = api("production");
    expect(production.triggers.crons).toEqual(["17 3 * * *"]);
    expect(production.vars.OPEN_BEAUTY_FACTS_URL).toMatch(/^https:\/\//);
    // Elsewhere the trigger may fire, but without the URL the sync does nothing.
    for (const env of [undefined, "preview"]) expect(api(env).vars.OPEN_BEAUTY_FACTS_URL).toBeUndefined();
  });

  it("routes only production to skinstack.app", () => {
    expect(api("production").routes).toEqual([{ pattern: "skinstack.app/api/*", zone_name: "skinstack.app" }]);
    expect(api("preview").routes ?? []).toEqual([]);
    expect(api().routes ?? []).toEqual([]);
  });

  it("keeps workers/api/worker-configuration.d.ts (wrangler types) up to date with wrangler.toml", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };
    const args = pkg.scripts.types.split(" ").slice(1);
    // Throws (exit code 1) when the file is out of date: run `npm run types`.
    execFileSync(path.join(root, "node_modules/.bin/wrangler"), [...args, "--check"], { cwd: root, stdio: "pipe", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } });
    // Wrangler 4.164 takes 1 s to start on an idle machine and over 5 s on a busy one.
  }, 30_000);

  it("turns Node.js APIs on in both deployables by the compatibility date, without the nodejs_compat flag workerd then rejects", () => {
    for (const config of [...ENVIRONMENTS.map(api), ...ENVIRONMENTS.map(pages)]) {
      expect(config.compatibility_date! >= "2026-08-04").toBe(true);
      expect(config.compatibility_flags ?? []).not.toContain("nodejs_compat");
      expect(config.compatibility_flags ?? []).not.toContain("no_nodejs_compat");
    }
  });

  it("keeps the compatibility date within what the local runtimes support: `npm start` (wrangler) and the Worker tests (the Workers Vitest plugin)", () => {
    for (const tool of ["wrangler", "@cloudflare/vitest-plugin"]) {
      const newest = newestLocalCompatibilityDate(tool);
      for (const config of [api(), pages()]) expect(config.compatibility_date! <= newest, `${tool}'s workerd supports up to ${newest}`).toBe(true);
    }
  });

  it("keeps static assets off the Pages function", () => {
    const routes = JSON.parse(fs.readFileSync(path.join(root, "public/_routes.json"), "utf8")) as { version: number; include: string[]; exclude: string[] };
    expect(routes).toEqual({ version: 1, include: ["/*"], exclude: ["/assets/*", "/icons/*", "/favicon.svg", "/manifest.webmanifest"] });
    const headers = fs.readFileSync(path.join(root, "public/_headers"), "utf8");
    expect(headers).toMatch(/^\/assets\/\*\n\s+Cache-Control: public, max-age=31536000, immutable$/m);
  });
});
