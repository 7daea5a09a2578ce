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
    .sort((a, b) => (a === DEFAULT_LANGUAGE ? -1 : b === DEFAULT_LANGUAGE ? 1 : a.localeCompare(b)));
}

/** A language's name in that language, as the switcher lists it ("Français", "Deutsch"). */
export function languageName(language: string): string {
  const name = new Intl.DisplayNames([language], { type: "language" }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}
