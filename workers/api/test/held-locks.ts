/**
 * Interleavings on demand for the race tests: a connection of the test's own holds a row lock
 * (or runs a statement that waits for one) so that a request can be paused at a known point, and
 * the test waits for the database to say a backend is blocked, never for a fixed time.
 */
import { inject, vi } from "vitest";

export interface Connection {
  pid: number;
  query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  close: () => Promise<void>;
}

/** A connection of its own to the test database (autocommit until it runs `begin`). */
export async function openConnection(): Promise<Connection> {
  const { createDb } = await import("@db/client");
  const { pool } = createDb(inject("databaseUrl"), { wsProxy: inject("wsProxy") });
  const client = await pool.connect();
  const query = (text: string, params: unknown[] = []) => client.query(text, params) as Promise<{ rows: Record<string, unknown>[] }>;
  const pid = Number((await query("select pg_backend_pid() as pid")).rows[0].pid);
  return {
    pid,
    query,
    close: async () => {
      client.release();
      await pool.end();
    },
  };
}

/** How many backends wait for a lock that `pid` holds. */
export async function blockedBy(watcher: Connection, pid: number): Promise<number> {
  const { rows } = await watcher.query("select count(*)::int as n from pg_stat_activity where $1 = any(pg_blocking_pids(pid))", [pid]);
  return Number(rows[0].n);
}

/** Whether backend `pid` waits for a lock. */
export async function isBlocked(watcher: Connection, pid: number): Promise<boolean> {
  const { rows } = await watcher.query("select cardinality(pg_blocking_pids($1)) > 0 as blocked", [pid]);
  return rows[0].blocked === true;
}

/** Resolves once `check` holds, polling the database (an event to wait on, not a time budget). */
export function until(check: () => Promise<boolean>, what: string) {
  return vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`still waiting: ${what}`);
    },
    { timeout: 15_000, interval: 15 },
  );
}

/** A promise and whether it has settled yet. */
export function tracked<T>(promise: Promise<T>) {
  const state = { settled: false, promise };
  state.promise = promise.finally(() => {
    state.settled = true;
  });
  return state;
}
