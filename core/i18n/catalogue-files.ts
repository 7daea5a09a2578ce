/**
 * What the two ways of loading the catalogues share (ADR 0048): a language is named by its file in
 * ./messages, and English comes first. catalogues.ts holds every catalogue (the server, the tests);
 * catalogues.browser.ts fetches only the page's (the browser).
 */
import { DEFAULT_LANGUAGE } from "./negotiate";

/** "./messages/fr.json" → "fr". */
export function languageOfFile(file: string): string {
  return file.replace(/^.*\/([^/]+)\.json$/, "$1");
}

/** The languages of these files, English first. */
export function languagesOf(files: Record<string, unknown>): string[] {
  return Object.keys(files)
    .map(languageOfFile)
    // Tags are ASCII: compared by code unit, as localeCompare would order them without making an
    // ICU collator at every page's load (ADR 0077).
    .sort((a, b) => (a === DEFAULT_LANGUAGE ? -1 : b === DEFAULT_LANGUAGE ? 1 : a < b ? -1 : a > b ? 1 : 0));
}

const names = new Map<string, string>();

/** A language's name in that language, as the switcher lists it ("Français", "Deutsch"); memoised (the root loader names every language). */
export function languageName(language: string): string {
  let name = names.get(language);
  if (name === undefined) {
    const own = new Intl.DisplayNames([language], { type: "language" }).of(language) ?? language;
    names.set(language, (name = own.charAt(0).toLocaleUpperCase(language) + own.slice(1)));
  }
  return name;
}
