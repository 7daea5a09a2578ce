/** Child processes for the local orchestration: started in their own process group, stopped together. */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";

const children = new Set<ChildProcess>();

/**
 * While the app starts, the children's routine output (build tables, esbuild notes, binding
 * tables) is held back instead of printed; lines that look like errors still go out at once. Once
 * the app is up it is dropped (`releaseOutput(false)`); when starting fails it is printed
 * (`releaseOutput(true)`), so nothing needed for a diagnosis is lost.
 */
let held: Array<{ out: NodeJS.WriteStream; text: string }> | null = null;
const HELD_LINES = 2000;
const URGENT = /\[ERROR\]|✘|Uncaught|EADDRINUSE|\bfailed\b/i;
// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;

export function holdOutput() {
  held = [];
}

export function releaseOutput(replay: boolean) {
  const lines = held ?? [];
  held = null;
  if (replay) for (const { out, text } of lines) out.write(text);
}

function emit(out: NodeJS.WriteStream, text: string) {
  if (held && !URGENT.test(text.replace(ANSI, ""))) {
    held.push({ out, text });
    if (held.length > HELD_LINES) held.shift();
  } else out.write(text);
}

export function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(command, args, {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...env },
    detached: true, // own process group, so that stopping reaches grandchildren too
  });
  children.add(child);
  const prefix = `[${name}] `;
  const relay = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) => {
    let buffer = "";
    stream.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      for (const line of lines) emit(out, prefix + line + "\n");
    });
  };
  relay(child.stdout!, process.stdout);
  relay(child.stderr!, process.stderr);
  child.on("exit", () => children.delete(child));
  return child;
}

/** Runs a command to completion, failing on a non-zero exit. */
export function runToEnd(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  return new Promise<void>((resolve, reject) => {
    const child = run(name, command, args, env);
    // "close": after the exit and the last of its output.
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`${name} exited with ${code}`))));
  });
}

export function stopAll(signal: NodeJS.Signals = "SIGTERM") {
  for (const child of children) {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    }
  }
}

export async function waitForExit(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (children.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  if (children.size > 0) stopAll("SIGKILL");
}

export function portIsFree(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHttp(url: string, timeoutMs: number, isAlive: () => boolean = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`process serving ${url} exited`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
