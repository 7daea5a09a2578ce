/** Starts the whole app (`scripts/start.ts`) on a fresh embedded database for a benchmark. */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export async function startAppServer(port: number, dataDir: string, extraEnv: NodeJS.ProcessEnv = {}) {
  const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["scripts/start.ts", "--fresh"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ...extraEnv },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (d) => (stderr = (stderr + d).slice(-4000)));
  // The Workers' own logs (an unhandled error, "Database unavailable") come out here: kept for diagnosis.
  let output = "";
  child.stdout!.on("data", (d) => (output = (output + d).slice(-20_000)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited: ${stderr}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // starting
    }
    if (Date.now() > deadline) throw new Error("the app did not start within 3 minutes");
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    base,
    /** The app's process (`tsx scripts/start.ts`): the Workers, the bridge and the pool are its descendants. */
    pid: child.pid!,
    api: `http://127.0.0.1:${port + 1}`,
    /** The last lines the app wrote (stdout and stderr), newest last. */
    logTail: (chars = 4000) => (output.slice(-chars) + "\n" + stderr).trim(),
    async stop() {
      child.kill("SIGINT");
      await new Promise((r) => child.once("exit", r));
    },
  };
}
