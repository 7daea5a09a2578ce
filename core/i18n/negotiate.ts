/**
 * Which language a request is served in (ADR 0042), as pure functions of the supported list so
 * that any runtime can use them: the account's setting, else the `lang` cookie a guest's switcher
 * set, else the best of the browser's Accept-Language, else English.
 */

export const DEFAULT_LANGUAGE = "en";

/** The guest's choice from the switcher (a signed-in account stores it on the account too). */
export const LANGUAGE_COOKIE = "lang";

/** A primary language subtag as catalogue files are named: "en", "fr", "pt"... */
const LANGUAGE_TAG = /^[a-z]{2,3}$/;

export function isLanguageTag(value: string): boolean {
  return LANGUAGE_TAG.test(value);
}

/** The header's language ranges, most wanted first (q=0 and malformed ranges left out; ties keep their order). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 1000)
    .split(",")
    .map((part, index) => {
      const [range = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { range: range.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ range, weight }) => weight > 0 && /^([a-z]{1,8}(-[a-z0-9]{1,8})*|\*)$/.test(range))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ range }) => range);
}

/** The `lang` cookie's raw value (lower case) from a Cookie header. */
function cookieLanguage(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  return new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookieHeader)?.[1]?.trim().toLowerCase() || undefined;
}

export interface LanguageInputs {
  /** The signed-in account's setting (null: never chosen, or a guest). */
  account?: string | null;
  /** The request's Cookie header. */
  cookie?: string | null;
  /** The request's Accept-Language header. */
  acceptLanguage?: string | null;
}

/**
 * The languages a request asks for, in the order they decide: the account's setting, the `lang`
 * cookie, then the primary subtags of Accept-Language (up to a "*"). Malformed values are left out.
 */
export function languageCandidates(inputs: LanguageInputs): string[] {
  const cookie = cookieLanguage(inputs.cookie);
  const accepted: string[] = [];
  for (const range of parseAcceptLanguage(inputs.acceptLanguage)) {
    if (range === "*") break;
    accepted.push(range.split("-")[0]);
  }
  return [...new Set([inputs.account, cookie, ...accepted].filter((tag): tag is string => Boolean(tag) && isLanguageTag(tag!)))];
}

/** The language a request is served in: account setting, else `lang` cookie, else Accept-Language, else English. */
export function decideLanguage(inputs: LanguageInputs, supported: readonly string[]): string {
  return languageCandidates(inputs).find((tag) => supported.includes(tag)) ?? DEFAULT_LANGUAGE;
}
