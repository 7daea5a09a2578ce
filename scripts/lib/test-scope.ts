/**
 * What a test run can cover on this machine (ADR 0030, ADR 0031). Everything else the tests need
 * comes with `npm ci`; two things may be missing beside a fresh clone, and the tests that need them
 * are left out, by file name, rather than skipped one by one:
 * - `*.sephora.test.ts`: the checks over the retail catalogue, `../shared/data/sephora-cosmetics.csv`
 *   (its licence is not stated, so it never ships in the repository; present beside every checkout
 *   here and in CI).
 * - `*.pgbouncer.test.ts`: the local pool's tests, which need PgBouncer 1.21 or later
 *   (`bash scripts/build-pgbouncer.sh` builds one; `.ci/run` does and sets PGBOUNCER). With
 *   PGBOUNCER set they always run, and fail if it is not fit.
 * vitest.config.ts excludes what is missing; `npm test` names it in one line.
 */
import fs from "node:fs";
import path from "node:path";
import { findPgBouncer, keepsPreparedStatements, pgBouncerVersion, pgBouncerVersionLine } from "./local-pool";
import { SHARED_DATA } from "./reference-data";

export const RETAIL_CATALOGUE_FILE = "sephora-cosmetics.csv";

export const RETAIL_CATALOGUE_TESTS = "**/*.sephora.test.ts";
export const PGBOUNCER_TESTS = "**/*.pgbouncer.test.ts";

export function hasRetailCatalogue(sharedData = SHARED_DATA): boolean {
  return fs.existsSync(path.join(sharedData, RETAIL_CATALOGUE_FILE));
}

/** Whether the pool's tests can run: PGBOUNCER set, or a PgBouncer 1.21+ found (local-pool.ts). */
export function hasPgBouncerForTests(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.PGBOUNCER) return true;
  const binary = findPgBouncer(env);
  if (!binary) return false;
  try {
    return keepsPreparedStatements(pgBouncerVersion(pgBouncerVersionLine(binary)));
  } catch {
    return false;
  }
}

export interface TestScope {
  retailCatalogue: boolean;
  pgBouncer: boolean;
}

export function testScope(env: NodeJS.ProcessEnv = process.env): TestScope {
  return { retailCatalogue: hasRetailCatalogue(), pgBouncer: hasPgBouncerForTests(env) };
}

/** The test files this machine cannot run, as Vitest exclude patterns. */
export function excludedTests(scope: TestScope): string[] {
  return [...(scope.retailCatalogue ? [] : [RETAIL_CATALOGUE_TESTS]), ...(scope.pgBouncer ? [] : [PGBOUNCER_TESTS])];
}

/**
 * The one line `npm test` prints about what it left out, or null when it ran everything.
 * `visualBaselines`: false when the end-to-end run uses npm's Chromium (playwright.config.ts).
 */
export function notRunLine(scope: TestScope, visualBaselines: boolean): string | null {
  const parts: string[] = [];
  if (!scope.retailCatalogue) parts.push(`the checks over the retail catalogue (${RETAIL_CATALOGUE_TESTS}: no ../shared/data/${RETAIL_CATALOGUE_FILE} beside the checkout)`);
  if (!scope.pgBouncer) parts.push(`the local pool's tests (${PGBOUNCER_TESTS}: no PgBouncer 1.21+; bash scripts/build-pgbouncer.sh builds one)`);
  if (!visualBaselines) parts.push("the visual baselines (tests/e2e/visual.spec.ts: they are Debian Chromium's pixels, and this run uses npm's Chromium)");
  return parts.length ? `Not run here: ${parts.join("; ")}.` : null;
}

/**
 * How `npm test` runs Playwright. Under CI it records no traces: a CI run keeps only its log, where
 * the list reporter already prints a failure's error and steps, so the trace of a failed test was
 * recorded for nobody, at about a tenth of the end-to-end run's time (ADR 0076). Elsewhere the
 * config's retain-on-failure stands.
 */
export function playwrightArgs(env: NodeJS.ProcessEnv = process.env): string[] {
  return env.CI ? ["test", "--trace", "off"] : ["test"];
}
