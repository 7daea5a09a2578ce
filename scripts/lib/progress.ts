/**
 * Progress of a long script on stderr: a redrawn bar on a terminal, plain lines otherwise (logs,
 * CI), at most one per 5 % or per 10 seconds. Pure formatting is separate so it can be tested.
 */

/** "[##########----------]  50%  12,345 rows" (width counts the bar only). */
export function progressBar(fraction: number, rows: number, width = 30): string {
  const f = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
  const filled = Math.round(f * width);
  return `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${String(Math.floor(f * 100)).padStart(3)}%  ${rows.toLocaleString("en-US")} rows`;
}

/** A plain progress line for a log. */
export function progressLine(label: string, fraction: number, rows: number): string {
  return `${label}: ${Math.floor(Math.min(1, Math.max(0, fraction)) * 100)}% (${rows.toLocaleString("en-US")} rows)`;
}

export interface ProgressOutput {
  isTTY?: boolean;
  write(text: string): unknown;
}

export function createProgress(label: string, out: ProgressOutput = process.stderr, now: () => number = Date.now) {
  let lastFraction = -1;
  let lastLineAt = 0;
  let lastDrawAt = 0;
  return {
    update(fraction: number, rows: number) {
      const t = now();
      if (out.isTTY) {
        if (t - lastDrawAt < 100 && fraction < 1) return;
        lastDrawAt = t;
        out.write(`\r${label} ${progressBar(fraction, rows)}`);
        return;
      }
      // Every 5 % step (compared as whole steps, not floats), or every 10 s.
      const step = Math.floor(Math.round(fraction * 1000) / 50);
      if (step > Math.floor(Math.round(lastFraction * 1000) / 50) || t - lastLineAt >= 10_000) {
        lastFraction = fraction;
        lastLineAt = t;
        out.write(`${progressLine(label, fraction, rows)}\n`);
      }
    },
    done(rows: number) {
      if (out.isTTY) out.write(`\r${label} ${progressBar(1, rows)}\n`);
      else if (lastFraction < 1) out.write(`${progressLine(label, 1, rows)}\n`);
    },
  };
}
