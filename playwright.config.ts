import { defineConfig, devices } from "@playwright/test";
import { chromiumForTests } from "./scripts/lib/chromium";
import { e2eServerEnv } from "./scripts/lib/e2e-server";

const port = Number(process.env.E2E_PORT ?? 8790);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
/** CHROME_PATH, else the machine's /usr/bin/chromium, else the one npm installed (scripts/lib/chromium.ts). */
const chromium = chromiumForTests();

/**
 * End-to-end tests in Chromium (no browser download at test time): the app is started with
 * `npm start` semantics on a fresh embedded database in .data/e2e (its ADMIN_EMAILS names the
 * admin of tests/e2e/admin.spec.ts). `npm test` starts that app itself while Vitest runs and
 * passes E2E_BASE_URL (ADR 0054); `npx playwright test` alone starts it here.
 */
export default defineConfig({
  testDir: "tests/e2e",
  // The visual baselines are Debian's Chromium's pixels (its fonts and rasteriser); npm's Chromium
  // renders other pixels, so with it they do not run (npm test says so in its "Not run" line).
  testIgnore: chromium.source === "npm" ? ["**/visual.spec.ts"] : [],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Visual baselines (tests/e2e/visual.spec.ts): animations stopped, a small tolerated difference
    // for anti-aliasing; regenerate with `npm run test:visual:update`.
    toHaveScreenshot: { animations: "disabled", caret: "hide", scale: "css", maxDiffPixelRatio: 0.01 },
  },
  // One baseline per screen for every machine: the tests run only in Debian's Chromium on Linux.
  snapshotPathTemplate: "{testDir}/__screenshots__/{testFileName}/{arg}{ext}",
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "test-reports/e2e.json" }]] : [["list"]],
  use: {
    baseURL,
    ...devices["Desktop Chrome"],
    viewport: { width: 390, height: 844 },
    isMobile: false,
    hasTouch: true,
    // A failed test keeps its trace: actions, DOM snapshots, network and console. Not screenshots:
    // their screencast runs through every test, failed or not, and made runs slower (ADR 0065).
    // `npm test` under CI passes `--trace off`: a CI run keeps only its log (ADR 0076).
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: true },
    launchOptions: {
      executablePath: chromium.executablePath,
      ...(Object.keys(chromium.env).length ? { env: { ...process.env, ...chromium.env } } : {}),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: "npx tsx scripts/start.ts --fresh",
        url: `${baseURL}/api/health`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: "ignore",
        stderr: "pipe",
        gracefulShutdown: { signal: "SIGINT", timeout: 15_000 },
        env: e2eServerEnv(port),
      },
});
