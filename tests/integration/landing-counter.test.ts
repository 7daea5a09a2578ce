/**
 * The landing page's analysis counter counts people, not requests: one click per network a day
 * (an IPv6 /64 is one network), so anonymous POSTs in a loop cannot raise it (ADR 0028).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApiHarness } from "../helpers/api-harness";

let harness: Awaited<ReturnType<typeof startApiHarness>>;
beforeAll(async () => {
  harness = await startApiHarness("landing_counter");
});
afterAll(async () => {
  await harness?.stop();
});

const count = async () => ((await (await harness.call("/api/analytics/analyze-count")).json()) as { count: number }).count;
const click = (address?: string) =>
  harness.call("/api/analytics/analyze-click", { method: "POST", headers: address ? { "cf-connecting-ip": address } : {} });

describe("the landing counter", () => {
  it("counts a loop of clicks from one address once", async () => {
    const before = await count();
    for (let i = 0; i < 50; i++) expect((await click("198.51.100.20")).status).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it("counts clicks from many addresses of one IPv6 /64 once, and another network's click too", async () => {
    const before = await count();
    await Promise.all(Array.from({ length: 20 }, (_, i) => click(`2001:db8:cafe:1:${i.toString(16)}::1`)));
    expect(await count()).toBe(before + 1);
    expect((await click("2001:db8:cafe:2::1")).status).toBe(200);
    expect((await click("198.51.100.21")).status).toBe(200);
    expect(await count()).toBe(before + 3);
  });

  it("counts each local click (an address that names no one) outside production only", async () => {
    const before = await count();
    await click();
    await click();
    expect(await count()).toBe(before + 2);
    harness.env.ENVIRONMENT = "production";
    try {
      expect((await click()).status).toBe(200);
      expect(await count()).toBe(before + 2);
    } finally {
      harness.env.ENVIRONMENT = "test";
    }
  });
});
