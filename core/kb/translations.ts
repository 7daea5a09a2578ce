/**
 * The knowledge base's reader-facing prose (research notes, benefits) in the reader's language.
 *
 * ./translations/en.json is the English each translation was made from: `notes` by entry INCI key,
 * `benefits` by their own English text. ./translations/<lang>.json holds the same keys translated
 * (translations.test.ts checks them). Adding a language is adding its file, as for the message
 * catalogues. A note is shown translated only while the English it would replace is the English it
 * was translated from, so an admin's override (ingredient_overrides) is shown as written. Editing a
 * shipped note fails translations.test.ts until en.json and every language's text of that key are
 * updated together. A benefit is keyed by its English text, so an edited one has no translation.
 *
 * Server-side only (page loaders, the api Worker): the files are loaded through a template import,
 * which Vite and wrangler's esbuild both turn into a table of the files, never into browser code.
 */
import { DEFAULT_LANGUAGE, isLanguageTag } from "../i18n/negotiate";

export interface KbTranslation {
  notes: Record<string, string>;
  benefits: Record<string, string>;
}

/** A text and the language it is in (English when no current translation exists). */
export interface KbText {
  text: string;
  language: string;
}

export interface KbLocalizer {
  /** The language asked for (the texts may still be English, see `KbText.language`). */
  readonly language: string;
  /** An entry's research note: `english` is what would be shown in English (shipped or overridden). */
  note(inciKey: string | null | undefined, english: string): KbText;
  /** A list of benefits, each translated when its English text has a translation. */
  benefits(english: readonly string[]): KbText[];
}

const own = (record: Record<string, string> | undefined, key: string) => (record && Object.hasOwn(record, key) ? record[key] : undefined);

/** The localizer of one language, from the English source and that language's file (null: none). */
export function createKbLocalizer(language: string, source: KbTranslation | null, translation: KbTranslation | null): KbLocalizer {
  const english = (text: string): KbText => ({ text, language: DEFAULT_LANGUAGE });
  if (!source || !translation || language === DEFAULT_LANGUAGE) {
    return { language, note: (_key, text) => english(text), benefits: (list) => list.map(english) };
  }
  return {
    language,
    note(key, text) {
      if (!key || own(source.notes, key) !== text) return english(text);
      const translated = own(translation.notes, key);
      return translated ? { text: translated, language } : english(text);
    },
    benefits: (list) =>
      list.map((text) => {
        const translated = own(source.benefits, text) === undefined ? undefined : own(translation.benefits, text);
        return translated ? { text: translated, language } : english(text);
      }),
  };
}

/** A language's file, or null when there is none. */
export async function loadKbTranslation(language: string): Promise<KbTranslation | null> {
  // The tag check keeps anything but a plain file name (no "../") out of the path.
  if (!isLanguageTag(language)) return null;
  try {
    const module = (await import(`./translations/${language}.json`)) as { default?: KbTranslation } & Partial<KbTranslation>;
    const data = module.default ?? module;
    return data.notes && data.benefits ? { notes: data.notes, benefits: data.benefits } : null;
  } catch {
    return null;
  }
}

const localizers = new Map<string, Promise<KbLocalizer>>();

/** The localizer of `language` (all English for English or a language without a file), loaded once. */
export function kbLocalizer(language: string): Promise<KbLocalizer> {
  if (language === DEFAULT_LANGUAGE || !isLanguageTag(language)) return Promise.resolve(createKbLocalizer(language, null, null));
  let found = localizers.get(language);
  if (!found) {
    found = Promise.all([loadKbTranslation(DEFAULT_LANGUAGE), loadKbTranslation(language)]).then(([source, translation]) =>
            createKbLocalizer(language, source, translation),
          );
    localizers.set(language, found);
  }
  return found;
}
