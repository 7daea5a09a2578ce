/**
 * Findings as codes with parameters (issue 31, ADR 0045). The engine never writes a sentence: it
 * writes a Message, a code of the `eval.` catalogue keys (core/i18n/messages) with its parameters
 * (product and ingredient names, numbers, enum values, nested messages and lists of them), and
 * render.ts turns it into text in the reader's language when the evaluation is read.
 */

/** A parameter: text that is never translated (a product or ingredient name), a number, a message or a list. */
export type MessageParam = string | number | Message | MessageList;

export interface Message {
  /** A key of the catalogues without its `eval.` prefix ("rule.retinoid-aha.title"), or an app label's whole key ("domain.goal.glow"). */
  code: string;
  params?: Record<string, MessageParam>;
  /** Rendered in lower case where the language writes a title in running text so (not German nouns). */
  lower?: true;
}

/**
 * Items joined the way the language joins them: "and" ("A, B and C"; with `max`, "A, B, C and 2
 * more"), "semicolon" ("A; B"), "comma" ("A, B"), "space" (sentences one after another), "slash" (days: "Mon/Wed").
 */
export interface MessageList {
  list: MessageParam[];
  join: "and" | "semicolon" | "comma" | "space" | "slash";
  max?: number;
}

/** The code of the engine's own narrative: its params are the ten sections, by heading (analysis-text.ts). */
export const ANALYSIS_CODE = "analysis";

/** The code every stored English sentence that could not be read back as a code becomes: it reads as stored. */
export const LEGACY_TEXT = "legacy.text";

export function msg(code: string, params?: Record<string, MessageParam>): Message {
  return params ? { code, params } : { code };
}

export function list(items: readonly MessageParam[], join: MessageList["join"] = "and", max?: number): MessageList {
  return max === undefined ? { list: [...items], join } : { list: [...items], join, max };
}

export function lower(m: Message): Message {
  return { ...m, lower: true };
}

export function isMessage(x: unknown): x is Message {
  return typeof x === "object" && x !== null && typeof (x as Message).code === "string";
}

export function isMessageList(x: unknown): x is MessageList {
  return typeof x === "object" && x !== null && Array.isArray((x as MessageList).list);
}

/** A stored English sentence kept as it is (old evaluations, see ADR 0045). */
export function legacyText(text: string): Message {
  return msg(LEGACY_TEXT, { text });
}
