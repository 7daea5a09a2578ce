/**
 * The app addresses its reader formally in every language (issue #31): "usted" in Spanish, "Sie"
 * in German, "vous" in French. These are the words that only the informal address uses, so a
 * message holding one of them slipped into "tú"/"du"/"tu". Only unambiguous words are listed:
 * French "ton" (also "a tone", as in "ton de peau") and German "Sie"/"ihr" (also "she"/"her") are
 * left out on purpose.
 */
const INFORMAL_WORDS: Readonly<Record<string, readonly string[]>> = {
  de: ["du", "dich", "dir", "dein", "deine", "deinem", "deinen", "deiner", "deines", "euch", "euer", "eure", "eurem", "euren", "eurer"],
  es: ["tú", "tu", "tus", "te", "ti", "contigo", "tuyo", "tuya", "tuyos", "tuyas", "estás", "tienes", "puedes", "quieres"],
  fr: ["tu", "te", "toi", "ta", "tes", "t’", "t'"],
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** One pattern per language: any listed word standing alone (an elided "t’" needs no end). */
const PATTERNS: Readonly<Record<string, RegExp>> = Object.fromEntries(
  Object.entries(INFORMAL_WORDS).map(([language, words]) => {
    const alternatives = words.map((word) => escapeRegExp(word) + (/\p{L}$/u.test(word) ? "(?!\\p{L})" : ""));
    return [language, new RegExp(`(?<!\\p{L})(?:${alternatives.join("|")})`, "giu")];
  }),
);

/** The informal words in a message, as written; empty for a formal message or an unlisted language. */
export function informalWords(language: string, message: string): string[] {
  const pattern = PATTERNS[language];
  return pattern ? Array.from(message.matchAll(pattern), (match) => match[0]) : [];
}

/** "key: word, word" for every message of the catalogue that addresses the reader informally. */
export function informalMessages(language: string, catalogue: Readonly<Record<string, string>>): string[] {
  return Object.entries(catalogue).flatMap(([key, message]) => {
    const words = informalWords(language, message);
    return words.length > 0 ? [`${key}: ${words.join(", ")}`] : [];
  });
}
