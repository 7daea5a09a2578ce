/**
 * `npm run bench`: every benchmark, one JSON object per line ({"name", "unit", "value", ...}).
 * Progress and notes go to stderr so that stdout stays machine-readable.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BENCHES = [
  ["ingredient knowledge base and parser", "scripts/kb-figures.ts"],
  ["evaluation engine", "scripts/bench/engine.ts"],
  ["catalogue search on PostgreSQL", "scripts/bench/search.ts"],
  ["catalogue search relevance: top-1 and top-3 hit rates", "scripts/bench/search-relevance.ts"],
  ["ingredient and product pages: server render over the shipped catalogue", "scripts/bench/pages.ts"],
  ["submit to stored evaluation through the local queue", "scripts/bench/queue.ts"],
  ["community feed and concurrent reactions on PostgreSQL", "scripts/bench/feed.ts"],
  ["database drivers from the Worker: Neon WebSocket Pool, Hyperdrive with pg, Neon HTTP", "scripts/bench/db-drivers.ts"],
  ["guest pages from the edge: cached against /api/health, rendered, write to guest-visible", "scripts/bench/edge.ts"],
  ["load on the built app: 100 users evaluating, mixed reads, 200 live sockets, 1,000 idle sockets", "scripts/bench/load.ts"],
] as const;

const only = process.argv.slice(2);
let failed = 0;
for (const [title, file] of BENCHES) {
  if (only.length && !only.some((o: string) => file.includes(o))) continue;
  console.error(`# ${title} (${file})`);
  const result = spawnSync(path.join(root, "node_modules/.bin/tsx"), [file], { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
