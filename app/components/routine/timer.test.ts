import { describe, expect, it } from "vitest";
import { formatSeconds, initialTimer, timerReducer, waitText, type TimerAction, type TimerState } from "./timer";

const run = (state: TimerState, ...actions: TimerAction["type"][]) =>
  actions.reduce((s, type) => timerReducer(s, { type } as TimerAction), state);

describe("wait timer", () => {
  it("counts down each tick once started and is done at zero", () => {
    let s = run(initialTimer(3), "start");
    expect(s).toEqual({ status: "running", total: 3, remaining: 3 });
    s = run(s, "tick", "tick");
    expect(s.remaining).toBe(1);
    s = run(s, "tick");
    expect(s).toEqual({ status: "done", total: 3, remaining: 0 });
    expect(run(s, "tick")).toBe(s);
  });

  it("ignores ticks before start and while paused; resumes where it stopped", () => {
    let s = run(initialTimer(30), "tick");
    expect(s.remaining).toBe(30);
    s = run(s, "start", "tick", "pause", "tick", "tick");
    expect(s).toEqual({ status: "paused", total: 30, remaining: 29 });
    s = run(s, "resume", "tick");
    expect(s).toEqual({ status: "running", total: 30, remaining: 28 });
  });

  it("reset goes back to the full time, idle", () => {
    expect(run(initialTimer(60), "start", "tick", "reset")).toEqual({ status: "idle", total: 60, remaining: 60 });
  });

  it("a zero wait never starts", () => {
    expect(run(initialTimer(0), "start").status).toBe("idle");
  });

  it("formats time", () => {
    expect(formatSeconds(120)).toBe("2:00");
    expect(formatSeconds(65)).toBe("1:05");
    expect(formatSeconds(5)).toBe("0:05");
    expect(waitText(30)).toBe("30 seconds");
    expect(waitText(60)).toBe("1 minute");
    expect(waitText(120)).toBe("2 minutes");
    expect(waitText(1)).toBe("1 second");
  });
});
