import { describe, expect, it } from "vitest";
import { createProgress, progressBar, progressLine } from "./progress";

describe("import progress", () => {
  it("draws a bar and a plain line", () => {
    expect(progressBar(0.5, 12345, 10)).toBe("[#####-----]  50%  12,345 rows");
    expect(progressBar(2, 1, 4)).toBe("[####] 100%  1 rows");
    expect(progressLine("catalog:import", 0.456, 1000)).toBe("catalog:import: 45% (1,000 rows)");
  });

  it("redraws in place on a terminal and writes sparse lines otherwise", () => {
    const tty: string[] = [];
    let t = 0;
    const bar = createProgress("import", { isTTY: true, write: (s: string) => tty.push(s) }, () => (t += 200));
    bar.update(0.1, 10);
    bar.update(0.2, 20);
    bar.done(30);
    expect(tty.every((s) => s.startsWith("\r"))).toBe(true);
    expect(tty.at(-1)).toContain("100%");

    const log: string[] = [];
    const lines = createProgress("import", { isTTY: false, write: (s: string) => log.push(s) }, () => 0);
    for (let i = 1; i <= 100; i++) lines.update(i / 100, i);
    lines.done(100);
    expect(log.length).toBe(21); // the first, then every 5 %
    expect(log.every((s) => s.endsWith("\n") && !s.includes("\r"))).toBe(true);
    expect(log.at(-1)).toBe("import: 100% (100 rows)\n");
  });
});
