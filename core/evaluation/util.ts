/** Small pure helpers shared by the engine modules: rounding, text tidying, stable comparison. */

/** Clamps to 0-10 and rounds half-up to one decimal, going through hundredths so 6.65 stays 6.7. */
export function finalizeScore(raw: number): number {
  const clamped = Math.min(10, Math.max(0, Number.isFinite(raw) ? raw : 0));
  const hundredths = Math.round(clamped * 100);
  return Math.round(hundredths / 10) / 10;
}

/** Rounds to one decimal (no clamping). */
export function round1(x: number): number {
  return Math.round(Math.round(x * 100) / 10) / 10;
}

/** "7.5", "10", "0" for display. */
export function fmt(x: number): string {
  return String(round1(x));
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * User-supplied text made safe for the plain-text analysis: control characters and line breaks
 * become spaces (so a name can never fake a section heading), whitespace is collapsed, length capped.
 */
export function cleanText(raw: string | null | undefined, max = 120): string {
  if (!raw) return "";
  let s = raw.replace(CONTROL, " ");
  if (s.includes("  ")) s = s.replace(/\s{2,}/g, " ");
  s = s.trim();
  return s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s;
}

/** Code-unit string comparison: locale-independent, so sorting is identical on every runtime. */
export function cmpStr(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** "A", "A and B", "A, B and C". */
export function joinList(items: readonly string[], conj = "and"): string {
  if (items.length === 0) return "";
  if (items.length === 1) return items[0];
  return `${items.slice(0, -1).join(", ")} ${conj} ${items[items.length - 1]}`;
}

/** Like joinList but shows at most `max` items and then "and N more". */
export function joinCapped(items: readonly string[], max: number): string {
  if (items.length <= max) return joinList(items);
  return `${items.slice(0, max).join(", ")} and ${items.length - max} more`;
}

/** Unique values in first-seen order. */
export function unique<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}
