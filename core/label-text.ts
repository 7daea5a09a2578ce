/**
 * From the text OCR read on a photo of a package to an ingredient list the user can check: the
 * part after an "Ingredients" heading, lines joined back (a word broken by a hyphen at a line end is
 * mended), and a verdict on whether it reads as an INCI list at all. Pure; runs in the browser.
 */
import { LONG_NAME } from "./inci-long";
import { parseInci } from "./inci";

/** Fewer plausible ingredients than this and the text is not taken for an ingredient list. */
export const MIN_LABEL_INGREDIENTS = 3;
/** Share of the pieces that must read as ingredient names. */
export const MIN_PLAUSIBLE_SHARE = 2 / 3;

export type LabelReading =
  | { ok: true; text: string; ingredients: number }
  | { ok: false; reason: "empty" | "too_few" | "unreadable"; plausible: number; message: string };

const HEADING = /\b(?:ingr[eé]di[eé]nt[se]?|ingredientes|zutaten|inci)\b\s*(?:\([^)]{0,40}\))?\s*[:.-]?/i;

/** The list part of OCR text: after the last "Ingredients:" heading, up to the first blank line after it. */
export function labelListText(ocr: string): string {
  const text = ocr.replace(/\r\n?/g, "\n");
  let start = 0;
  for (let m: RegExpExecArray | null, re = new RegExp(HEADING.source, "gi"); (m = re.exec(text)); ) start = m.index + m[0].length;
  let body = text.slice(start).replace(/^\s+/, "");
  const paragraph = body.search(/\n\s*\n/);
  if (paragraph > 0) body = body.slice(0, paragraph);
  return body
    .replace(/([A-Za-z])-\n\s*([a-z])/g, "$1$2") // "Phenoxy-\nethanol" (a lower-case continuation only: "PEG-\n40" stays)
    .replace(/-\n\s*/g, "-")
    .replace(/\s*\n\s*/g, " ")
    .replace(/[|]/g, "l")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** A name that could be an INCI name: mostly letters, not a sentence, not a stray mark. */
export function isPlausibleIngredientName(name: string): boolean {
  if (name.length < 2 || name.length > LONG_NAME) return false;
  if (/^CI \d{5}$/i.test(name)) return true; // a colour index number
  const letters = (name.match(/\p{L}/gu) ?? []).length;
  if (letters < 2 || letters / name.replace(/\s/g, "").length < 0.6) return false;
  return name.split(/\s+/).length <= 8;
}

/** Reads OCR text as an ingredient list, or says why it is not one (nothing is filled then). */
export function readIngredientLabel(ocr: string): LabelReading {
  const text = labelListText(ocr);
  if (!text) return { ok: false, reason: "empty", plausible: 0, message: "No text could be read on this photo." };
  const parsed = parseInci(text);
  const plausible = parsed.ingredients.filter((i) => isPlausibleIngredientName(i.name)).length;
  const pieces = parsed.ingredients.length + (parsed.unreadable?.length ?? 0);
  if (plausible < MIN_LABEL_INGREDIENTS) {
    return { ok: false, reason: "too_few", plausible, message: "This photo does not show an ingredient list we can read. Take it closer, straight on, in good light, or type the list." };
  }
  if (plausible / pieces < MIN_PLAUSIBLE_SHARE) {
    return { ok: false, reason: "unreadable", plausible, message: "Most of this photo could not be read as ingredients. Take it closer, straight on, in good light, or type the list." };
  }
  return { ok: true, text, ingredients: plausible };
}
