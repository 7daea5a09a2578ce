import { describe, expect, it } from "vitest";
import { AGE_BRACKET_LABELS, CONCERN_LABELS } from "@core/advanced-analysis";
import { AGE_BRACKETS, QUESTIONNAIRE_CONCERNS, SENSITIVITIES, SKIN_TYPES } from "@core/domain";
import {
  AGE_OPTIONS,
  CONCERN_OPTION_LABELS,
  concernOptions,
  CONTINUE_LABEL,
  DEFAULT_PROFILE,
  profileAnswers,
  profileDefaultsFor,
  profileNextPath,
  profilePayload,
  readProfile,
  SENSITIVITY_OPTIONS,
  SKIN_TYPE_OPTIONS,
  toggleSensitivity,
} from "./profile";

describe("skin profile questionnaire", () => {
  it("offers the five skin types, the first six concerns, the five age brackets and the six sensitivities", () => {
    expect(SKIN_TYPE_OPTIONS.map((o) => o.id)).toEqual([...SKIN_TYPES]);
    expect(concernOptions().map((o) => o.id)).toEqual(["acne", "hyperpigmentation", "fine-lines", "hydration", "rosacea", "barrier-repair"]);
    expect(concernOptions().map((o) => o.id)).toEqual([...QUESTIONNAIRE_CONCERNS]);
    expect(AGE_OPTIONS.map((o) => o.id)).toEqual([...AGE_BRACKETS]);
    expect(SENSITIVITY_OPTIONS.map((o) => o.id)).toEqual([...SENSITIVITIES]);
    expect(CONTINUE_LABEL).toBe("Continue to Product Selection");
  });

  it("shows a saved seventh concern (anti-aging) so that it stays selected", () => {
    expect(concernOptions("anti-aging").map((o) => o.id)).toEqual([...QUESTIONNAIRE_CONCERNS, "anti-aging"]);
    expect(concernOptions("acne")).toHaveLength(6);
  });

  it("keeps its labels equal to core's (the questionnaire does not import core/advanced-analysis)", () => {
    expect(CONCERN_OPTION_LABELS).toEqual(CONCERN_LABELS);
    for (const option of AGE_OPTIONS) {
      expect(AGE_BRACKET_LABELS[option.id].replace(/^Age /, "")).toBe(option.label);
    }
  });

  it("defaults to normal skin, hydration, 20-29 and no sensitivities", () => {
    expect(DEFAULT_PROFILE).toEqual({ skinType: "normal", primaryConcern: "hydration", ageBracket: "20-29", sensitivities: [] });
  });

  it("toggles sensitivities and keeps them in vocabulary order", () => {
    let list = toggleSensitivity([], "vitamin-c");
    list = toggleSensitivity(list, "fragrance");
    expect(list).toEqual(["fragrance", "vitamin-c"]);
    expect(toggleSensitivity(list, "vitamin-c")).toEqual(["fragrance"]);
  });

  it("shows the saved profile, else the caller's fallback", () => {
    const stored = { skinType: "dry" as const, primaryConcern: "acne" as const, ageBracket: "50+" as const, sensitivities: ["acids" as const], pregnant: false, breastfeeding: false };
    expect(profileAnswers({ saved: true, profile: { ...stored, updatedAt: "2026-11-01T00:00:00.000Z" } })).toEqual({ saved: true, profile: stored });
    // Not saved: the caller's fallback (the routine's defaults), not the stored defaults.
    const fallback = { ...DEFAULT_PROFILE, skinType: "oily" as const };
    const unsaved = { saved: false, profile: { ...DEFAULT_PROFILE, pregnant: false, breastfeeding: false, updatedAt: null } };
    expect(profileAnswers(unsaved, fallback)).toEqual({ saved: false, profile: fallback });
    expect(profileAnswers(unsaved)).toEqual({ saved: false, profile: DEFAULT_PROFILE });
    expect(readProfile({ skinType: "scaly", ageBracket: 7 })).toEqual(DEFAULT_PROFILE);
  });

  it("suggests defaults from a routine: its skin type and the concern of its goal", () => {
    expect(profileDefaultsFor({ skinType: "dry", goal: "anti-aging" })).toMatchObject({ skinType: "dry", primaryConcern: "fine-lines" });
    expect(profileDefaultsFor({ skinType: "oily", goal: "acne-care" })).toMatchObject({ skinType: "oily", primaryConcern: "acne" });
    expect(profileDefaultsFor({ skinType: "sensitive", goal: "reduce-redness" })).toMatchObject({ primaryConcern: "rosacea" });
    expect(profileDefaultsFor({ skinType: "weird", goal: "unknown" })).toEqual(DEFAULT_PROFILE);
    expect(profileDefaultsFor(null)).toEqual(DEFAULT_PROFILE);
  });

  it("sends exactly the api's fields", () => {
    expect(profilePayload({ ...DEFAULT_PROFILE, sensitivities: ["alcohol"] })).toEqual({
      skinType: "normal",
      primaryConcern: "hydration",
      ageBracket: "20-29",
      sensitivities: ["alcohol"],
    });
  });

  it("continues to the routine's product details, or to the create-routine wizard", () => {
    expect(profileNextPath("3f1c2a4e-0000-4000-8000-000000000001")).toBe("/advanced-analysis/3f1c2a4e-0000-4000-8000-000000000001?step=products");
    expect(profileNextPath(null)).toBe("/add-stack");
    expect(profileNextPath("//evil.example")).toBe("/add-stack");
  });
});

describe("pregnancy and breastfeeding", () => {
  it("reads both answers when saved and sends them back, and sends nothing for a question never answered", () => {
    const read = readProfile({ ...DEFAULT_PROFILE, pregnant: true, breastfeeding: false });
    expect(read).toMatchObject({ pregnant: true, breastfeeding: false });
    expect(profilePayload(read)).toMatchObject({ pregnant: true, breastfeeding: false });
    expect(profilePayload(DEFAULT_PROFILE)).not.toHaveProperty("pregnant");
    expect(profilePayload(DEFAULT_PROFILE)).not.toHaveProperty("breastfeeding");
  });
});
