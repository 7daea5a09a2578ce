/**
 * `npm test`: every test. Unit, Worker (workerd) and integration (PostgreSQL) tests through
 * Vitest, then the end-to-end tests in Chromium through Playwright. Ends with one summary line.
 *
 * It brings what it needs (ADR 0030): without TEST_DATABASE_ADMIN_URL it starts a PostgreSQL
 * server of its own from node_modules (scripts/lib/test-postgres.ts) for the run and stops it at
 * the end; playwright.config.ts picks a Chromium (scripts/lib/chromium.ts). What this machine
 * cannot run (scripts/lib/test-scope.ts) it names in one line before the summary.
 *
 * The app the end-to-end tests use is built and started while Vitest runs (ADR 0054), so
 * Playwright starts on a listening app (E2E_BASE_URL) instead of building it after Vitest.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { machineChromium } from "./lib/chromium";
import { startE2eServer, type BackgroundServer } from "./lib/e2e-server";
import { startTestPostgres, type TestPostgres } from "./lib/test-postgres";
import { notRunLine, playwrightArgs, testScope } from "./lib/test-scope";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const results = path.join(root, "test-reports");
fs.mkdirSync(results, { recursive: true });

const startedAt = performance.now();
/** How long each step took, for the closing lines: where a run's time went. */
const took: string[] = [];

function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  console.log(`\n=== ${name} ===`);
  const stepStarted = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
    child.on("error", () => resolve(1));
    child.on("exit", (code) => {
      took.push(`${name} ${minutes(performance.now() - stepStarted)}`);
      resolve(code ?? 1);
    });
  });
}

const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;

// The Node npm brings with the project (ADR 0014); the tools below get it from PATH.
console.log(`Node ${process.version}`);
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const vitestJson = path.join(results, "vitest.json");
const e2eJson = path.join(results, "e2e.json");
fs.rmSync(vitestJson, { force: true });
fs.rmSync(e2eJson, { force: true });

const scope = testScope();
const browser = machineChromium();
console.log(`Chromium: ${browser ? `${browser.executablePath} (${browser.source})` : "the one npm installed (@sparticuz/chromium)"}`);

let database: TestPostgres | null = null;
const databaseEnv: NodeJS.ProcessEnv = {};
if (process.env.TEST_DATABASE_ADMIN_URL) {
  console.log(`PostgreSQL: ${new URL(process.env.TEST_DATABASE_ADMIN_URL).host} (TEST_DATABASE_ADMIN_URL)`);
} else {
  const started = await startTestPostgres().catch((error: Error) => {
    console.error(`Could not start the tests' PostgreSQL: ${error.message}`);
    console.log("\n0 passed, 1 failed");
    return process.exit(1);
  });
  database = started;
  databaseEnv.TEST_DATABASE_ADMIN_URL = started.adminUrl;
  console.log(`PostgreSQL: 127.0.0.1:${started.port} (started for this run from node_modules, removed at the end)`);
}
// Given E2E_BASE_URL, Playwright uses that app; otherwise it is started here, beside Vitest.
const e2ePort = Number(process.env.E2E_PORT ?? 8790);
const e2eServer: BackgroundServer | null = process.env.E2E_BASE_URL ? null : startE2eServer(root, e2ePort);
const stopServers = () => Promise.all([e2eServer?.stop(), database?.stop()]);
// Interrupted (Ctrl-C, a CI timeout): the servers go too. The runners get the signal themselves.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void stopServers().finally(() => process.exit(130));
  });
}

let vitestStatus: number;
let e2eStatus: number;
try {
  vitestStatus = await step(
    "unit, worker and integration tests",
    bin("vitest"),
    ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`],
    databaseEnv,
  );
  const e2eReady = await e2eServer?.ready(180_000).then(
    () => true,
    (error: Error) => {
      console.error(`\n${error.message}`);
      return false;
    },
  );
  e2eStatus =
    e2eReady === false
      ? 1
      : await step("end-to-end tests (Chromium)", bin("playwright"), playwrightArgs(), {
          CI: "true",
          ...(e2eServer ? { E2E_BASE_URL: e2eServer.url } : {}),
        });
} finally {
  await stopServers();
}

let passed = 0;
let failed = 0;
let skipped = 0;
if (fs.existsSync(vitestJson)) {
  const report = JSON.parse(fs.readFileSync(vitestJson, "utf8"));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
if (fs.existsSync(e2eJson)) {
  const stats = JSON.parse(fs.readFileSync(e2eJson, "utf8")).stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
}
const ok = vitestStatus === 0 && e2eStatus === 0 && failed === 0 && passed > 0;
if (!ok && failed === 0) failed = 1; // a runner failed before reporting
const notRun = notRunLine(scope, browser !== null);
console.log("");
if (notRun) console.log(notRun);
console.log(`Took ${minutes(performance.now() - startedAt)} (${took.join("; ")})`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(ok ? 0 : 1);
