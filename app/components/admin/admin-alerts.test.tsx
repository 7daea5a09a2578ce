import { describe, expect, it } from "vitest";
import { AlertsBanner } from "./admin-alerts";
import type { OperatorAlert } from "@core/api/alerts";
import { renderIn, textOf } from "~/utils/render-in";
import { expectContainsAll } from "../../../tests/helpers/contains-all";

const renderToStaticMarkup = (element: React.ReactElement) => renderIn("en", element);

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
    expectContainsAll(html, [
      'role="alert"',
      "2 credit refunds are failing (1 out of retries: refund by hand)",
      "<code>stack-1</code>",
      "2 failed attempts, last 2026-11-25 06:00 UTC",
      "6 failed attempts, last 2026-11-25 06:00 UTC, no retries left",
      "connection reset",
      "[ALERT] dead-letter refund failed",
    ]);
  });

  it("speaks of one refund in the singular", () => {
    const html = renderToStaticMarkup(<AlertsBanner alerts={[alert({ failures: 1 })]} />);
    expect(html).toContain("1 credit refund is failing");
    expect(html).not.toContain("by hand");
    expect(html).toContain("1 failed attempt,");
  });

  it("reads in French and German, counts and dates the readers' way, the log marker unchanged", () => {
    const alerts = [alert(), alert({ stackId: "stack-2", jobId: "job-2", failures: 1, abandoned: true })];
    const fr = textOf(renderIn("fr", <AlertsBanner alerts={alerts} />));
    expectContainsAll(fr, [
      "2 remboursements de crédit échouent (1 sans nouvelle tentative : remboursez manuellement)",
      "2 tentatives échouées, la dernière le 25 nov. 2026, 06:00 UTC.",
      "1 tentative échouée, la dernière le 25 nov. 2026, 06:00 UTC, plus aucune tentative possible.",
      "[ALERT] dead-letter refund failed",
    ]);
    expect(fr).not.toContain("failing");
    const de = textOf(renderIn("de", <AlertsBanner alerts={[alert({ failures: 1 })]} />));
    expect(de).toContain("1 Guthabenerstattung schlägt fehl");
    expect(de).toContain("1 fehlgeschlagener Versuch, zuletzt am 25.11.2026, 06:00 UTC.");
  });
});
