/**
 * Runs the api app in Node against a fresh PostgreSQL database (through the same Neon driver and
 * WebSocket bridge as everywhere else), for integration tests that need real concurrency.
 */
import { createApp } from "../../workers/api/src/app";
import type { Env } from "../../workers/api/src/env";
import { startBridge } from "../../scripts/ws-bridge";
import { createTestDatabase } from "./test-database";

export async function startApiHarness(prefix: string, envOverrides: Partial<Env> = {}) {
  const database = await createTestDatabase(prefix);
  const bridge = await startBridge({});
  const app = createApp();
  const env: Env = {
    ENVIRONMENT: "test",
    APP_URL: "http://app.test",
    DATABASE_URL: database.databaseUrl,
    DB_WS_PROXY: `127.0.0.1:${bridge.port}`,
    ...envOverrides,
  };
  const call = (path: string, init: RequestInit & { json?: unknown; token?: string } = {}) => {
    const headers = new Headers(init.headers);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    if (init.token) headers.set("authorization", `Bearer ${init.token}`);
    return app.request(path, { ...init, headers, body }, env);
  };
  return {
    call,
    databaseUrl: database.databaseUrl,
    /** The WebSocket bridge the api reaches PostgreSQL through (fault drills take it offline). */
    bridge,
    env,
    async stop() {
      await bridge.close();
      await database.drop();
    },
  };
}
