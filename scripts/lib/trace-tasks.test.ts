import { describe, expect, it } from "vitest";
import { longTasks, rendererMainThread, type TraceEvent } from "./trace-tasks";

const ms = 1000;
const event = (name: string, tid: number, ts: number, dur: number, args?: TraceEvent["args"]): TraceEvent => ({ name, ph: "X", pid: 1, tid, ts, dur, tdur: dur, args });

// Two renderers: the page's (tid 2, the busier) and another one (tid 3, e.g. a WebUI page).
const trace: TraceEvent[] = [
  { name: "thread_name", ph: "M", pid: 1, tid: 2, ts: 0, args: { name: "CrRendererMain" } },
  { name: "thread_name", ph: "M", pid: 1, tid: 3, ts: 0, args: { name: "CrRendererMain" } },
  { name: "navigationStart", ph: "R", pid: 1, tid: 2, ts: 1000 * ms },
  event("RunTask", 3, 1000 * ms, 30 * ms),
  event("RunTask", 2, 1100 * ms, 60 * ms),
  event("ThreadControllerImpl::RunTask", 2, 1100 * ms, 60 * ms),
  event("Layout", 2, 1100 * ms, 35 * ms),
  event("Paint", 2, 1140 * ms, 10 * ms),
  event("RunTask", 2, 1200 * ms, 4 * ms),
  event("RunTask", 2, 1300 * ms, 25 * ms),
  event("v8.evaluateModule", 2, 1300 * ms, 12 * ms, { fileName: "http://x.test/assets/app-abc.js" }),
  event("FunctionCall", 2, 1313 * ms, 11 * ms, { data: { functionName: "hydrate", url: "http://x.test/assets/app-abc.js" } }),
];

describe("rendererMainThread", () => {
  it("picks the renderer main thread with the most task time and keeps only its complete events", () => {
    const thread = rendererMainThread(trace);
    expect(new Set(thread.map((e) => e.tid))).toEqual(new Set([2]));
    expect(thread.filter((e) => e.name === "RunTask")).toHaveLength(3);
    expect(thread.some((e) => e.ph !== "X")).toBe(false);
  });

  it("is empty for a trace without a renderer", () => {
    expect(rendererMainThread([event("RunTask", 9, 0, 100 * ms)])).toEqual([]);
  });
});

describe("longTasks", () => {
  it("lists the tasks of at least minMs from the navigation's start, with their largest parts by name and file", () => {
    expect(longTasks(trace, { minMs: 20 })).toEqual([
      { startMs: 100, durationMs: 60, parts: [{ name: "Layout", ms: 35 }, { name: "Paint", ms: 10 }] },
      {
        startMs: 300,
        durationMs: 25,
        parts: [
          { name: "v8.evaluateModule app-abc.js", ms: 12 },
          { name: "FunctionCall hydrate app-abc.js", ms: 11 },
        ],
      },
    ]);
  });

  it("keeps the number of parts asked for and drops the shorter tasks", () => {
    const tasks = longTasks(trace, { minMs: 50, parts: 1 });
    expect(tasks).toEqual([{ startMs: 100, durationMs: 60, parts: [{ name: "Layout", ms: 35 }] }]);
  });
});
