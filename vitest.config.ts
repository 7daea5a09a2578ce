import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defaultServerConditions, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { excludedTests, testScope } from "./scripts/lib/test-scope";

// wrangler.toml's Hyperdrive binding needs a local connection string before the Worker tests can
// start; they pass their own database's in the env they hand the app (workers/api/test/helpers).
process.env.CLOUDFLARE_HYPERDRIVE_LOCAL_CONNECTION_STRING_HYPERDRIVE ??= "postgres://postgres:unused@127.0.0.1:1/unused";

/**
 * The Workers plugin makes the project resolve packages for workerd ("workerd", "browser"), and
 * Vitest 5 imports a project's globalSetup through that project's `__vitest__` environment. Our
 * globalSetup runs in Node (a PostgreSQL database, the WebSocket bridge, the Google and Open
 * Beauty Facts fakes), so that environment alone gets Node's conditions back: `ws` must be its
 * server, not its browser stub. Test files still run in workerd with the Workers conditions.
 */
function globalSetupResolvesForNode(): Plugin {
  return {
    name: "skinstack:global-setup-resolves-for-node",
    configEnvironment(name, config) {
      if (name !== "__vitest__") return;
      config.resolve ??= {};
      config.resolve.conditions = [...defaultServerConditions];
    },
  };
}

/**
 * The Workers plugin inlines every dependency, so a cold run transforms packages whose published
 * source maps name files they do not ship (stripe: a couple of hundred warnings). That is about
 * their packaging, not our code: those warnings are dropped, every other one is kept. (Vitest sets
 * its own logger, so this wraps the resolved one.)
 */
function dropDependencySourcemapWarnings(): Plugin {
  return {
    name: "skinstack:drop-dependency-sourcemap-warnings",
    configResolved(config) {
      const warnOnce = config.logger.warnOnce.bind(config.logger);
      config.logger.warnOnce = (message, options) => {
        if (/^Sourcemap for ".*\/node_modules\/.*" points to missing source files$/.test(message)) return;
        warnOnce(message, options);
      };
    },
  };
}

/**
 * Test files this machine cannot run are left out (scripts/lib/test-scope.ts: the checks over the
 * retail catalogue without ../shared/data, the local pool's without PgBouncer 1.21+); `npm test`
 * names them in one line.
 */
const exclude = [...configDefaults.exclude, ...excludedTests(testScope())];

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [tsconfigPaths()],
        test: {
          name: "unit",
          include: ["core/**/*.test.ts", "app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "drizzle/**/*.test.ts"],
          exclude,
          environment: "node",
          // A hang guard, not a budget: the property and golden tests run whole evaluations that take
          // seconds on a busy 2-core machine (5 s, Vitest's default, failed them at load 30).
          testTimeout: 60_000,
          // Files share a Vitest worker and the modules loaded in it (ADR 0037): starting and
          // importing the engine and knowledge base again per file was most of this project's time.
          isolate: false,
        },
      },
      {
        plugins: [
          tsconfigPaths(),
          cloudflareTest({
            wrangler: { configPath: "./workers/api/wrangler.toml" },
            miniflare: { bindings: { ENVIRONMENT: "test", APP_URL: "http://app.test" } },
          }),
          globalSetupResolvesForNode(),
          dropDependencySourcemapWarnings(),
        ],
        resolve: {
          // pg-cloudflare (node-postgres's Workers socket, drizzle/pg-stream) gives its Workers build
          // only under the "workerd" condition, which these tests' resolver does not apply.
          alias: { "pg-cloudflare": fileURLToPath(new URL("./node_modules/pg-cloudflare/esm/index.mjs", import.meta.url)) },
        },
        test: {
          name: "workers",
          include: ["workers/**/*.test.ts"],
          globalSetup: ["tests/helpers/worker-global-setup.ts"],
          // Files share one workerd runtime per Vitest worker, as they already share one database
          // (ADR 0037): a Miniflare instance per file, loading the whole api again, was most of
          // this project's time.
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        plugins: [tsconfigPaths()],
        test: {
          name: "integration",
          // Isolated: each file has its own database and api harness, and the api's isolate-level
          // caches (the recommendation catalogue) must not carry one file's rows into another's.
          include: ["tests/integration/**/*.test.ts"],
          exclude,
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
