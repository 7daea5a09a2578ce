/**
 * The engine's recurring phrases as messages (message.ts): a rule's texts, "What to do: ...", the
 * routine a finding is in, goals, product types, weekdays. Every code here has an `eval.` key in
 * the catalogues (render.ts renders it; phrases.test.ts walks every code the engine can emit).
 */
import { PRODUCT_TYPES, type GoalId, type Weekday } from "../domain";
import { list, lower, msg, type Message, type MessageParam } from "./message";
import type { Routine } from "./types";

export type RuleField = "title" | "explanation" | "action" | "evidence" | "prescribed";

/** A rule's own text (rules.ts holds the English; the catalogues hold it under rule.<id>.<field>). */
export function ruleText(rule: { id: string }, field: RuleField): Message {
  return msg(`rule.${rule.id}.${field}`);
}

/** Sentences one after another; empty parts are left out. */
export function sentences(...parts: (MessageParam | null | undefined | false | "")[]): Message {
  return msg("text", { text: list(parts.filter((p): p is MessageParam => p !== null && p !== undefined && p !== false && p !== ""), "space") });
}

/** "What to do: <the rule's action>". */
export function whatToDo(rule: { id: string }): Message {
  return msg("what-to-do", { action: ruleText(rule, "action") });
}

/** The rule's explanation then what to do. */
export function explainAct(rule: { id: string }): Message[] {
  return [ruleText(rule, "explanation"), whatToDo(rule)];
}

/** "Morning routine", "Night routine", "Morning and night routines" (a finding's opening words). */
export function whereMsg(r: Routine | "both"): Message {
  return msg(`where.${r}`);
}

/** "morning", "night", "morning and night" inside a sentence. */
export function routineWord(r: Routine | "both"): Message {
  return msg(`routine.${r}`);
}

/** A goal's name ("Anti-Aging"): the app's own label (domain.goal.*), one word for each goal everywhere. */
export function goalMsg(goal: GoalId | string): MessageParam {
  return GOAL_CODES.has(goal) ? msg(`domain.goal.${goal}`) : goal;
}

/** A goal in running text ("anti aging"). */
export function goalWords(goal: GoalId | string): MessageParam {
  return GOAL_CODES.has(goal) ? msg(`goal-words.${goal}`) : goal.replace(/-/g, " ");
}

const GOAL_CODES: ReadonlySet<string> = new Set(["hydration", "brightening", "anti-aging", "oil-control", "even-tone", "acne-care", "reduce-redness", "glow"]);

const TYPE_CODES: ReadonlyMap<string, string> = new Map(PRODUCT_TYPES.map((t) => [t.name, t.name.toLowerCase().replace(/ /g, "-")]));

/** A product type's name ("Serum"); a type the app does not know stays as written. */
export function typeMsg(type: string): MessageParam {
  const code = TYPE_CODES.get(type);
  return code ? msg(`type.${code}`) : type;
}

/** "a serum", "an exfoliant" (the article the language needs). */
export function typeWithArticle(type: string): MessageParam {
  const code = TYPE_CODES.get(type);
  const lowered = type.toLowerCase();
  return code ? msg(`type-a.${code}`) : msg("type-a.other", { type: lowered, vowel: /^[aeiou]/.test(lowered) ? "yes" : "no" });
}

/** "Mon/Wed/Fri": the app's weekday labels (domain.weekday.*). */
export function daysMsg(days: readonly Weekday[]): MessageParam {
  if (new Set(days).size === 7) return msg("domain.days.everyDay");
  return list(days.map((d) => msg(`domain.weekday.${d}`)), "slash");
}

export function colon(subject: MessageParam, text: MessageParam): Message {
  return msg("colon", { subject, text });
}

/** A finding's title: the rule's, with the routine it is in when it is in one routine and `perRoutine`. */
export function titleOf(rule: { id: string }, routine: Routine | "both", perRoutine: boolean): Message {
  const title = ruleText(rule, "title");
  return perRoutine && routine !== "both" ? msg("title-in-routine", { title, routine: routineWord(routine) }) : title;
}

/** A message in lower case in running text (kept as written when it is a name, not a message). */
export function lowerCase(m: MessageParam): MessageParam {
  return typeof m === "object" && "code" in m ? lower(m) : typeof m === "string" ? m.toLowerCase() : m;
}

/** A recommendation's timing: stored as these English words (the app reads "morning"/"night" in them), shown as a message. */
export const TIMINGS = [
  "morning",
  "night",
  "morning and night",
  "morning routine",
  "night routine",
  "morning, as the last step, 15-30 minutes before sun exposure",
  "night, 2-3 times a week to start",
] as const;

export function timingMsg(timing: string): MessageParam {
  const i = (TIMINGS as readonly string[]).indexOf(timing);
  return i < 0 ? timing : msg(`timing.${i}`);
}
