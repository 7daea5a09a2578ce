import { describe, expect, it } from "vitest";
import { TABLE_END, TABLE_START, lighthouseTable, replaceLighthouseTable, type LighthouseCell } from "./lighthouse-table";

const cell = (page: string, lang: string, performance: number, served = lang): LighthouseCell => ({
  page,
  lang,
  served,
  scores: { performance, accessibility: 100, "best-practices": 96, seo: 100 },
  performanceRuns: [performance],
  failedAudits: performance < 95 ? ["largest-contentful-paint"] : [],
});

describe("the Lighthouse table", () => {
  const cells = [cell("landing", "en", 99), cell("landing", "fr", 90), cell("feed", "en", 97), cell("feed", "fr", 98, "en")];
  const table = lighthouseTable(cells, { date: "2026-11-27", runs: 3, loads: [2.5, 4.25], benchmarkIndexes: [640, 712], cpus: 2 });

  it("has a row per page and a column per language, four scores a cell, bold under the goal", () => {
    const rows = table.split("\n").filter((l) => l.startsWith("| "));
    expect(rows[0]).toBe("| page | en | fr |");
    expect(rows[2]).toBe("| landing | 99 / 100 / 96 / 100 | **90** / 100 / 96 / 100 |");
    expect(rows[3]).toBe("| feed | 97 / 100 / 96 / 100 | 98 / 100 / 96 / 100 (served en) |");
  });

  it("states the run conditions and lists the failing audits of cells below the goal", () => {
    expect(table).toContain("median of 3 runs");
    expect(table).toContain("Load average (1 min) during the runs: 2.5-4.3 on 2 cores; Lighthouse's benchmark index 640-712");
    expect(table).toContain("- landing, fr: largest-contentful-paint (performance runs 90)");
    expect(table).not.toContain("- feed");
  });

  it("says when Lighthouse judged the host's CPU too slow for representative performance scores", () => {
    expect(table).toContain("benchmark index under 1,000");
    const fast = lighthouseTable(cells, { date: "2026-11-27", runs: 3, loads: [0.5], benchmarkIndexes: [1500, 1720], cpus: 2 });
    expect(fast).not.toContain("benchmark index under");
    expect(fast).toContain("Load average (1 min) during the runs: 0.5 on 2 cores; Lighthouse's benchmark index 1500-1720");
  });

  it("replaces the table between the markers and keeps the rest of the document", () => {
    const doc = `# Perf\n\nbefore\n${TABLE_START}\nold table\n${TABLE_END}\nafter\n`;
    const next = replaceLighthouseTable(doc, "new table");
    expect(next).toBe(`# Perf\n\nbefore\n${TABLE_START}\nnew table\n${TABLE_END}\nafter\n`);
    expect(replaceLighthouseTable(next, "newer")).toContain(`${TABLE_START}\nnewer\n${TABLE_END}\nafter`);
  });

  it("appends the markers when the document has none", () => {
    expect(replaceLighthouseTable("# Perf\n", "t")).toBe(`# Perf\n\n${TABLE_START}\nt\n${TABLE_END}\n`);
  });
});
