import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import tsconfigPaths from "vite-tsconfig-paths";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// wrangler.toml's Hyperdrive binding needs a local connection string before the Worker tests can
// start; they pass their own database's in the env they hand the app (workers/api/test/helpers).
process.env.CLOUDFLARE_HYPERDRIVE_LOCAL_CONNECTION_STRING_HYPERDRIVE ??= "postgres://postgres:unused@127.0.0.1:1/unused";

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [tsconfigPaths()],
        test: {
          name: "unit",
          include: ["core/**/*.test.ts", "app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "drizzle/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        plugins: [
          tsconfigPaths(),
          cloudflareTest({
            wrangler: { configPath: "./workers/api/wrangler.toml" },
            miniflare: { bindings: { ENVIRONMENT: "test", APP_URL: "http://app.test" } },
          }),
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
          testTimeout: 30_000,
        },
      },
      {
        plugins: [tsconfigPaths()],
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/helpers/integration-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
