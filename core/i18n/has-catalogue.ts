/**
 * Whether a language has a catalogue, for code bundled without Vite (the api Worker: wrangler's
 * esbuild), where catalogues.ts's import.meta.glob does not exist. Both bundlers turn this
 * template import into a table of the ./messages files, so it too follows the files (ADR 0042).
 */
import { DEFAULT_LANGUAGE, isLanguageTag, languageCandidates, type LanguageInputs } from "./negotiate";

export async function hasCatalogue(language: string): Promise<boolean> {
  // The tag check keeps anything but a plain file name (no "../") out of the path.
  if (!isLanguageTag(language)) return false;
  try {
    await import(`./messages/${language}.json`);
    return true;
  } catch {
    return false;
  }
}

/** decideLanguage for code bundled without Vite (the Pages function's guest-page cache): the same order, asked of the files. */
export async function decideLanguageFromFiles(inputs: LanguageInputs): Promise<string> {
  for (const tag of languageCandidates(inputs)) if (await hasCatalogue(tag)) return tag;
  return DEFAULT_LANGUAGE;
}
