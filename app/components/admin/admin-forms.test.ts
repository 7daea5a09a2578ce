import { describe, expect, it } from "vitest";
import {
  auditSummary,
  linesToList,
  parseProducts,
  parseSecondaryGoals,
  prettyRaw,
  SAMPLE_PRODUCTS_TEXT,
  SAMPLE_SECONDARY_GOALS_TEXT,
  settingsToForm,
  validateSettingsForm,
} from "./admin-forms";

const LIMITS = {
  models: ["gpt-4o", "gpt-4-turbo", "gpt-4", "gpt-3.5-turbo"],
  temperature: { min: 0, max: 1, step: 0.1 },
  maxTokens: { min: 1, max: 16_000 },
  timeoutMs: { min: 1_000, max: 120_000 },
};
const DEFAULTS = { model: "gpt-4o", temperature: 0.5, maxTokens: 1000, timeoutMs: 30_000, jsonMode: true };

describe("prompt tester JSON boxes", () => {
  it("accepts the shipped examples", () => {
    expect(parseSecondaryGoals(SAMPLE_SECONDARY_GOALS_TEXT)).toEqual({ ok: true, value: ["hydration"] });
    expect(parseProducts(SAMPLE_PRODUCTS_TEXT).ok).toBe(true);
    expect(parseProducts('{"morning": [], "night": []}').ok).toBe(true);
  });

  it.each([
    ["", "valid JSON"],
    ["[hydration]", "valid JSON"],
    ['"hydration"', "JSON list"],
    ["[1, 2]", "goal ids"],
  ])("secondary goals %j: %s", (text, message) => {
    const result = parseSecondaryGoals(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(message);
  });

  it.each([["{name: 1}"], ["42"], ["null"], ['"Cleanser"']])("products %j is refused", (text) => {
    const result = parseProducts(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/^Products must/);
  });

  it("shows JSON pretty and anything else as it came", () => {
    expect(prettyRaw('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyRaw("plain { text")).toBe("plain { text");
  });
});

describe("AI settings form", () => {
  it("round-trips the defaults", () => {
    const form = settingsToForm(DEFAULTS);
    expect(form).toEqual({ model: "gpt-4o", temperature: "0.5", maxTokens: "1000", timeoutSeconds: "30", jsonMode: true });
    expect(validateSettingsForm(form, LIMITS)).toEqual({ ok: true, value: DEFAULTS });
  });

  it.each([
    [{ temperature: "1.5" }, "temperature"],
    [{ temperature: "0.55" }, "temperature"],
    [{ temperature: "" }, "temperature"],
    [{ maxTokens: "0" }, "maxTokens"],
    [{ maxTokens: "100000" }, "maxTokens"],
    [{ maxTokens: "12.5" }, "maxTokens"],
    [{ model: "gpt-5" }, "model"],
    [{ timeoutSeconds: "0" }, "timeoutSeconds"],
    [{ timeoutSeconds: "121" }, "timeoutSeconds"],
  ])("flags %j", (change, field) => {
    const result = validateSettingsForm({ ...settingsToForm(DEFAULTS), ...change }, LIMITS);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual([field]);
  });
});

describe("audit summaries", () => {
  it("describes each kind of change", () => {
    expect(auditSummary({ action: "template.save", target: "stack-evaluation", details: { version: 3, previousVersion: 2 } })).toBe(
      "stack-evaluation: version 3 is now active (was 2)",
    );
    expect(
      auditSummary({ action: "ai_settings.update", target: "ai_settings", details: { changes: { temperature: { from: 0.5, to: 0.3 }, jsonMode: { from: true, to: false } } } }),
    ).toBe("temperature 0.5 → 0.3, jsonMode true → false");
    expect(auditSummary({ action: "product.reject", target: "x", details: { brand: "B", name: "N", reason: "Duplicate" } })).toBe("B N (Duplicate)");
    expect(auditSummary({ action: "product_report.resolve", target: "x", details: { brand: "B", name: "N", ingredientsUpdated: true } })).toBe(
      "B N (ingredient list replaced)",
    );
    expect(auditSummary({ action: "product_report.dismiss", target: "x", details: {} })).toBe("x");
    expect(auditSummary({ action: "user.grant_admin", target: "id", details: { email: "a@b.test" } })).toBe("a@b.test");
  });

  it("names the content and people of moderation entries, never their ids", () => {
    const post = "post:0b7e3c8e-5a52-4a0c-9d7e-1c2f3a4b5c6d";
    const author = "1c2f3a4b-5a52-4a0c-9d7e-0b7e3c8e5c6d";
    const subjects = { [post]: '"Miracle cure"', [`user:${author}`]: "@alice" };
    expect(auditSummary({ action: "content.hide", target: post, details: { authorId: author }, subjects })).toBe('post "Miracle cure" by @alice');
    expect(auditSummary({ action: "user.ban", target: post, details: { userId: author }, subjects })).toBe("@alice");
    expect(auditSummary({ action: "report.dismiss", target: post, details: {}, subjects })).toBe('reports about post "Miracle cure"');
    // Content deleted since: said so, still without the id.
    expect(auditSummary({ action: "content.restore", target: post, details: { authorId: author } })).toBe("a deleted post by a deleted member");
  });

  it("splits lines for lists", () => {
    expect(linesToList(" a \n\n b\n")).toEqual(["a", "b"]);
  });
});
