import { describe, expect, it } from "vitest";
import { inRunningText } from "./running-text";

describe("inRunningText", () => {
  it("lowers each word's capital and keeps abbreviations and single letters after the first word", () => {
    expect(inRunningText("Contains vitamin C, which you react to", "en")).toBe("contains vitamin C, which you react to");
    expect(inRunningText("Retinoid with AHA in the same routine", "en")).toBe("retinoid with AHA in the same routine");
    expect(inRunningText("Anti-Aging", "en")).toBe("anti-aging");
    expect(inRunningText("Eye Cream", "fr")).toBe("eye cream");
    expect(inRunningText("A soap or sulfate cleanser", "en")).toBe("a soap or sulfate cleanser");
    expect(inRunningText("Low pH cleanser with SPF", "en")).toBe("low pH cleanser with SPF");
    expect(inRunningText("Contient de la vitamine C", "fr")).toBe("contient de la vitamine C");
    expect(inRunningText("Éclat", "fr")).toBe("éclat");
  });

  it("keeps German as written", () => {
    expect(inRunningText("Enthält Vitamin C", "de")).toBe("Enthält Vitamin C");
  });
});
