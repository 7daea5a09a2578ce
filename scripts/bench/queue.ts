/**
 * Submit to stored evaluation through the local queue: POST /api/evaluate-stack, then poll the
 * stack until the queue consumer has written its evaluation. Runs the real app (wrangler dev:
 * local Cloudflare Queues) on a fresh embedded database.
 */
import { startAppServer } from "./app-server";
import { report, summarize } from "./stats";
import { BENCH_ROUTINE_PRODUCTS } from "./routine-fixture";

const PORT = Number(process.env.BENCH_PORT ?? 8870);
const USERS = 8; // 3 free credits each
const routine = {
  goal: "anti-aging",
  secondaryGoals: ["hydration"],
  skinType: "combination",
  ...BENCH_ROUTINE_PRODUCTS,
};

async function main() {
  const app = await startAppServer(PORT, ".data/bench-queue");
  try {
    const samples: number[] = [];
    for (let u = 0; u < USERS; u++) {
      const signup = await fetch(`${app.api}/api/auth/signup`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: `bench-${u}-${Date.now()}@example.test`, password: "benchmark-password" }),
      });
      const { token } = (await signup.json()) as { token: string };
      const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
      for (let k = 0; k < 3; k++) {
        const started = performance.now();
        const res = await fetch(`${app.api}/api/evaluate-stack`, { method: "POST", headers: auth, body: JSON.stringify(routine) });
        if (res.status !== 202) throw new Error(`submit failed: ${res.status} ${await res.text()}`);
        const { id } = (await res.json()) as { id: string };
        for (;;) {
          const stack = (await (await fetch(`${app.api}/api/stacks/${id}`, { headers: auth })).json()) as { status: string };
          if (stack.status === "evaluated") break;
          if (stack.status === "failed") throw new Error("evaluation failed");
          if (performance.now() - started > 60_000) throw new Error("evaluation took over a minute");
          await new Promise((r) => setTimeout(r, 25));
        }
        samples.push(performance.now() - started);
      }
    }
    const s = summarize(samples);
    report("evaluation.submit_to_stored.p95", "ms", s.p95, { median: s.median, runs: s.runs, goal: 2000, queue: "wrangler dev local queue, max_batch_timeout 0" });
  } finally {
    await app.stop();
  }
}

await main();
