/**
 * A title or label set inside a sentence ("(contains vitamin C, which you react to)", "for your anti-aging goal"):
 * each word's capital goes, unless the word is an abbreviation or a name's letter (AHA, SPF, pH, the C of vitamin C),
 * which keep their case. German keeps every capital: its nouns are written with one.
 */
const KEEPS_CASE: ReadonlySet<string> = new Set(["de"]);

const WORD = /\p{L}[\p{L}\p{M}]*/gu;

export function inRunningText(text: string, language: string): string {
  if (KEEPS_CASE.has(language)) return text;
  return text.replace(WORD, (word, offset: number) => {
    if (word.length === 1) return offset === 0 ? word.toLocaleLowerCase(language) : word;
    const rest = word.slice(1);
    return rest === rest.toLocaleLowerCase(language) ? word.toLocaleLowerCase(language) : word;
  });
}
