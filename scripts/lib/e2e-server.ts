/**
 * The app the end-to-end tests run against, started by `npm test` while Vitest runs (ADR 0054):
 * the same command and environment as playwright.config.ts's webServer, so Playwright finds it
 * built and listening instead of building it after Vitest.
 */
import { spawn } from "node:child_process";
import path from "node:path";

/** The ADMIN_EMAILS of the e2e server (tests/e2e/helpers.ts ADMIN_EMAIL). */
export const E2E_ADMIN_EMAIL = "admin@e2e.test";
export const E2E_DATA_DIR = ".data/e2e";

export function e2eServerEnv(port: number): Record<string, string> {
  return { PORT: String(port), API_PORT: String(port + 1), DATA_DIR: E2E_DATA_DIR, ADMIN_EMAILS: E2E_ADMIN_EMAIL };
}

export interface BackgroundServer {
  url: string;
  /** Resolves once the app answers /api/health; rejects with its output if it stopped first. */
  ready(timeoutMs: number): Promise<void>;
  stop(): Promise<void>;
}

const KEPT_LINES = 200;

export function startE2eServer(root: string, port: number): BackgroundServer {
  return startServer(path.join(root, "node_modules", ".bin", "tsx"), ["scripts/start.ts", "--fresh"], {
    cwd: root,
    env: e2eServerEnv(port),
    url: `http://127.0.0.1:${port}`,
  });
}

/**
 * Starts `command` in the background, its output held back; `ready` waits for `${url}/api/health`,
 * `stop` sends SIGINT to its process group (SIGKILL after 15 s) and waits for it to end.
 */
export function startServer(command: string, args: string[], options: { cwd: string; env: Record<string, string>; url: string }): BackgroundServer {
  const { url } = options;
  const child = spawn(command, args, {
    cwd: options.cwd,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...options.env },
    detached: true, // its own process group: stopped with everything it started
  });
  // Held back while Vitest prints; shown only if the server fails to start.
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > KEPT_LINES) output.shift();
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.on("exit", () => {
      exited = true;
      resolve();
    });
    child.on("error", () => {
      exited = true;
      resolve();
    });
  });

  async function ready(timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (!exited) {
      try {
        const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) });
        if (res.ok) {
          // From here on its errors go to the console, as Playwright's webServer showed them.
          child.stdout.off("data", keep);
          child.stderr.off("data", keep);
          child.stdout.resume();
          child.stderr.on("data", (chunk: Buffer) => process.stderr.write(chunk));
          return;
        }
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) break;
      // Polls a port that is not open yet: there is no event to wait on from another process.
      await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, 500))]);
    }
    throw new Error(`the e2e app at ${url} did not start${exited ? "" : ` within ${timeoutMs / 1000} s`}:\n${output.join("")}`);
  }

  async function stop() {
    if (exited || !child.pid) return;
    const group = -child.pid;
    try {
      process.kill(group, "SIGINT"); // scripts/start.ts stops its children and its database
    } catch {
      return;
    }
    const killed = setTimeout(() => {
      try {
        process.kill(group, "SIGKILL");
      } catch {
        // gone
      }
    }, 15_000);
    await exit;
    clearTimeout(killed);
  }

  return { url, ready, stop };
}
