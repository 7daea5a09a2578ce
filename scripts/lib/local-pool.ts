/**
 * Hyperdrive's connection pool, locally (ADR 0023). In production the api's Hyperdrive binding
 * hands each request a connection from a pool kept warm near the database; under `wrangler dev`
 * the binding opens a new PostgreSQL connection for every request instead, and on this kind of
 * machine a new connection (a forked backend with cold catalogue caches) costs more than the
 * queries a read sends. PgBouncer in transaction mode is the stand-in: the Worker still connects
 * per request, but to a pooler that lends it one of a few warm server connections per transaction,
 * as Hyperdrive does. The api's code is the same either way; running it through a transaction
 * pooler also proves it keeps no session state between transactions (Hyperdrive's rule).
 *
 * Used by `npm start` when DB_LOCAL_POOL=pgbouncer and DATABASE_URL names a PostgreSQL server, and
 * by the load benchmark. The embedded PGlite database serves one connection at a time and is never
 * pooled.
 *
 * Hyperdrive also keeps named prepared statements across its pooled connections, which PgBouncer
 * does from 1.21 on (`max_prepared_statements`, ADR 0026). Debian 12 ships 1.18:
 * scripts/build-pgbouncer.sh builds Debian 13's (1.24) from its source where the machine's is older, and
 * it is found first. With an older one the pool still works, and the api sends every statement
 * unnamed (`keepsPreparedStatements`).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { onLocalPort } from "../ws-bridge";
import { freePort, run } from "./processes";

/** Server connections per database and user: Hyperdrive's default origin connection limit. */
export const POOL_SIZE = 20;

/** The first PgBouncer that keeps prepared statements; scripts/build-pgbouncer.sh builds it here. */
export const PREPARED_STATEMENTS_SINCE = [1, 21] as const;

/** Where scripts/build-pgbouncer.sh puts the PgBouncer it builds. */
export function builtPgBouncer(env: NodeJS.ProcessEnv = process.env): string {
  const cache = env.XDG_CACHE_HOME || path.join(env.HOME || os.homedir(), ".cache");
  return path.join(cache, "skinstack", "pgbouncer", "bin", "pgbouncer");
}

/** Where Debian's package puts PgBouncer; PGBOUNCER names another binary. */
const KNOWN_PATHS = ["/usr/sbin/pgbouncer", "/usr/bin/pgbouncer", "/usr/local/bin/pgbouncer"];

/** PGBOUNCER, else the one scripts/build-pgbouncer.sh built, else the machine's. */
export function findPgBouncer(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.PGBOUNCER) return env.PGBOUNCER;
  const known = [builtPgBouncer(env), ...KNOWN_PATHS].find((p) => fs.existsSync(p));
  if (known) return known;
  try {
    return execFileSync("sh", ["-c", "command -v pgbouncer"], { encoding: "utf8" }).trim() || null;
  } catch {
    return null;
  }
}

export interface PoolTarget {
  host: string;
  port: number;
  user: string;
  password: string;
}

/** PgBouncer's userlist quotes a value in double quotes and doubles the ones inside it. */
const quoted = (value: string) => `"${value.replace(/"/g, '""')}"`;

/** The first line of `binary --version`: "PgBouncer 1.24.1". */
export function pgBouncerVersionLine(binary: string): string {
  return execFileSync(binary, ["--version"], { encoding: "utf8" }).split("\n")[0].trim();
}

/** "PgBouncer 1.24.1" (the first line of `pgbouncer --version`) as [1, 24]; null when unreadable. */
export function pgBouncerVersion(versionOutput: string): [number, number] | null {
  const m = /PgBouncer (\d+)\.(\d+)/.exec(versionOutput);
  return m ? [Number(m[1]), Number(m[2])] : null;
}

export function keepsPreparedStatements(version: [number, number] | null): boolean {
  if (!version) return false;
  const [major, minor] = PREPARED_STATEMENTS_SINCE;
  return version[0] > major || (version[0] === major && version[1] >= minor);
}

/** Prepared statements each server connection keeps (PgBouncer drops the least recently used). */
export const MAX_PREPARED_STATEMENTS = 200;

/**
 * The pooler's settings. Clients are let in without a password (it listens on loopback only, like
 * the local database it fronts); it logs in to the server with the connection string's password.
 * PgBouncer refuses to run as root, so under root it drops to `nobody` once it has read its files.
 * The server's user may read the pool's counters (`SHOW STATS` on the `pgbouncer` database).
 */
export function pgBouncerConfig(target: PoolTarget, listenPort: number, dir: string, asRoot: boolean, preparedStatements = false) {
  const ini = [
    "[databases]",
    `* = host=${target.host} port=${target.port}`,
    "[pgbouncer]",
    "listen_addr = 127.0.0.1",
    `listen_port = ${listenPort}`,
    "unix_socket_dir =",
    "auth_type = trust",
    `auth_file = ${path.join(dir, "users.txt")}`,
    "pool_mode = transaction",
    `default_pool_size = ${POOL_SIZE}`,
    "max_client_conn = 2000",
    // Startup parameters some drivers send that a transaction pooler cannot keep per client.
    "ignore_startup_parameters = extra_float_digits,options",
    `logfile = ${path.join(dir, "pgbouncer.log")}`,
    "log_connections = 0",
    "log_disconnections = 0",
    `stats_users = ${target.user}`,
    ...(preparedStatements ? [`max_prepared_statements = ${MAX_PREPARED_STATEMENTS}`] : []),
    ...(asRoot ? ["user = nobody"] : []),
    "",
  ].join("\n");
  const users = `${quoted(target.user)} ${quoted(target.password)}\n`;
  return { ini, users };
}

export function poolTargetOf(databaseUrl: string): PoolTarget {
  const url = new URL(databaseUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 5432),
    user: decodeURIComponent(url.username || "postgres"),
    password: decodeURIComponent(url.password),
  };
}

function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export interface LocalPool {
  /** DATABASE_URL's database, through the pooler. */
  url: string;
  port: number;
  /** This PgBouncer keeps named prepared statements (1.21 or later): the api may send them. */
  preparedStatements: boolean;
  /** `pgbouncer --version`'s first line. */
  version: string;
  stop(): Promise<void>;
}

/** Starts PgBouncer in front of the PostgreSQL server `databaseUrl` names. */
export async function startLocalPool(databaseUrl: string): Promise<LocalPool> {
  const binary = findPgBouncer();
  if (!binary) throw new Error("DB_LOCAL_POOL=pgbouncer needs PgBouncer (Debian: apt-get install pgbouncer, or set PGBOUNCER to its path)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "skinstack-pool-"));
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const version = pgBouncerVersionLine(binary);
  const preparedStatements = keepsPreparedStatements(pgBouncerVersion(version));
  const { ini, users } = pgBouncerConfig(poolTargetOf(databaseUrl), port, dir, asRoot, preparedStatements);
  fs.writeFileSync(path.join(dir, "users.txt"), users, { mode: 0o644 });
  const iniPath = path.join(dir, "pgbouncer.ini");
  fs.writeFileSync(iniPath, ini, { mode: 0o644 });
  // Written after PgBouncer has dropped root (if it ran as root): open to that user.
  const logPath = path.join(dir, "pgbouncer.log");
  fs.writeFileSync(logPath, "");
  fs.chmodSync(logPath, 0o666);

  // Quiet (-q): it writes to its log file, which a failed start prints.
  const child = run("pool", binary, ["-q", iniPath]);
  const failed = (why: string) => {
    const log = fs.readFileSync(logPath, "utf8").trim();
    return new Error(`PgBouncer ${why}${log ? `:\n${log}` : ""}`);
  };
  const deadline = Date.now() + 10_000;
  while (!(await acceptsConnections(port))) {
    if (child.exitCode !== null) throw failed(`exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw failed("did not listen within 10 s");
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: onLocalPort(databaseUrl, port),
    port,
    preparedStatements,
    version,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM"); // immediate shutdown (SIGINT waits for clients)
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
