import { describe, expect, it } from "vitest";
import config from "../playwright.config";

describe("Playwright configuration", () => {
  it("keeps a failed test's trace (actions, DOM snapshots, network) without recording screenshots of every test (ADR 0065)", () => {
    expect(config.use?.trace).toEqual({ mode: "retain-on-failure", screenshots: false, snapshots: true, sources: true });
  });
});
