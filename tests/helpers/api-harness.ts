/**
 * Runs the api app in Node against a fresh PostgreSQL database, for integration tests that need
 * real concurrency: with node-postgres as in production (the HYPERDRIVE binding's connection
 * string) through the bridge's TCP front, so that fault drills can cut it; `driver:
 * "neon-websocket"` runs the Neon driver over the bridge's WebSocket front instead (ADR 0015).
 */
import { createApp } from "../../workers/api/src/app";
import type { Env } from "../../workers/api/src/env";
import { startBridge, targetOfUrl, throughBridge } from "../../scripts/ws-bridge";
import type { DatabaseDriver } from "../../workers/api/src/lib/database";
import { createTestDatabase } from "./test-database";

export async function startApiHarness(prefix: string, envOverrides: Partial<Env> = {}, options: { driver?: DatabaseDriver } = {}) {
  const database = await createTestDatabase(prefix);
  const bridge = await startBridge({ target: targetOfUrl(database.databaseUrl) });
  const app = createApp();
  const env: Env = {
    ENVIRONMENT: "test",
    APP_URL: "http://app.test",
    ...(options.driver === "neon-websocket" ? {} : { HYPERDRIVE: { connectionString: throughBridge(database.databaseUrl, bridge.tcpPort) } }),
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
