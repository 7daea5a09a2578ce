/**
 * The rule for usernames, in one place (the api validates with it, the forms show its hint).
 *
 * A username names a person to others (notifications, posts, comments), so two that look alike
 * must be the same username. It is NFKC-normalised (full-width and compatibility forms fold to
 * their plain letters), limited to letters, digits, dots, hyphens and underscores, starts and
 * ends with a letter or digit, and its letters come from one writing system (Latin "paypal" and
 * a Cyrillic "раураl" cannot both exist). Uniqueness ignores case (a database index on lower()) and
 * look-alikes across scripts: the database keeps each username's confusable skeleton
 * (core/confusables) unique, so an all-Cyrillic "раураl" is refused once Latin "paypal" exists.
 *
 * Display names are free text, but they may not claim to be the app or its staff (ADR 0029).
 */
import { confusableSkeleton } from "./confusables";

export const MIN_USERNAME_LENGTH = 3;
export const MAX_USERNAME_LENGTH = 50;
export const USERNAME_HINT = `${MIN_USERNAME_LENGTH} to ${MAX_USERNAME_LENGTH} characters: letters, numbers, dots, hyphens and underscores, starting and ending with a letter or number.`;

/** Names people could mistake for the app speaking. */
const RESERVED = new Set(["admin", "administrator", "skinstack", "support", "moderator", "staff", "system", "help", "security", "root"]);

/** Writing systems a letter may come from; a name uses one (Japanese and Korean mix a few). */
const SCRIPTS: ReadonlyArray<readonly [string, RegExp]> = [
  ["Latin", /\p{Script=Latin}/u],
  ["Cyrillic", /\p{Script=Cyrillic}/u],
  ["Greek", /\p{Script=Greek}/u],
  ["Armenian", /\p{Script=Armenian}/u],
  ["Georgian", /\p{Script=Georgian}/u],
  ["Hebrew", /\p{Script=Hebrew}/u],
  ["Arabic", /\p{Script=Arabic}/u],
  ["Devanagari", /\p{Script=Devanagari}/u],
  ["Bengali", /\p{Script=Bengali}/u],
  ["Tamil", /\p{Script=Tamil}/u],
  ["Thai", /\p{Script=Thai}/u],
  ["Han", /\p{Script=Han}/u],
  ["Hiragana", /\p{Script=Hiragana}/u],
  ["Katakana", /\p{Script=Katakana}/u],
  ["Hangul", /\p{Script=Hangul}/u],
];
const TOGETHER = [new Set(["Han", "Hiragana", "Katakana"]), new Set(["Han", "Hangul"])];

function scriptOf(letter: string): string {
  return SCRIPTS.find(([, pattern]) => pattern.test(letter))?.[0] ?? "Other";
}

/**
 * Latin small capitals and their letters: "ᴀdmin" shows as "admin" and "ꜱupport" as "support", but Unicode's
 * confusables table maps only a few of them. They are phonetic letters (IPA, the Uralic alphabet) that no spelling of
 * a name uses, so usernames refuse them and display names are read with their letters.
 */
let smallCapitals: { letters: ReadonlyMap<string, string>; pattern: RegExp } | null = null;
/** Made on first use, not when the module loads (pages that only show a username hint import this module: ADR 0070). */
function smallCapitalTable() {
  if (!smallCapitals) {
    const letters = new Map([
      ...Object.entries({ ɢ: "g", ɪ: "i", ɴ: "n", ɶ: "oe", ʀ: "r", ʁ: "r", ʏ: "y", ʙ: "b", ʛ: "g", ʜ: "h", ʟ: "l" }),
      ...Object.entries({ ᴀ: "a", ᴁ: "ae", ᴃ: "b", ᴄ: "c", ᴅ: "d", ᴆ: "d", ᴇ: "e", ᴊ: "j", ᴋ: "k", ᴌ: "l", ᴍ: "m", ᴎ: "n" }),
      ...Object.entries({ ᴏ: "o", ᴐ: "o", ᴕ: "ou", ᴘ: "p", ᴙ: "r", ᴚ: "r", ᴛ: "t", ᴜ: "u", ᴠ: "v", ᴡ: "w", ᴢ: "z", ᵻ: "i", ᵾ: "u" }),
      ...Object.entries({ ⱻ: "e", ꜰ: "f", ꜱ: "s", ꝶ: "r", Ɪ: "i", ꞯ: "q", ꟺ: "m", ꭆ: "r" }),
    ]);
    smallCapitals = { letters, pattern: new RegExp(`[${[...letters.keys()].join("")}\u1D23-\u1D2B\uAB65\u{1DF02}\u{1DF04}\u{1DF10}]`, "gu") };
  }
  return smallCapitals;
}
const hasSmallCapital = (text: string) => text.search(smallCapitalTable().pattern) >= 0;
/** The text with each small capital written as its letters. */
const withoutSmallCapitals = (text: string) => {
  const { letters, pattern } = smallCapitalTable();
  return text.replace(pattern, (ch) => letters.get(ch) ?? ch);
};

export type UsernameCheck = { ok: true; username: string } | { ok: false; message: string };

export function normalizeUsername(input: string): UsernameCheck {
  const username = input.normalize("NFKC").trim();
  const length = [...username].length;
  if (length < MIN_USERNAME_LENGTH) return { ok: false, message: `username must be at least ${MIN_USERNAME_LENGTH} characters` };
  if (length > MAX_USERNAME_LENGTH) return { ok: false, message: `username must be at most ${MAX_USERNAME_LENGTH} characters` };
  // Default-ignorable letters (the Hangul fillers, U+17B4) are letters that show nothing.
  if (!/^[\p{L}\p{N}._-]+$/u.test(username) || INVISIBLE.test(username)) return { ok: false, message: "username may contain letters, numbers, dots, hyphens and underscores" };
  if (!/^[\p{L}\p{N}].*[\p{L}\p{N}]$/u.test(username)) return { ok: false, message: "username must start and end with a letter or number" };
  if (/[._-]{2}/.test(username)) return { ok: false, message: "username may not have two dots, hyphens or underscores in a row" };
  if (hasSmallCapital(username)) return { ok: false, message: "username may not contain small capital letters (ᴀ, ʀ, ꜱ...)" };
  const scripts = new Set([...username].filter((ch) => /\p{L}/u.test(ch)).map(scriptOf));
  if (scripts.has("Other") || (scripts.size > 1 && !TOGETHER.some((group) => [...scripts].every((s) => group.has(s))))) {
    return { ok: false, message: "username must use letters of one alphabet (no mixed scripts that look alike)" };
  }
  if (RESERVED.has(username.toLowerCase())) return { ok: false, message: "this username is reserved" };
  return { ok: true, username };
}

/** The key that two look-alike usernames share (what `users.username_skeleton` stores). */
export function usernameSkeleton(username: string): string {
  return confusableSkeleton(username.normalize("NFKC").trim());
}

/** Words a display name may not use: it would read as the app, or its staff, speaking. */
const RESERVED_NAME_WORDS = ["skinstack", "official", "admin", "administrator", "moderator", "mod", "support", "staff", "verified", "team"];
let reservedSkeletons: { words: Set<string>; app: string } | null = null;
/**
 * Made on first use, not when the module loads: a skeleton builds the confusables table, and every
 * page whose scripts include this module (guest pages too) paid for it before hydrating (ADR 0070).
 */
function reservedNameSkeletons() {
  // Written in lower and in upper case: "I" looks like "l" and "1", "i" does not.
  reservedSkeletons ??= {
    words: new Set(RESERVED_NAME_WORDS.flatMap((w) => [confusableSkeleton(w), confusableSkeleton(w.toUpperCase())])),
    app: confusableSkeleton("skinstack"),
  };
  return reservedSkeletons;
}
/**
 * Unicode's explicit embeddings, overrides and isolates (UAX #9), which reorder the text that follows them. The plain
 * marks (LRM, RLM, ALM) reorder nothing and come with Arabic and Hebrew names from mobile keyboards: they are allowed.
 */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;
/** Characters that show nothing: zero-width spaces and joiners, the grapheme joiner, fillers, variation selectors. */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;
const INVISIBLES = /\p{Default_Ignorable_Code_Point}/gu;
/** Check marks and their look-alikes, a "verified" badge: ✓ ✔ ☑ ✅ √ ∛ ∜ 🗸 🗹 ⍻ 𐄂. */
const CHECK_MARKS = /[\u2713\u2714\u2611\u2705\u221A\u221B\u221C\u237B\u{1F5F8}\u{1F5F9}\u{10102}]/u;

/**
 * Why a display name would pass for the app or its staff, or null: any word that is, once folded
 * to its confusable skeleton and read without its invisible characters, one of the reserved words
 * ("Admin", "Ѕuррort", "m0derator", "Ad\u200Bmin"), the app's name anywhere in it ("Skin Stack team",
 * "theSkinstack"), or a check mark; or a name that shows nothing.
 */
export function displayNameProblem(name: string): string | null {
  const text = name.normalize("NFKC");
  if (CHECK_MARKS.test(text)) return "name may not contain check marks or badges";
  // "\u202EKCATSNIKS" shows as "SKINSTACK": a name reads in the order it is written.
  if (DIRECTION_CONTROLS.test(text)) return "name may not contain text-direction controls";
  // Read as it shows: "Sup\u200Bport" is "Support" on the screen.
  const shown = text.replace(INVISIBLES, "");
  if (text.trim() && !shown.trim()) return "name must contain visible characters";
  // "Adᴍin" shows as "Admin": small capitals are read as their letters.
  const skeleton = confusableSkeleton(withoutSmallCapitals(shown));
  const words = skeleton.split(/[^\p{L}\p{N}\p{M}]+/u).filter(Boolean);
  const reserved = reservedNameSkeletons();
  if (words.join("").includes(reserved.app) || words.some((w) => reserved.words.has(w))) {
    return "name may not claim to be Skinstack, its staff or support";
  }
  return null;
}
