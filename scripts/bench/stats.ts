/** Small helpers for benchmarks: percentiles and the JSON-line output of `npm run bench`. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export function summarize(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), runs: sorted.length };
}

export function report(name: string, unit: string, value: number, extra: Record<string, unknown> = {}) {
  const round = (x: unknown) => (typeof x === "number" ? Math.round(x * 1000) / 1000 : x);
  const fields = Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, round(v)]));
  console.log(JSON.stringify({ name, unit, value: round(value), ...fields }));
}

export async function timeAsync(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}
