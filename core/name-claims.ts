/**
 * Sun protection a product's name declares: "SPF 30+", "SPF50 PA++++", "Broad Spectrum SPF 40", and the
 * orders labels also use, "40 SPF", "SPF-50", "Broad Spectrum 50+" (a US drug-facts name gives the
 * number after "Broad Spectrum" without "SPF"), "FPS 50", "LSF 30". Pure; one place for every reader of
 * the name (typing, the engine's sunscreen claim, the SPF a suggested swap must not lower).
 */
const SPF_PATTERNS: readonly RegExp[] = [
  /\b(?:spf|fps|lsf)\s*[-:#]?\s*(\d{1,3})(?![\d.,]*\s*%)/i,
  /(?<![\d.,%])\b(\d{1,3})\s*\+?\s*(?:spf|fps|lsf)\b/i,
  /\bbroad[- ]spectrum\s+(\d{1,3})\b(?!\s*%)/i,
];

/** The highest SPF a cosmetic is labelled with; a larger number is no SPF ("SPF 500" is a slip or a model number). */
const MAX_SPF = 100;

/** The SPF the name states, or null. */
export function declaredSpf(name: string): number | null {
  if (!/spf|fps|lsf|spectrum/i.test(name)) return null;
  for (const re of SPF_PATTERNS) {
    const m = re.exec(name);
    if (!m) continue;
    const value = Number.parseInt(m[1], 10);
    if (value >= 2 && value <= MAX_SPF) return value;
  }
  return null;
}
