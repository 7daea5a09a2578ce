/**
 * A Chromium trace's page main thread read as tasks: what `scripts/bench/page-trace.ts` sums and
 * `LIGHTHOUSE_TASKS` prints for each Lighthouse run (docs/performance.md, "Reading a Lighthouse run").
 */

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { frame?: string; url?: string; functionName?: string }; fileName?: string };
}

const taskTime = (events: TraceEvent[]) => events.reduce((t, e) => t + (e.name === "RunTask" ? (e.tdur ?? e.dur ?? 0) : 0), 0);

/** The page renderer's main thread: of the threads named CrRendererMain, the one with the most task time. */
export function rendererMainThread(events: TraceEvent[]): TraceEvent[] {
  const threads = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.name === "thread_name" && e.args?.name === "CrRendererMain") threads.set(`${e.pid}:${e.tid}`, []);
  }
  for (const e of events) {
    if (e.ph === "X") threads.get(`${e.pid}:${e.tid}`)?.push(e);
  }
  let best: TraceEvent[] = [];
  for (const thread of threads.values()) if (taskTime(thread) > taskTime(best)) best = thread;
  return best;
}

export interface TaskSummary {
  /** From the navigation's start, in ms. */
  startMs: number;
  durationMs: number;
  /** The events inside the task with the most time (a script's by file name), longest first; each inclusive, so one may contain another. */
  parts: { name: string; ms: number }[];
}

const FRAMEWORK = /^(ThreadControllerImpl::RunTask|Receive mojo message|v8\.callFunction|v8\.run)$/;

function partName(e: TraceEvent): string {
  const file = e.args?.data?.url ?? e.args?.fileName;
  const base = file ? String(file).split("/").pop() : "";
  if (e.name === "FunctionCall") return `FunctionCall ${e.args?.data?.functionName || "(anonymous)"}${base ? ` ${base}` : ""}`;
  return base ? `${e.name} ${base}` : e.name;
}

/** The main thread's tasks of at least `minMs` (wall time), in order, each with its `parts` largest parts. */
export function longTasks(events: TraceEvent[], { minMs, parts = 5 }: { minMs: number; parts?: number }): TaskSummary[] {
  const thread = rendererMainThread(events);
  const start = events.find((e) => e.name === "navigationStart")?.ts ?? Math.min(...thread.map((e) => e.ts));
  const tasks = thread.filter((e) => e.name === "RunTask" && (e.dur ?? 0) >= minMs * 1000).sort((a, b) => a.ts - b.ts);
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const totals = new Map<string, number>();
    for (const e of thread) {
      if (e === task || e.ts < task.ts || e.ts >= end || FRAMEWORK.test(e.name)) continue;
      const name = partName(e);
      totals.set(name, (totals.get(name) ?? 0) + (e.dur ?? 0) / 1000);
    }
    return {
      startMs: Math.round((task.ts - start) / 100) / 10,
      durationMs: Math.round((task.dur ?? 0) / 100) / 10,
      parts: [...totals]
        .sort((a, b) => b[1] - a[1])
        .slice(0, parts)
        .map(([name, ms]) => ({ name, ms: Math.round(ms * 10) / 10 })),
    };
  });
}
