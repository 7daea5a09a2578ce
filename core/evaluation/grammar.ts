/**
 * What the engine puts where (ADR 0049): for every place a message can stand (an insight's title, a
 * code's parameter, a list's items), the kinds of value the engine's coded evaluations hold there,
 * most frequent first. Learned from the engine's own output (`UPDATE_GRAMMAR=1 npx vitest run core/evaluation/read-english.test.ts` writes
 * grammar.json; a test fails when it drifts) and used to read stored English back into codes.
 */
import { englishVariants } from "./english-template";
import { isMessage, isMessageList, type MessageList, type MessageParam } from "./message";
import type { CodedEvaluation, ScoreKey } from "./types";

export type Kind =
  | { code: string; lower?: true }
  | { list: MessageList["join"]; max?: number }
  | { string: true }
  | { number: true }
  /** A select's value that the message does not print ("no" in type-a.other). */
  | { value: string };

export interface Grammar {
  /** Slot → kinds. A slot is a root ("insight.title"), `<code>.<param>`, or `<slot>[]` for a list's items. */
  slots: Record<string, Kind[]>;
}

export const ROOT = {
  insight: ["title", "description", "action", "evidence"],
  recommendation: ["reason"],
  mark: ["reason"],
} as const;

export function explanationSlot(key: ScoreKey | string): string {
  return `scoreExplanations.${key}`;
}

export const ANALYSIS_SLOT = "analysis";

export function paramSlot(code: string, param: string): string {
  return `${code}.${param}`;
}

export function itemSlot(slot: string): string {
  return `${slot}[]`;
}

function kindKey(k: Kind): string {
  return JSON.stringify(k);
}

/** The grammar of these evaluations: each slot's kinds, most frequent first (ties by their JSON). */
export function learnGrammar(evaluations: readonly CodedEvaluation[]): Grammar {
  const counts = new Map<string, Map<string, number>>();
  const see = (slot: string, kind: Kind) => {
    const bySlot = counts.get(slot) ?? new Map<string, number>();
    counts.set(slot, bySlot);
    const key = kindKey(kind);
    bySlot.set(key, (bySlot.get(key) ?? 0) + 1);
  };
  const walk = (slot: string, p: MessageParam | undefined, selects: ReadonlySet<string> = new Set()) => {
    if (p === undefined) return;
    if (typeof p === "number") return see(slot, { number: true });
    if (typeof p === "string") return see(slot, selects.has(slot) ? { value: p } : { string: true });
    if (isMessageList(p)) {
      see(slot, p.max === undefined ? { list: p.join } : { list: p.join, max: p.max });
      for (const item of p.list) walk(itemSlot(slot), item);
      return;
    }
    if (!isMessage(p)) return;
    see(slot, p.lower ? { code: p.code, lower: true } : { code: p.code });
    const selected = selectArgs(p.code);
    for (const [name, value] of Object.entries(p.params ?? {})) {
      walk(paramSlot(p.code, name), value, new Set([...selected].map((s) => paramSlot(p.code, s))));
    }
  };
  for (const ev of evaluations) {
    for (const i of ev.insights) for (const f of ROOT.insight) walk(`insight.${f}`, i[f]);
    for (const r of ev.recommendations) walk("recommendation.reason", r.reason);
    for (const m of ev.productMarks) walk("mark.reason", m.reason);
    for (const [key, m] of Object.entries(ev.scoreExplanations)) walk(explanationSlot(key), m);
    walk(ANALYSIS_SLOT, ev.analysis);
  }
  const slots: Record<string, Kind[]> = {};
  for (const slot of [...counts.keys()].sort()) {
    const kinds = [...(counts.get(slot) as Map<string, number>).entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    slots[slot] = kinds.map(([key]) => JSON.parse(key) as Kind);
  }
  return { slots };
}

function selectArgs(code: string): Set<string> {
  return new Set((englishVariants(code) ?? []).flatMap((v) => v.selects));
}
