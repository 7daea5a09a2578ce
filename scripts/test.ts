/**
 * `npm test`: every test. Unit, Worker (workerd) and integration (PostgreSQL) tests through
 * Vitest, then the end-to-end tests in Chromium through Playwright. Ends with one summary line.
 *
 * It brings what it needs (ADR 0030): without TEST_DATABASE_ADMIN_URL it starts a PostgreSQL
 * server of its own from node_modules (scripts/lib/test-postgres.ts) for the run and stops it at
 * the end; playwright.config.ts picks a Chromium (scripts/lib/chromium.ts). What this machine
 * cannot run (scripts/lib/test-scope.ts) it names in one line before the summary.
 *
 * The app the end-to-end tests use is built and started while Vitest runs (ADR 0054). The runners
 * overlap (ADR 0074): Vitest as two processes, the Worker tests (whose files share one database and
 * one workerd runtime, so run one after another) beside the unit and integration tests (each
 * integration file has its own database), and Playwright as soon as the app answers. No runner
 * shares state with another; each keeps a core busy that one runner alone leaves idle.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { machineChromium } from "./lib/chromium";
import { startE2eServer, type BackgroundServer } from "./lib/e2e-server";
import { startTestPostgres, type TestPostgres } from "./lib/test-postgres";
import { notRunLine, testScope } from "./lib/test-scope";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const results = path.join(root, "test-reports");
fs.mkdirSync(results, { recursive: true });

const startedAt = performance.now();
/** When each runner ended, in minutes from the start, for the closing line. */
const endedAt: string[] = [];
const minutes = () => ((performance.now() - startedAt) / 60_000).toFixed(1);

/** Runs a test runner to its end; its output goes to `output`, else straight to this terminal. */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  output?: (stream: NodeJS.WriteStream, chunk: Buffer) => void,
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: output ? ["inherit", "pipe", "pipe"] : "inherit", env: { ...process.env, ...env } });
    child.stdout?.on("data", (chunk: Buffer) => output?.(process.stdout, chunk));
    child.stderr?.on("data", (chunk: Buffer) => output?.(process.stderr, chunk));
    child.on("error", () => resolve(1));
    // "close", not "exit": the runner's last lines (its summary) are read before it counts as done.
    child.on("close", (code) => resolve(code ?? 1));
  });
}

// The Node npm brings with the project (ADR 0014); the tools below get it from PATH.
console.log(`Node ${process.version}`);
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
/** The two Vitest runs (ADR 0074), each with its own report. */
const vitestRuns = [
  { projects: ["workers"], report: path.join(results, "vitest-workers.json") },
  { projects: ["unit", "integration"], report: path.join(results, "vitest.json") },
];
const e2eJson = path.join(results, "e2e.json");
for (const file of [...vitestRuns.map((run) => run.report), e2eJson]) fs.rmSync(file, { force: true });

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

/**
 * Playwright's output, held back while Vitest prints (the runs overlap) and shown whole, then live,
 * once Vitest has finished.
 */
function heldOutput() {
  let held: Array<[NodeJS.WriteStream, Buffer]> | null = [];
  return {
    write(stream: NodeJS.WriteStream, chunk: Buffer) {
      if (held) held.push([stream, chunk]);
      else stream.write(chunk);
    },
    release() {
      for (const [stream, chunk] of held ?? []) stream.write(chunk);
      held = null;
    },
  };
}

let vitestStatus = 1;
let e2eStatus = 1;
try {
  console.log("\n=== unit, worker and integration tests, and the end-to-end tests (Chromium) once the app is up ===");
  const playwrightOutput = heldOutput();
  const vitest = Promise.all(
    vitestRuns.map(({ projects, report }) =>
      run(
        bin("vitest"),
        ["run", ...projects.flatMap((name) => ["--project", name]), "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
        databaseEnv,
      ).then((status) => {
        endedAt.push(`Vitest ${projects.join(" + ")} ${minutes()} min`);
        return status;
      }),
    ),
  ).then((statuses) => {
    console.log("\n=== end-to-end tests (Chromium) ===");
    playwrightOutput.release();
    return statuses.every((status) => status === 0) ? 0 : 1;
  });
  const e2e = (async () => {
    // A guard against a build that never ends, not a budget: the build shares the CPU with Vitest.
    const ready = await (e2eServer?.ready(600_000) ?? Promise.resolve()).then(
      () => true,
      (error: Error) => {
        playwrightOutput.write(process.stderr, Buffer.from(`\n${error.message}\n`));
        return false;
      },
    );
    if (!ready) return 1;
    const status = await run(bin("playwright"), ["test"], { CI: "true", ...(e2eServer ? { E2E_BASE_URL: e2eServer.url } : {}) }, playwrightOutput.write);
    endedAt.push(`Playwright ${minutes()} min`);
    return status;
  })();
  [vitestStatus, e2eStatus] = await Promise.all([vitest, e2e]);
} finally {
  await stopServers();
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const { report: file } of vitestRuns) {
  if (!fs.existsSync(file)) continue;
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
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
console.log(`Ended (from the start): ${endedAt.join(", ")}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(ok ? 0 : 1);
