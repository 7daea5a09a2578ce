import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AlertsBanner } from "./admin-alerts";
import type { OperatorAlert } from "@core/api/alerts";

const alert = (over: Partial<OperatorAlert> = {}): OperatorAlert => ({
  kind: "refund_failed",
  stackId: "stack-1",
  jobId: "job-1",
  userId: "user-1",
  failures: 2,
  lastError: "connection reset",
  lastFailedAt: "2026-11-25T06:00:00.000Z",
  abandoned: false,
  ...over,
});

describe("the admin alerts banner", () => {
  it("shows nothing without alerts", () => {
    expect(renderToStaticMarkup(<AlertsBanner alerts={[]} />)).toBe("");
  });

  it("names each failing refund, and says which ones need a refund by hand", () => {
    const html = renderToStaticMarkup(<AlertsBanner alerts={[alert(), alert({ stackId: "stack-2", jobId: "job-2", failures: 6, abandoned: true })]} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain("2 credit refunds are failing (1 out of retries: refund by hand)");
    expect(html).toContain("<code>stack-1</code>");
    expect(html).toContain("2 failed attempts, last 2026-11-25 06:00 UTC");
    expect(html).toContain("6 failed attempts, last 2026-11-25 06:00 UTC, no retries left");
    expect(html).toContain("connection reset");
    expect(html).toContain("[ALERT] dead-letter refund failed");
  });

  it("speaks of one refund in the singular", () => {
    const html = renderToStaticMarkup(<AlertsBanner alerts={[alert({ failures: 1 })]} />);
    expect(html).toContain("1 credit refund is failing");
    expect(html).not.toContain("by hand");
    expect(html).toContain("1 failed attempt,");
  });
});
