/**
 * `npm start` (and `npm run dev` with --dev): the whole app on one origin at
 * http://127.0.0.1:${PORT:-8788}/ with nothing but Node and npm.
 *
 * - No DATABASE_URL: the embedded PGlite database in .data/ (migrated and seeded on start).
 * - DATABASE_URL set: that PostgreSQL instead (migrated and seeded the same way).
 * DATA_DIR moves the embedded data (default .data); --fresh starts from an empty database.
 * DB_LOCAL_POOL=pgbouncer (with DATABASE_URL): the api's connections go through a local PgBouncer,
 * standing in for Hyperdrive's pool (ADR 0023).
 * Then the api Worker under `wrangler dev` and the web app (`wrangler pages dev` on the built app,
 * or the Vite dev server with --dev). Ctrl-C stops every child process.
 *
 * Until the app answers, the children's routine output is held back (a few lines of progress are
 * printed instead) and shown only if starting fails; --verbose shows it as it comes.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startEmbeddedDatabase } from "./lib/embedded-db";
import { startLocalPool } from "./lib/local-pool";
import { freePort, holdOutput, portIsFree, releaseOutput, run, runToEnd, stopAll, waitForExit, waitForHttp } from "./lib/processes";
import { localSessionSecret } from "./lib/session-secret";
import { localServerArgs, QUIET_WRANGLER } from "./lib/wrangler";
import { setUpPostgres } from "./db-setup";
import { seed, type AnyPgDatabase } from "./seed";
import { startBridge, targetOfUrl, onLocalPort } from "./ws-bridge";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv.includes("--dev");
const fresh = process.argv.includes("--fresh");
const dataRoot = path.resolve(root, process.env.DATA_DIR ?? ".data");
const port = Number(process.env.PORT ?? 8788);
const apiPort = Number(process.env.API_PORT ?? port + 1);
const appUrl = `http://127.0.0.1:${port}`;
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const verbose = process.argv.includes("--verbose");

/**
 * A wrangler command. `npm start` serves one build for as long as it runs, so its wrangler processes
 * build each Worker once instead of watching its files (ADR 0076); `--dev` keeps wrangler's watching.
 */
function wrangler(args: string[]): [command: string, args: string[]] {
  if (dev) return [bin("wrangler"), args];
  return [process.execPath, ["--require", path.join(root, "scripts/lib/wrangler-build-once.cjs"), bin("wrangler"), ...args]];
}

const cleanups: Array<() => Promise<void>> = [];
let stopping = false;

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  stopAll("SIGTERM");
  await waitForExit(5000);
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  process.exit(code);
}
process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));

async function requireFreePort(p: number, name: string, variable: string) {
  if (!(await portIsFree(p))) {
    console.error(`Port ${p} (${name}) is already in use. Stop whatever is using it, or set ${variable} to another port.`);
    process.exit(1);
  }
}

async function prepareDatabase(): Promise<string> {
  if (process.env.DATABASE_URL) {
    const url = process.env.DATABASE_URL;
    await setUpPostgres(url);
    console.log("Database: DATABASE_URL (migrated and seeded)");
    return url;
  }
  const dataDir = path.join(dataRoot, "pglite");
  if (fresh) fs.rmSync(dataRoot, { recursive: true, force: true });
  const embedded = await startEmbeddedDatabase(dataDir, await freePort());
  cleanups.push(embedded.stop);
  await seed(embedded.db as unknown as AnyPgDatabase);
  console.log(`Database: embedded PGlite in ${path.relative(root, dataDir)} (migrated and seeded)`);
  return embedded.url;
}

async function main() {
  if (process.env.DB_LOCAL_POOL && process.env.DB_LOCAL_POOL !== "pgbouncer") {
    console.error(`DB_LOCAL_POOL=${process.env.DB_LOCAL_POOL}: the only local pool is "pgbouncer".`);
    process.exit(1);
  }
  if (!verbose) holdOutput();
  await requireFreePort(port, "web", "PORT");
  await requireFreePort(apiPort, "api", "API_PORT");

  const databaseUrl = await prepareDatabase();
  const embedded = !process.env.DATABASE_URL;
  const local = ["127.0.0.1", "localhost", "::1", "[::1]"].includes(new URL(databaseUrl).hostname);
  let wsProxy = "";
  // The api reaches the database as in production: node-postgres through its Hyperdrive binding
  // (ADR 0015), whose local connection string names the database directly (wrangler proxies it).
  // A local one is reached through the bridge's TCP front, which serves PGlite one connection at a
  // time; the bridge's WebSocket front keeps the Neon driver's path (DB_WS_PROXY) working.
  let hyperdriveUrl = databaseUrl;
  if (local) {
    const bridge = await startBridge({ serialize: embedded, target: targetOfUrl(databaseUrl) });
    cleanups.push(bridge.close);
    wsProxy = `127.0.0.1:${bridge.port}`;
    hyperdriveUrl = onLocalPort(databaseUrl, bridge.tcpPort);
  }
  // DB_LOCAL_POOL=pgbouncer: warm pooled connections as Hyperdrive keeps in production (ADR 0023),
  // for a PostgreSQL server; the embedded database is one connection at a time and never pooled.
  const pooled = process.env.DB_LOCAL_POOL === "pgbouncer" && !embedded;
  // Named prepared statements (ADR 0026) need every connection to keep its own, or a pooler that
  // tracks them: a PostgreSQL server on this machine (a backend per connection through the
  // bridge), or PgBouncer 1.21+. Not the embedded PGlite (one session for every connection), nor an
  // older PgBouncer, nor a server elsewhere whose pooler is unknown.
  let preparedStatements = local && !embedded;
  let poolNote = "";
  if (pooled) {
    const pool = await startLocalPool(databaseUrl);
    cleanups.push(pool.stop);
    hyperdriveUrl = pool.url;
    preparedStatements = pool.preparedStatements;
    poolNote = `, pooled by ${pool.version} in transaction mode${pool.preparedStatements ? "" : " (before 1.21: no prepared statements; scripts/build-pgbouncer.sh builds 1.24)"}`;
  }
  // DB_PREPARED_STATEMENTS=off sends every statement unnamed even where they could be kept.
  if (process.env.DB_PREPARED_STATEMENTS === "off") preparedStatements = false;
  console.log(
    `Database driver: node-postgres through the api's Hyperdrive binding (local connection string${poolNote}; prepared statements ${preparedStatements ? "on" : "off"})`,
  );

  // Proves to the api that a client address named by the web app came from the web app.
  const forwardingSecret = randomBytes(24).toString("hex");
  const apiVars = [
    // wrangler.toml defaults to production (fail closed); local runs are development.
    "ENVIRONMENT:development",
    `FORWARDING_SECRET:${forwardingSecret}`,
    // Signs session tokens: made randomly on first start and kept in .data/ (never a constant).
    `SESSION_SECRET:${process.env.SESSION_SECRET || localSessionSecret(dataRoot)}`,
    `DATABASE_URL:${databaseUrl}`,
    `APP_URL:${appUrl}`,
    ...(wsProxy ? [`DB_WS_PROXY:${wsProxy}`] : []),
    // The embedded database has one backend that connections queue for (a queue batch can hold it
    // for seconds): waiting for it is not an outage, so the api waits longer than its 5 s default.
    ...(embedded ? ["DB_CONNECT_TIMEOUT_MS:30000"] : []),
    `DB_PREPARED_STATEMENTS:${preparedStatements ? "on" : "off"}`,
    // Emails that get the admin role at signup (the e2e server sets it for its admin).
    ...(process.env.ADMIN_EMAILS ? [`ADMIN_EMAILS:${process.env.ADMIN_EMAILS}`] : []),
  ].flatMap((v) => ["--var", v]);
  console.log("Starting the api Worker (wrangler dev)...");
  const api = run(
    "api",
    ...wrangler(["dev", "--config", "workers/api/wrangler.toml", ...(await localServerArgs(apiPort, path.join(dataRoot, "wrangler"))), ...apiVars]),
    { ...QUIET_WRANGLER, CLOUDFLARE_HYPERDRIVE_LOCAL_CONNECTION_STRING_HYPERDRIVE: hyperdriveUrl },
  );
  await waitForHttp(`http://127.0.0.1:${apiPort}/api/health`, 60_000, () => api.exitCode === null);

  if (dev) {
    run("web", bin("remix"), ["vite:dev", "--host", "127.0.0.1", "--port", String(port), "--strictPort"], {
      API_URL: `http://127.0.0.1:${apiPort}`,
      FORWARDING_SECRET: forwardingSecret,
      APP_URL: appUrl,
    });
  } else {
    console.log("Building the web app...");
    await runToEnd("build", bin("remix"), ["vite:build", ...(verbose ? [] : ["--logLevel", "warn"])]);
    console.log("Starting the web app (wrangler pages dev)...");
    run(
      "web",
      ...wrangler([
        "pages",
        "dev",
        "./build/client",
        ...(await localServerArgs(port, path.join(dataRoot, "wrangler"))),
        "--binding",
        `API_URL=http://127.0.0.1:${apiPort}`,
        "--binding",
        "ENVIRONMENT=development",
        "--binding",
        `FORWARDING_SECRET=${forwardingSecret}`,
        "--binding",
        `APP_URL=${appUrl}`,
      ]),
      QUIET_WRANGLER,
    );
  }
  await waitForHttp(`${appUrl}/api/health`, 90_000);
  releaseOutput(false);
  console.log(`\nSkinstack is running at ${appUrl}/  (Ctrl-C to stop)\n`);
}

main().catch(async (error) => {
  releaseOutput(true);
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
});
