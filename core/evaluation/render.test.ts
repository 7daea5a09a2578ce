import { describe, expect, it } from "vitest";
import { CATALOGUES, translator, type MessageKey } from "../i18n/catalogues";
import { catalogue, routineWalk } from "./__fixtures__/routine-walk";
import { evaluate, evaluateCoded } from "./engine";
import { english } from "./english";
import { isMessage, isMessageList, legacyText, type MessageParam } from "./message";
import { messageKey, renderEvaluation, renderMessage, type Translate } from "./render";
import type { CodedEvaluation, EngineInput } from "./types";

const cat = catalogue();

/** Routines that reach most rules (the walk's first 30). */
function inputs(): EngineInput[] {
  return routineWalk(0, 30);
}

function codesOf(p: MessageParam | undefined, into: Set<string>): void {
  if (p === undefined || typeof p === "string" || typeof p === "number") return;
  if (isMessageList(p)) return p.list.forEach((i) => codesOf(i, into));
  if (!isMessage(p)) return;
  into.add(p.code);
  for (const v of Object.values(p.params ?? {})) codesOf(v, into);
}

function allCodes(ev: CodedEvaluation): Set<string> {
  const codes = new Set<string>();
  for (const i of ev.insights) [i.title, i.description, i.action, i.evidence].forEach((m) => codesOf(m, codes));
  for (const r of ev.recommendations) codesOf(r.reason, codes);
  for (const m of ev.productMarks) codesOf(m.reason, codes);
  Object.values(ev.scoreExplanations).forEach((m) => codesOf(m, codes));
  codesOf(ev.analysis, codes);
  return codes;
}

/** A translate function that fails on a key its own catalogue lacks (no English fallback). */
function strict(language: string): Translate {
  const t = translator(language);
  return Object.assign(
    (key: string, values?: Record<string, string | number>) => {
      if (!Object.hasOwn(CATALOGUES[language], key)) throw new Error(`${language} lacks ${key}`);
      return t(key as MessageKey, values);
    },
    { language },
  );
}

describe("the renderer", () => {
  const coded = inputs().map((i) => evaluateCoded(i, cat));

  it("renders English exactly as evaluate() (the golden tests hold evaluate's text)", () => {
    const input = inputs()[1];
    expect(renderEvaluation(evaluateCoded(input, cat), english)).toEqual(evaluate(input, cat));
  });

  it("the English catalogue renders like intl-messageformat through the app's translator", () => {
    for (const ev of coded.slice(0, 8)) expect(renderEvaluation(ev, strict("en"))).toEqual(renderEvaluation(ev, english));
  });

  it("walks every code the engine emitted: each has a key in every catalogue", () => {
    const codes = new Set<string>();
    for (const ev of coded) for (const c of allCodes(ev)) codes.add(c);
    expect(codes.size).toBeGreaterThan(150);
    for (const language of Object.keys(CATALOGUES)) {
      const missing = [...codes].filter((c) => c !== "analysis" && !Object.hasOwn(CATALOGUES[language], messageKey(c)));
      expect(missing, language).toEqual([]);
    }
  });

  it.each(["fr", "de", "es"])("renders every evaluation in %s from its own catalogue, not in English", (language) => {
    for (const ev of coded) {
      const out = renderEvaluation(ev, strict(language));
      const en = renderEvaluation(ev, english);
      for (const [i, insight] of out.insights.entries()) {
        expect(insight.title).not.toBe(en.insights[i].title);
        expect(insight.action).not.toBe(en.insights[i].action);
      }
      expect(out.analysis).not.toBe(en.analysis);
    }
  });

  it("reads French for an evaluation done in English: titles, what to do, the score paragraph", () => {
    const ev = coded.find((e) => e.insights.some((i) => i.ruleId === "no-morning-sunscreen"));
    expect(ev).toBeDefined();
    const out = renderEvaluation(ev as CodedEvaluation, strict("fr"));
    const insight = out.insights.find((i) => i.ruleId === "no-morning-sunscreen");
    expect(insight?.title).toBe("Pas de protection solaire le matin");
    expect(insight?.description).toContain("Que faire : Terminez la routine du matin par un SPF 30+ à large spectre.");
    expect(out.analysis).toMatch(/^COMPLETENESS\nComplétude : \d+(,\d)?\/10\./);
  });

  it("German keeps a title's capitals inside a sentence; French writes it in lower case", () => {
    const m = { code: "title-sentence", params: { title: { code: "rule.no-cleanser.title", lower: true as const } } };
    expect(renderMessage(m, strict("de"))).toBe("Keine Reinigung.");
    expect(renderMessage(m, strict("fr"))).toBe("pas de nettoyant.");
  });

  it("a stored English sentence (before engine 1.4.0, or a legacy code) reads as stored in any language", () => {
    expect(renderMessage("Retinoid with AHA in the same routine", strict("fr"))).toBe("Retinoid with AHA in the same routine");
    expect(renderMessage(legacyText("An old sentence."), strict("de"))).toBe("An old sentence.");
  });

  it("formats numbers and plurals for the language", () => {
    expect(renderMessage({ code: "score-of-10", params: { score: 7.5 } }, strict("fr"))).toBe("7,5/10.");
    expect(renderMessage({ code: "minutes", params: { count: 2 } }, strict("de"))).toBe("2 Minuten");
    expect(renderMessage({ code: "minutes", params: { count: 1 } }, strict("es"))).toBe("1 minuto");
  });
});
