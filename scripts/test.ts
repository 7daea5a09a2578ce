/**
 * `npm test`: every test. Unit, Worker (workerd) and integration (PostgreSQL) tests through
 * Vitest, then the end-to-end tests in Chromium through Playwright. Ends with one summary line.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SHARED_DATA } from "../tests/helpers/shared-data";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const results = path.join(root, "test-reports");
fs.mkdirSync(results, { recursive: true });
if (!fs.existsSync(SHARED_DATA)) {
  console.error(`The reference data folder ${SHARED_DATA} is missing: tests and benchmarks read it from ../shared/data.`);
  process.exit(1);
}

function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

// The Node npm brings with the project (ADR 0014); the tools below get it from PATH.
console.log(`Node ${process.version}`);
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const vitestJson = path.join(results, "vitest.json");
const e2eJson = path.join(results, "e2e.json");
fs.rmSync(vitestJson, { force: true });
fs.rmSync(e2eJson, { force: true });

const vitestStatus = step("unit, worker and integration tests", bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestJson}`,
]);
const e2eStatus = step("end-to-end tests (Chromium)", bin("playwright"), ["test"], { CI: "true" });

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
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(ok ? 0 : 1);
