/**
 * The Lighthouse table of docs/performance.md: pages down, languages across, the four category
 * scores in each cell (performance / accessibility / best practices / SEO), and its place in the
 * file between two markers, so that `npm run lighthouse` can rewrite it on every run.
 */
export const TABLE_START = "<!-- lighthouse-table:start (written by npm run lighthouse) -->";
export const TABLE_END = "<!-- lighthouse-table:end -->";

export interface LighthouseCell {
  page: string;
  lang: string;
  /** The `<html lang>` the page was served with. */
  served: string;
  scores: { performance: number; accessibility: number; "best-practices": number; seo: number };
  performanceRuns: number[];
  failedAudits: string[];
}

export interface TableContext {
  date: string;
  runs: number;
  /** The 1-minute load average before each Lighthouse run. */
  loads: number[];
  /** Lighthouse's benchmark index of each run (its CPU speed estimate; about 1,000 and up on a typical desktop). */
  benchmarkIndexes: number[];
  cpus: number;
}

const GOAL = 95;
/** Lighthouse warns that the host CPU is slower than it expects below this benchmark index. */
export const SLOW_HOST_BENCHMARK_INDEX = 1000;

function cellText(c: LighthouseCell): string {
  const s = c.scores;
  const values = [s.performance, s.accessibility, s["best-practices"], s.seo];
  const text = values.map((v) => (v < GOAL ? `**${v}**` : String(v))).join(" / ");
  return c.served === c.lang ? text : `${text} (served ${c.served})`;
}

/** The markdown table, its legend and the run conditions. */
export function lighthouseTable(cells: readonly LighthouseCell[], context: TableContext): string {
  const pages = [...new Set(cells.map((c) => c.page))];
  const langs = [...new Set(cells.map((c) => c.lang))];
  const lines = [
    `Lighthouse mobile preset, ${context.date}, median of ${context.runs} run${context.runs === 1 ? "" : "s"} by performance; ` +
      `each cell: performance / accessibility / best practices / SEO (goal ≥ ${GOAL}; bold below it). ` +
      `Load average (1 min) during the runs: ${range(context.loads)} on ${context.cpus} cores; ` +
      `Lighthouse's benchmark index ${range(context.benchmarkIndexes, 0)} (its simulated throttling scales with this CPU speed).`,
    ...(context.benchmarkIndexes.some((b) => b < SLOW_HOST_BENCHMARK_INDEX)
      ? [
          "",
          `Lighthouse judged this host's CPU slower than it expects (benchmark index under ${SLOW_HOST_BENCHMARK_INDEX.toLocaleString("en-US")}), ` +
            "so the performance scores understate the pages; the other three categories do not depend on the CPU.",
        ]
      : []),
    "",
    `| page | ${langs.join(" | ")} |`,
    `| --- | ${langs.map(() => "---").join(" | ")} |`,
  ];
  for (const page of pages) {
    const row = langs.map((lang) => {
      const cell = cells.find((c) => c.page === page && c.lang === lang);
      return cell ? cellText(cell) : "-";
    });
    lines.push(`| ${page} | ${row.join(" | ")} |`);
  }
  const below = cells.filter((c) => Object.values(c.scores).some((v) => v < GOAL));
  if (below.length) {
    lines.push("", "Audits under 0.9 in the cells below the goal:");
    for (const c of below) lines.push(`- ${c.page}, ${c.lang}: ${c.failedAudits.join(", ") || "none scored under 0.9"} (performance runs ${c.performanceRuns.join(", ")})`);
  }
  return lines.join("\n");
}

function range(values: readonly number[], digits = 1): string {
  if (!values.length) return "unknown";
  const fmt = (x: number) => x.toFixed(digits);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return lo === hi ? fmt(lo) : `${fmt(lo)}-${fmt(hi)}`;
}

/** The document with the table between the markers replaced (the markers and table appended when missing). */
export function replaceLighthouseTable(doc: string, table: string): string {
  const block = `${TABLE_START}\n${table}\n${TABLE_END}`;
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start >= 0 && end > start) return doc.slice(0, start) + block + doc.slice(end + TABLE_END.length);
  return `${doc.trimEnd()}\n\n${block}\n`;
}
