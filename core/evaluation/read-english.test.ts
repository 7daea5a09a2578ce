import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { translator, type MessageKey } from "../i18n/catalogues";
import { catalogue, routineWalk } from "./__fixtures__/routine-walk";
import { walkGrammar } from "./__fixtures__/grammar-walk";
import { evaluateCoded } from "./engine";
import { english } from "./english";
import grammarFile from "./grammar.json";
import type { Grammar } from "./grammar";
import { isMessage, isMessageList, legacyText, LEGACY_TEXT, type MessageParam } from "./message";
import { codeOldTexts, hasOldTexts } from "./old-evaluation";
import { EnglishReader } from "./read-english";
import { renderEvaluation, renderMessage, type Translate } from "./render";
import type { CodedEvaluation } from "./types";

const grammar = grammarFile as Grammar;
const cat = catalogue();

const translates = new Map<string, Translate>();

function translate(language: string): Translate {
  let out = translates.get(language);
  if (!out) {
    const t = translator(language);
    out = Object.assign((key: string, values?: Record<string, string | number>) => t(key as MessageKey, values), { language });
    translates.set(language, out);
  }
  return out;
}

/**
 * Forms that render alike in every language, made one: a one-item list is its item (every join of
 * one item is the item), a "text" inside a "text" is spliced into it (sentences one after another),
 * and items a capped list never names ("and 2 more") are empty texts (only their number is shown).
 */
function canonical(p: MessageParam | undefined): unknown {
  if (p === undefined || typeof p === "string" || typeof p === "number") return p;
  if (isMessageList(p)) {
    const items = p.list.map((item, i) => (p.max !== undefined && i >= p.max ? legacyText("") : item));
    if (items.length === 1 && p.max === undefined) return canonical(items[0]);
    return { join: items.length === 1 ? "one" : p.join, max: p.max, list: items.flatMap((i) => spliced(i, p.join)).map(canonical) };
  }
  if (!isMessage(p)) return p;
  const params = Object.fromEntries(Object.entries(p.params ?? {}).map(([k, v]) => [k, canonical(v)]));
  // A "text" of one sentence is that sentence.
  if (p.code === "text" && !p.lower && !(typeof params.text === "object" && params.text !== null && "list" in params.text)) return params.text;
  return { code: p.code, lower: p.lower, params };
}

function spliced(item: MessageParam, join: string): MessageParam[] {
  if (join !== "space" || !isMessage(item) || item.code !== "text" || !isMessageList(item.params?.text)) return [item];
  return item.params.text.list.flatMap((i) => spliced(i, "space"));
}

/** The evaluation as stored before engine 1.4.0: its English sentences. */
function oldForm(ev: CodedEvaluation) {
  const en = renderEvaluation(ev, english);
  return { insights: en.insights, recommendations: en.recommendations, productMarks: en.productMarks, scoreExplanations: en.scoreExplanations, analysis: en.analysis };
}

describe("reading stored English back into codes", () => {
  const coded = routineWalk(0, 30).map((input) => evaluateCoded(input, cat));

  it("round trip over the catalogue-coverage walk: engine codes → old English → codes again, the same codes", () => {
    let texts = 0;
    let exact = 0;
    for (const ev of coded) {
      const old = oldForm(ev);
      expect(hasOldTexts(old, true)).toBe(true);
      const back = codeOldTexts(old, new EnglishReader(grammar), true);
      expect(back, "every sentence reads back").not.toBeNull();
      if (!back) continue;
      expect(hasOldTexts(back, true)).toBe(false);
      const pairs: [unknown, MessageParam | undefined][] = [
        ...ev.insights.flatMap((i, n) => (["title", "description", "action", "evidence"] as const).map((f) => [back.insights[n][f], i[f]] as [unknown, MessageParam | undefined])),
        ...ev.recommendations.map((r, n) => [back.recommendations[n].reason, r.reason] as [unknown, MessageParam]),
        ...ev.productMarks.map((m, n) => [back.productMarks[n].reason, m.reason] as [unknown, MessageParam | undefined]),
        ...Object.entries(ev.scoreExplanations).map(([k, m]) => [(back.scoreExplanations as Record<string, unknown>)[k], m] as [unknown, MessageParam]),
        [back.analysis, ev.analysis],
      ];
      for (const [got, want] of pairs) {
        if (want === undefined) continue;
        texts++;
        expect(canonical(got as MessageParam)).toEqual(canonical(want));
        if (JSON.stringify(got) === JSON.stringify(want)) exact++;
        for (const language of ["en", "fr", "de", "es"]) {
          expect(renderMessage(got as MessageParam, translate(language))).toBe(renderMessage(want, translate(language)));
        }
      }
    }
    expect(texts).toBeGreaterThan(1500);
    // Most come back byte for byte; the rest differ only in forms that render alike everywhere.
    expect(exact / texts).toBeGreaterThan(0.95);
  }, 1_200_000);

  it("a sentence no message renders stays as stored: the whole evaluation is left alone", () => {
    const old = oldForm(coded[1]);
    old.insights[0] = { ...old.insights[0], description: "A sentence an older engine wrote, in words no message has." };
    expect(codeOldTexts(old, new EnglishReader(grammar), true)).toBeNull();
  });

  it("keeps the AI's narrative as text and messages already stored as they are", () => {
    const ev = coded[2];
    const mixed = { ...oldForm(ev), insights: ev.insights, analysis: "An AI narrative." };
    const back = codeOldTexts(mixed, new EnglishReader(grammar), false);
    expect(back?.analysis).toBe("An AI narrative.");
    expect(back?.insights).toEqual(ev.insights);
    expect(JSON.stringify(back?.recommendations)).not.toContain(LEGACY_TEXT);
  });

  it("two rules with the same sentence: the insight's own rule wins", () => {
    const reader = new EnglishReader(grammar);
    const text = english("eval.rule.sensitivity-retinoids.action");
    expect(english("eval.rule.sensitivity-fragrance.action")).toBe(text);
    expect(reader.read("insight.action", text, "rule.sensitivity-retinoids.")).toEqual({ code: "rule.sensitivity-retinoids.action" });
    expect(reader.read("insight.action", text, "rule.sensitivity-fragrance.")).toEqual({ code: "rule.sensitivity-fragrance.action" });
  });

  // To regenerate after changing what the engine emits: UPDATE_GRAMMAR=1 npx vitest run core/evaluation/read-english.test.ts
  it("the committed grammar is what the engine emits now", () => {
    const fresh = walkGrammar();
    if (process.env.UPDATE_GRAMMAR) fs.writeFileSync(new URL("./grammar.json", import.meta.url), `${JSON.stringify(fresh, null, 1)}\n`);
    else expect(fresh).toEqual(grammar);
  }, 300_000);
});
