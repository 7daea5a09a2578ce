import { describe, expect, it } from "vitest";
import { call } from "./helpers";

describe("api basics", () => {
  it("answers health without touching the database", async () => {
    const res = await call("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it("answers unknown endpoints with a JSON 404", async () => {
    const res = await call("/api/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: "not_found" });
  });

  it("counts analyze clicks from the 251 baseline", async () => {
    const before = (await (await call("/api/analytics/analyze-count")).json()) as { count: number };
    expect(before.count).toBeGreaterThanOrEqual(251);
    expect((await call("/api/analytics/analyze-click", { method: "POST" })).status).toBe(200);
    const after = (await (await call("/api/analytics/analyze-count")).json()) as { count: number };
    expect(after.count).toBe(before.count + 1);
  });
});

describe("queue retry backoff", async () => {
  const { retryDelaySeconds } = await import("../src/queue/jobs");
  it("doubles per attempt from 2 s up to 60 s", () => {
    expect([1, 2, 3, 4, 10].map(retryDelaySeconds)).toEqual([2, 4, 8, 16, 60]);
  });
});
