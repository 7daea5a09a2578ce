import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { feedFilterOf, FeedFilterSchema, ModerationActionSchema, ReportSchema } from "./community";

const id = "3f0c8a52-5d7b-4c39-9d0e-2f6a1b7c8d90";

describe("ReportSchema", () => {
  it("accepts a report, trims the details and defaults them to empty", () => {
    expect(v.parse(ReportSchema, { targetType: "post", targetId: id.toUpperCase(), reason: "spam" })).toEqual({
      targetType: "post",
      targetId: id,
      reason: "spam",
      details: "",
    });
    expect(v.parse(ReportSchema, { targetType: "user", targetId: id, reason: "other", details: "  why  " }).details).toBe("why");
  });

  it("refuses unknown targets, reasons, ids, fields and long details", () => {
    const bad = [
      { targetType: "stack", targetId: id, reason: "spam" },
      { targetType: "post", targetId: id, reason: "ugly" },
      { targetType: "post", targetId: "42", reason: "spam" },
      { targetType: "post", targetId: id, reason: "spam", extra: true },
      { targetType: "post", targetId: id, reason: "spam", details: "x".repeat(501) },
    ];
    for (const input of bad) expect(v.safeParse(ReportSchema, input).success, JSON.stringify(input)).toBe(false);
  });
});

describe("ModerationActionSchema", () => {
  it("knows hide, restore, dismiss and ban only", () => {
    for (const action of ["hide", "restore", "dismiss", "ban"]) {
      expect(v.safeParse(ModerationActionSchema, { targetType: "comment", targetId: id, action }).success).toBe(true);
    }
    expect(v.safeParse(ModerationActionSchema, { targetType: "comment", targetId: id, action: "delete" }).success).toBe(false);
  });
});

describe("feed filters", () => {
  it("validate goal and skin type strictly for the api", () => {
    expect(v.safeParse(FeedFilterSchema, { goal: "glow", skinType: "dry" }).success).toBe(true);
    expect(v.safeParse(FeedFilterSchema, { goal: "tan" }).success).toBe(false);
    expect(v.safeParse(FeedFilterSchema, { skinType: "Dry" }).success).toBe(false);
  });

  it("read from a URL, dropping unknown values", () => {
    expect(feedFilterOf(new URLSearchParams("goal=acne-care&skinType=oily&tab=posts"))).toEqual({ goal: "acne-care", skinType: "oily" });
    expect(feedFilterOf(new URLSearchParams("goal=tan&skinType="))).toEqual({ goal: undefined, skinType: undefined });
  });
});
