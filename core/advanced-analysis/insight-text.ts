/**
 * The advanced analysis's findings as codes (issue 31): each insight names its sentence by id
 * (`advancedInsight.<id>.title` / `.description` in the catalogues) with parameters, and is
 * rendered in a language through a translate function, as the engine's findings are
 * (core/evaluation/render.ts). The English title and description are rendered here from the
 * English catalogue, so each sentence lives in one place.
 */
// The import attribute lets Node load the catalogue too (the e2e specs score routines with this module).
import englishMessages from "../i18n/messages/en.json" with { type: "json" };
import { createTranslator, type MessageKey } from "../i18n/translator";
import type { Translate } from "../evaluation/render";
import type { Insight, InsightType } from "./types";
import { inRunningText } from "../i18n/running-text";

/**
 * A parameter: a name or number as it is; a catalogue label (`lower`: inside a sentence, except
 * in languages that keep a noun's capital); a sentence part with its own parameters; a list
 * joined as the language joins one ("a, b and c"); a product type as the user typed it.
 */
export type InsightParam =
  | string
  | number
  | { key: string; params?: Record<string, InsightParam>; lower?: boolean }
  | { list: readonly InsightParam[] }
  | { productType: string };

export interface InsightCode {
  id: string;
  params: Record<string, InsightParam>;
}


function join(items: readonly string[], language: string): string {
  // English as the analysis has always joined ("a, b and c", no serial comma).
  if (language === "en" || items.length <= 1)
    return items.length <= 1
      ? items.join("")
      : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
  return new Intl.ListFormat(language, { type: "conjunction" }).format(items);
}

export function renderInsightParam(
  p: InsightParam,
  t: Translate
): string | number {
  if (typeof p === "string" || typeof p === "number") return p;
  if ("list" in p)
    return join(
      p.list.map((i) => String(renderInsightParam(i, t))),
      t.language
    );
  if ("productType" in p) {
    if (t.language === "en") return p.productType;
    const key = `domain.productType.${p.productType
      .trim()
      .toLowerCase()
      .replace(/\s+/g, "-")}`;
    const label = t(key);
    return label === key ? p.productType : label;
  }
  const text = t(p.key, renderValues(p.params, t));
  return p.lower ? inRunningText(text, t.language) : text;
}

function renderValues(
  params: Record<string, InsightParam> | undefined,
  t: Translate
): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params ?? {}).map(([name, value]) => [
      name,
      renderInsightParam(value, t),
    ])
  );
}

/** The insight's title and description in `t`'s language. */
export function renderInsightText(
  code: InsightCode,
  t: Translate
): { title: string; description: string } {
  const values = renderValues(code.params, t);
  return {
    title: t(`advancedInsight.${code.id}.title`, values),
    description: t(`advancedInsight.${code.id}.description`, values),
  };
}

/** An insight's title and description as `t`'s language says them (English as stored, for an insight without a code). */
export function insightIn(
  i: Insight,
  t: Translate
): { title: string; description: string } {
  return i.code && t.language !== "en"
    ? renderInsightText(i.code, t)
    : { title: i.title, description: i.description };
}

/** An insight of `id`, its English texts rendered from the catalogue. */
export function insight(
  type: InsightType,
  id: string,
  params: Record<string, InsightParam> = {}
): Insight {
  const code = { id, params };
  return { type, ...renderInsightText(code, english), code };
}

const englishTranslator = createTranslator("en", englishMessages, englishMessages);
const english: Translate = Object.assign((key: string, values?: Record<string, string | number>) => englishTranslator(key as MessageKey, values), {
  language: "en",
});

/** A list of product names (each once). */
export const productList = (names: readonly string[]): InsightParam => ({
  list: [...new Set(names)],
});
