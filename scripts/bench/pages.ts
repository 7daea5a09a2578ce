/**
 * Server render of the ingredient and product pages over the shipped catalogue, through the real
 * app (`scripts/start.ts` on a fresh database): SAMPLE addresses of each kind that /sitemap.xml
 * lists under /ingredients/ and /products/, spread over the list, each fetched once to warm up, then
 * timed over ROUNDS rounds. BENCH_PAGES_PORT picks the port (the api takes the next one).
 */
import { startAppServer } from "./app-server";
import { report, summarize } from "./stats";

const PORT = Number(process.env.BENCH_PAGES_PORT ?? 8880);
const ROUNDS = 3;
const SAMPLE = Number(process.env.BENCH_PAGES_SAMPLE ?? 100);

/** `n` items spread evenly over `list` (all of it when shorter). */
const spread = <T>(list: T[], n: number) => (list.length <= n ? list : Array.from({ length: n }, (_, i) => list[Math.floor((i * list.length) / n)]));

async function timedFetch(url: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url, { headers: { accept: "text/html" } });
  const body = await res.text();
  const ms = performance.now() - start;
  if (res.status !== 200 || !body.includes("</html>")) throw new Error(`${url} answered ${res.status}`);
  return ms;
}

async function main() {
  const app = await startAppServer(PORT, `.data/bench-pages-${PORT}`, { APP_URL: `http://127.0.0.1:${PORT}` });
  try {
    const sitemap = await (await fetch(`${app.base}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    const kinds = { ingredient: paths.filter((p) => p.startsWith("/ingredients/")), product: paths.filter((p) => p.startsWith("/products/")) };
    for (const [kind, all] of Object.entries(kinds)) {
      const list = spread(all, SAMPLE);
      if (!list.length) throw new Error(`the sitemap lists no ${kind} pages`);
      for (const p of list) await timedFetch(`${app.base}${p}`);
      const samples: number[] = [];
      for (let round = 0; round < ROUNDS; round++) for (const p of list) samples.push(await timedFetch(`${app.base}${p}`));
      const s = summarize(samples);
      report(`pages.${kind}.render.p95`, "ms", s.p95, { median: s.median, runs: s.runs, pages: list.length, listed: all.length });
    }
  } finally {
    await app.stop();
  }
}

await main();
