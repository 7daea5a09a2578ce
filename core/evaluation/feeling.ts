/** What the owner wrote about their skin, read as signals (never echoed). */

export type FeelingSignal = "dry" | "oily" | "irritated" | "breakouts" | "dull" | "aging" | "fine" | "pregnant" | "infection";

/** Keyword groups, in the order their observations are written. */
export const FEELING_KEYWORDS: ReadonlyArray<readonly [FeelingSignal, RegExp]> = [
  ["dry", /\b(tight|dry|dryness|flaky|flaking|peeling|rough|dehydrated|parched|scaly|stripped|squeaky)\b/],
  ["oily", /\b(oily|oil|shiny|shine|greasy|slick)\b/],
  ["irritated", /\b(red|redness|itchy|itching|itch|irritated|irritation|sting|stings|stinging|burning|burns|sensitive|inflamed|rash)\b/],
  // Sun, age, dark or brown spots are pigment (lentigines, melasma), not breakouts.
  ["breakouts", /\b(breakout|breakouts|breaking out|acne|pimples?|(?<!\b(?:sun|age|dark|brown|liver|pigment) )spots|blackheads?|whiteheads?|clogged|congested|zits?|blemish(es)?)\b/],
  ["dull", /\b(dull|uneven|(?:dark|sun|age|brown|liver) spots?|pigmentation|hyperpigmentation|melasma|marks|sallow)\b/],
  ["aging", /\b(wrinkles?|fine lines?|lines|sagging|aging|ageing|loss of firmness)\b/],
  // Signs that call for a doctor, not a product: an infection (impetigo's crusts, pus, blisters) or a spreading reaction.
  ["infection", /\b(pus|oozing|weeping|crust(s|y|ed|ing)?|honey[- ]colou?red|blisters?|fever|spreading|open sores?|sores|boils?|abscess(es)?|swollen|swelling)\b/],
  ["pregnant", /\b(pregnant|pregnancy|expecting a baby|weeks along|breast-?feeding|breastfeed|nursing|lactating)\b/],
  ["fine", /\b(good|great|fine|happy|healthy|balanced|comfortable|calm)\b/],
];

const FEELING_KEYWORDS_GLOBAL: ReadonlyArray<readonly [FeelingSignal, RegExp]> = FEELING_KEYWORDS.map(([s, re]) => [s, new RegExp(re.source, "g")] as const);

const NEGATION = /\b(not|no|never|isn't|isnt|aren't|arent|without|less|hardly)\s+(\w+\s+)?$/;

/** Words that say only that the skin is red: the condition itself when redness is what the owner treats (rosacea). */
const REDNESS_ONLY = /^(?:red|redness)$/;

/**
 * Signals found in the text; a keyword right after a negation ("not oily") is ignored. With `rednessTreated` (the
 * goal is to reduce redness, or the profile's concern is rosacea) redness alone is not irritation: it is what the
 * routine treats, and no product is paused for it.
 */
export function feelingSignals(text: string, rednessTreated = false): FeelingSignal[] {
  const lower = text.toLowerCase();
  const found: FeelingSignal[] = [];
  for (const [signal, g] of FEELING_KEYWORDS_GLOBAL) {
    g.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = g.exec(lower)) !== null) {
      if (rednessTreated && signal === "irritated" && REDNESS_ONLY.test(m[0])) continue;
      const before = lower.slice(Math.max(0, m.index - 30), m.index);
      if (!NEGATION.test(before)) {
        found.push(signal);
        break;
      }
    }
  }
  // "Fine" only when nothing else was reported.
  return found.length > 1 ? found.filter((s) => s !== "fine") : found;
}

