/**
 * An evaluation stored before findings were codes (engine < 1.4.0: English sentences) read back
 * into codes (ADR 0049), all or nothing: when one sentence of it reads as no message, the whole
 * evaluation stays as stored (still readable, in English).
 */
import { ANALYSIS_SLOT, explanationSlot, ROOT } from "./grammar";
import type { EnglishReader } from "./read-english";
import type { MessageParam } from "./message";

/** The texts of a stored evaluation (a row, or its shared view): jsonb as read from the database. */
export interface StoredTexts {
  insights?: unknown;
  recommendations?: unknown;
  productMarks?: unknown;
  scoreExplanations?: unknown;
  analysis?: unknown;
}

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === "object" && x !== null && !Array.isArray(x);

/** Whether any of these texts is a stored sentence (not yet a code). `analysis` only when it is the engine's. */
export function hasOldTexts(t: StoredTexts, withAnalysis: boolean): boolean {
  const strings = (items: unknown, fields: readonly string[]) => Array.isArray(items) && items.some((i) => isObj(i) && fields.some((f) => typeof i[f] === "string"));
  return (
    strings(t.insights, ROOT.insight) ||
    strings(t.recommendations, ROOT.recommendation) ||
    strings(t.productMarks, ROOT.mark) ||
    (isObj(t.scoreExplanations) && Object.values(t.scoreExplanations).some((v) => typeof v === "string")) ||
    (withAnalysis && typeof t.analysis === "string" && t.analysis !== "")
  );
}

/**
 * The same texts with every stored sentence replaced by its message, or null when one does not read.
 * Messages already stored are kept; so is the narrative unless `withAnalysis` (the AI's text stays text).
 */
export function codeOldTexts<T extends StoredTexts>(t: T, reader: EnglishReader, withAnalysis: boolean): T | null {
  let failed = false;
  const read = (slot: string, v: unknown, hint = ""): unknown => {
    if (typeof v !== "string" || failed) return v;
    const m: MessageParam | null = reader.read(slot, v, hint);
    if (m === null) failed = true;
    return m;
  };
  const items = (xs: unknown, kind: keyof typeof ROOT) =>
    Array.isArray(xs)
      ? xs.map((x) => {
          if (!isObj(x)) return x;
          const out: Obj = { ...x };
          // An insight's rule decides between two rules that share a sentence.
          const hint = typeof x.ruleId === "string" ? `rule.${x.ruleId}.` : "";
          for (const f of ROOT[kind]) if (f in out) out[f] = read(`${kind}.${f}`, out[f], hint);
          return out;
        })
      : xs;
  const out: T = { ...t };
  if ("insights" in t) out.insights = items(t.insights, "insight");
  if ("recommendations" in t) out.recommendations = items(t.recommendations, "recommendation");
  if ("productMarks" in t) out.productMarks = items(t.productMarks, "mark");
  if (isObj(t.scoreExplanations)) {
    out.scoreExplanations = Object.fromEntries(Object.entries(t.scoreExplanations).map(([k, v]) => [k, read(explanationSlot(k), v)]));
  }
  if (withAnalysis && typeof t.analysis === "string" && t.analysis !== "") out.analysis = read(ANALYSIS_SLOT, t.analysis);
  return failed ? null : out;
}
