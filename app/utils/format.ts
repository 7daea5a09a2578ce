/** Small display helpers shared by several screens. */
import { safeRedirect } from "@core/safe-redirect";

export { safeRedirect };

/**
 * How long ago, in the reader's language: minutes under 60 minutes, hours under 24 hours, else
 * days. English keeps its compact 'Nm ago', 'Nh ago', 'Nd ago'; every other language says it as
 * its Intl.RelativeTimeFormat does ("il y a 5 min", "vor 5 Min.", "hace 5 min").
 */
export function relativeTime(date: Date | string | number, now: Date | number = Date.now(), language = "en"): string {
  const then = new Date(date).getTime();
  const current = typeof now === "number" ? now : now.getTime();
  if (Number.isNaN(then)) return "";
  const minutes = Math.max(0, Math.floor((current - then) / 60_000));
  const hours = Math.floor(minutes / 60);
  const [count, unit]: [number, "minute" | "hour" | "day"] =
    minutes < 60 ? [minutes, "minute"] : hours < 24 ? [hours, "hour"] : [Math.floor(hours / 24), "day"];
  if (language === "en") return `${count}${unit[0]} ago`;
  return relativeTimeFormat(language).format(-count, unit);
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function relativeTimeFormat(language: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: "always", style: "short" });
    relativeFormats.set(language, format);
  }
  return format;
}

/** Unread badge text: the count, or '99+' above 99; null when there is nothing to show. */
export function badgeText(count: number | null | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > 99 ? "99+" : String(Math.floor(count));
}

/** Validation messages of the shared schemas start in lower case; screens show a sentence. */
export function sentence(message: string): string {
  return message ? message.charAt(0).toUpperCase() + message.slice(1) : message;
}

/** Pages that make no sense to come back to after signing in. */
const NO_RETURN = ["/login", "/signup", "/auth/callback", "/forgot-password", "/reset-password", "/verify-email"];

/**
 * The sign-in page, remembering where the visitor was (same-origin paths only; sign-in pages
 * themselves are not remembered).
 */
export function loginPath(from: string, page = "/login"): string {
  const target = safeRedirect(from, "");
  if (!target || target === "/" || NO_RETURN.some((p) => target === p || target.startsWith(`${p}?`))) return page;
  return `${page}?redirectTo=${encodeURIComponent(target)}`;
}

export type TextPart = { type: "text"; text: string } | { type: "link"; href: string; text: string };

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Splits text into plain parts and http(s) links (used to make outbox emails clickable). */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    // A sentence's final punctuation is not part of the link.
    const href = match[0].replace(/[.,;:!?)\]]+$/, "");
    const start = match.index ?? 0;
    if (start > last) parts.push({ type: "text", text: text.slice(last, start) });
    parts.push({ type: "link", href, text: href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ type: "text", text: text.slice(last) });
  return parts;
}

/**
 * A date and time for people: in the reader's locale and time zone by default (in the browser), or
 * in a given zone (the server renders UTC, marked as such, until the page is hydrated).
 */
export function formatDateTime(value: string | number | Date, options: { timeZone?: string; locale?: string } = {}): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(options.locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: options.timeZone,
  }).format(date) + (options.timeZone === "UTC" ? " UTC" : "");
}

/** "An Acne Care routine", "A Hydration routine": the phrase after its indefinite article, by its first letter's sound. */
export function withArticle(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase.trim()) ? "An" : "A"} ${phrase.trim()}`;
}

/**
 * The text cut to at most `max` UTF-16 units (what the api and `maxLength` count), never between the two halves of
 * a surrogate pair: half an emoji is no character, and the api refuses text that holds one.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}
