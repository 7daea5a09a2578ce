/**
 * The catalogues for code bundled without Vite (the api Worker: wrangler's esbuild), where
 * catalogues.ts's import.meta.glob does not exist. Both bundlers turn this template import into a
 * table of the ./messages files, so it too follows the files (ADR 0042).
 */
import { DEFAULT_LANGUAGE, isLanguageTag, languageCandidates, type LanguageInputs } from "./negotiate";
import { createTranslator, type Catalogue, type Translator } from "./translator";

/** A language's catalogue, or null when there is none. */
async function loadCatalogue(language: string): Promise<Catalogue | null> {
  // The tag check keeps anything but a plain file name (no "../") out of the path.
  if (!isLanguageTag(language)) return null;
  try {
    const module = (await import(`./messages/${language}.json`)) as { default?: Catalogue };
    return module.default ?? (module as Catalogue);
  } catch {
    return null;
  }
}

export async function hasCatalogue(language: string): Promise<boolean> {
  return (await loadCatalogue(language)) !== null;
}

/** decideLanguage for code bundled without Vite (the Pages function's guest-page cache): the same order, asked of the files. */
export async function decideLanguageFromFiles(inputs: LanguageInputs): Promise<string> {
  for (const tag of languageCandidates(inputs)) if (await hasCatalogue(tag)) return tag;
  return DEFAULT_LANGUAGE;
}

const translators = new Map<string, Promise<Translator>>();

/** The translator of the language `inputs` decide (English when no candidate has a catalogue), loaded from the files. */
export function translatorFromFiles(inputs: LanguageInputs): Promise<Translator> {
  return decideLanguageFromFiles(inputs).then((language) => {
    let t = translators.get(language);
    if (!t) {
      t = Promise.all([loadCatalogue(language), loadCatalogue(DEFAULT_LANGUAGE)]).then(([catalogue, english]) =>
        createTranslator(language, catalogue ?? {}, english ?? {}),
      );
      translators.set(language, t);
    }
    return t;
  });
}
