/**
 * The api's database connections: one pool of one connection per request (or queue batch),
 * hardened for a database that goes away (issue 10's fault drills):
 *
 * - the wait for a connection is bounded (`connectTimeoutMs`): a database that does not answer
 *   (a network cut, packets lost on the way) no longer holds a request indefinitely; it fails as a
 *   connection failure, which the api answers with 503;
 * - a client whose connection drops while a transaction holds it no longer raises an uncaught
 *   exception (see `openDatabase`);
 * - a client a failed transaction left checked out is given back (`releaseAbandoned`), so that the
 *   next queries of the same pool and the pool's end do not wait for it forever.
 */
import type { PoolClient } from "pg";
import { createDb, createTcpDb } from "@db/client";
import type { Env } from "../env";
import { databaseUrl } from "./config";

/**
 * Which way the api reaches PostgreSQL (ADR 0015): node-postgres through the Hyperdrive binding
 * when the Worker has one (production and staging; locally its connection string points at the
 * local database), else the Neon driver's WebSocket to DATABASE_URL (ADR 0003's path, kept for a
 * deployment without Hyperdrive and for the WebSocket fault drills).
 */
export type DatabaseDriver = "hyperdrive" | "neon-websocket";

export function databaseDriver(env: Env): DatabaseDriver {
  return env.HYPERDRIVE ? "hyperdrive" : "neon-websocket";
}

function connect(env: Env, timeoutMs: number) {
  if (env.HYPERDRIVE) {
    return createTcpDb(env.HYPERDRIVE.connectionString, { connectTimeoutMs: timeoutMs, preparedStatements: env.DB_PREPARED_STATEMENTS === "on" });
  }
  const { db, pool } = createDb(databaseUrl(env), { wsProxy: env.DB_WS_PROXY });
  // Read by the pool when it opens its client (and passed on to that client).
  pool.options.connectionTimeoutMillis = timeoutMs;
  return { db, pool };
}

/**
 * How long to wait for a database connection (WebSocket, PostgreSQL startup and authentication)
 * unless DB_CONNECT_TIMEOUT_MS says otherwise. Neon wakes a compute scaled to zero in a few hundred
 * milliseconds; five seconds leaves room for that and for distance, and keeps an outage from
 * holding requests for long.
 */
export const DB_CONNECT_TIMEOUT_MS = 5_000;

export function connectTimeoutMs(env: Env): number {
  const ms = Number(env.DB_CONNECT_TIMEOUT_MS);
  return Number.isInteger(ms) && ms > 0 ? ms : DB_CONNECT_TIMEOUT_MS;
}

/** How long closing the pool may take before the request or batch stops waiting for it. */
const CLOSE_TIMEOUT_MS = 2_000;

export function openDatabase(env: Env) {
  const { db, pool } = connect(env, connectTimeoutMs(env));

  const checkedOut = new Set<PoolClient>();
  const broken = new WeakSet<PoolClient>();
  pool.on("connect", (client: PoolClient) => {
    // A client checked out of the pool (a transaction holds one) has no error listener of the
    // pool's, and the driver emits `error` on it when its connection drops, even though the query
    // waiting on it already fails with that error. Unheard, that event is an uncaught exception
    // that takes down the isolate (or the Node process) instead of the request answering 503.
    client.on("error", () => broken.add(client));
  });
  pool.on("acquire", (client: PoolClient) => checkedOut.add(client));
  pool.on("release", (_error: unknown, client: PoolClient) => checkedOut.delete(client));
  pool.on("remove", (client: PoolClient) => checkedOut.delete(client));

  /**
   * Gives back clients that nobody will release: drizzle's `transaction` runs `begin` before its
   * try/finally, so when the connection fails at `begin` the client stays checked out. With one
   * connection per pool, every later query would then wait for the connect timeout, and the pool's
   * end would never finish. Only clients whose connection has failed are given back: a query
   * still waiting on such a client has already been failed by the driver, so nobody else will
   * release it.
   */
  const releaseAbandoned = () => {
    for (const client of [...checkedOut]) {
      if (!broken.has(client)) continue;
      checkedOut.delete(client);
      try {
        client.release(new Error("abandoned by a failed transaction"));
      } catch {
        // already given back after all
      }
    }
  };

  /** Ends the pool (abandoned clients included), waiting for it at most CLOSE_TIMEOUT_MS. */
  const close = async () => {
    releaseAbandoned();
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      pool.end().catch(() => {}),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, CLOSE_TIMEOUT_MS);
      }),
    ]);
    clearTimeout(timer);
  };

  return { db, pool, releaseAbandoned, close };
}
