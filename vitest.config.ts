import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

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
