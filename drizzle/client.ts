import { Pool as NeonPool, neonConfig } from "@neondatabase/serverless";
import { drizzle as drizzleNeon } from "drizzle-orm/neon-serverless";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { parse as parseConnectionString } from "pg-connection-string";
import { coalescingStream } from "./pg-stream";
import { PreparingClient } from "./prepared-statements";
import * as schema from "./schema";

/**
 * Both drivers speak node-postgres's interface (the Neon driver is a fork of `pg`), so query
 * results, transactions and pool events are the same whichever one a connection came from.
 * Without drizzle's relational query API (`db.query.*`, unused): given the schema, drizzle
 * rebuilds its relations from every table on each instance, which is each request here.
 */
export type Database = ReturnType<typeof drizzlePg>;

/** The handle `db.transaction(async (tx) => ...)` gives its callback. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DbOptions {
  /**
   * host:port of the local WebSocket-to-TCP bridge (scripts/ws-bridge). Set for the embedded
   * database and for tests against a plain PostgreSQL; unset in production, where Neon's own
   * WebSocket endpoint is used.
   */
  wsProxy?: string;
}

function configureNeon(options: DbOptions) {
  if (options.wsProxy) {
    const proxy = options.wsProxy;
    neonConfig.wsProxy = (host, port) => `${proxy}/v2?address=${host}:${port}`;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineConnect = false;
    neonConfig.pipelineTLS = false;
  }
}

/**
 * PostgreSQL over the Neon driver's WebSocket: a pool and its Drizzle instance for the length of
 * one request. Workers may not share WebSockets between requests, so the caller ends the pool when
 * the request is done. One connection per pool: queries of a request run in turn, and the
 * embedded database (one backend, connections served one at a time) never sees a request hold two.
 */
export function createDb(databaseUrl: string, options: DbOptions = {}) {
  configureNeon(options);
  const pool = new NeonPool({ connectionString: databaseUrl, max: 1 });
  // A dropped connection is reported on the pool; the query that used it fails on its own.
  pool.on("error", () => {});
  const db = drizzleNeon({ client: pool }) as unknown as Database;
  return { db, pool: pool as unknown as pg.Pool };
}

/**
 * PostgreSQL over TCP with node-postgres: through Hyperdrive in the Worker (which keeps the
 * connections to the database warm, so one per request costs little), or straight to a server in
 * Node. Same shape and lifetime as `createDb`: one connection, ended by the caller. With
 * `preparedStatements`, the statements marked `prepared()` go as named prepared statements: only
 * where the connection keeps them (./prepared-statements, ADR 0026).
 */
export function createTcpDb(connectionString: string, options: { connectTimeoutMs?: number; preparedStatements?: boolean } = {}) {
  const pool = new pg.Pool({
    ...connectionSettings(connectionString),
    ...(options.preparedStatements ? { Client: PreparingClient } : {}),
    max: 1,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 0,
    // The pool lives as long as its request: no timer to close its connection when idle, which
    // would be set on every release and cleared on every query.
    idleTimeoutMillis: 0,
    stream: coalescingStream,
  });
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool });
  return { db, pool };
}

const parsedConnectionStrings = new Map<string, pg.PoolConfig>();

/**
 * The settings a connection string names, parsed once per process or isolate: given the string
 * itself, node-postgres parses it again for every pool and every client, which is every request.
 * Same parser and same precedence as node-postgres's own (the string's settings win).
 */
export function connectionSettings(connectionString: string): pg.PoolConfig {
  let settings = parsedConnectionStrings.get(connectionString);
  if (!settings) {
    settings = parseConnectionString(connectionString) as pg.PoolConfig;
    parsedConnectionStrings.set(connectionString, settings);
  }
  return { ...settings };
}

export { schema };
