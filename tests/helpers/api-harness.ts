/**
 * Runs the api app in Node against a fresh PostgreSQL database, for integration tests that need
 * real concurrency: with node-postgres as in production (the HYPERDRIVE binding's connection
 * string) through the bridge's TCP front, so that fault drills can cut it; `driver:
 * "neon-websocket"` runs the Neon driver over the bridge's WebSocket front instead (ADR 0015).
 * `sql` is a client straight on the database (not through the bridge), for arranging and checking
 * rows.
 */
import pg from "pg";
import { createApp } from "../../workers/api/src/app";
import type { Env } from "../../workers/api/src/env";
import { startBridge, targetOfUrl, onLocalPort } from "../../scripts/ws-bridge";
import type { DatabaseDriver } from "../../workers/api/src/lib/database";
import { requestApi, type ApiRequestInit } from "./api-request";
import { createTestDatabase } from "./test-database";

/** The harness's database connect timeout (see below), as the local app on its embedded database has it (scripts/start.ts). */
export const TEST_DB_CONNECT_TIMEOUT_MS = 30_000;

export async function startApiHarness(prefix: string, envOverrides: Partial<Env> = {}, options: { driver?: DatabaseDriver } = {}) {
  const database = await createTestDatabase(prefix);
  const bridge = await startBridge({ target: targetOfUrl(database.databaseUrl) });
  const app = createApp();
  const env: Env = {
    ENVIRONMENT: "test",
    APP_URL: "http://app.test",
    ...(options.driver === "neon-websocket" ? {} : { HYPERDRIVE: { connectionString: onLocalPort(database.databaseUrl, bridge.tcpPort) } }),
    DATABASE_URL: database.databaseUrl,
    DB_WS_PROXY: `127.0.0.1:${bridge.port}`,
    // Tests that send tens of requests at once open as many connections through the bridge; on a
    // busy 2-core machine one can take longer than production's 5 s to be let in, and the request
    // would answer 503 for the machine, not for the rule under test. The fault drills keep
    // production's timeout (tests/integration/faults.test.ts).
    DB_CONNECT_TIMEOUT_MS: String(TEST_DB_CONNECT_TIMEOUT_MS),
    ...envOverrides,
  };
  const call = (path: string, init: ApiRequestInit = {}) => requestApi(app, env, path, init);
  const sql = new pg.Client({ connectionString: database.databaseUrl });
  await sql.connect();
  return {
    call,
    databaseUrl: database.databaseUrl,
    /** The WebSocket bridge the api reaches PostgreSQL through (fault drills take it offline). */
    bridge,
    env,
    sql,
    async stop() {
      await sql.end();
      await bridge.close();
      await database.drop();
    },
  };
}
