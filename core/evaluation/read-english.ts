/**
 * The English renderer in reverse (ADR 0049): a sentence stored before findings were codes becomes
 * the message that renders it, read through the English catalogue's own messages (english-template.ts)
 * and the grammar of what the engine puts where (grammar.ts). Every message read back is rendered
 * again and must give the same text, so what is returned always reads exactly as stored in English;
 * a text nothing renders gives null.
 */
import { ANALYSIS_HEADINGS, parseAnalysis } from "./analysis-text";
import { english } from "./english";
import { argumentsOf, englishVariants, ENGLISH_CODES, type Variant } from "./english-template";
import { itemSlot, paramSlot, type Grammar, type Kind } from "./grammar";
import { ANALYSIS_CODE, isMessageList, legacyText, list, lower, msg, type Message, type MessageList, type MessageParam } from "./message";
import { renderMessage } from "./render";

const NUMBER = /^-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;

/** Siblings of a code that the grammar did not see but that stand where it stands (another rule's title, another weekday). */
function siblings(code: string): string[] {
  const rule = /^rule\.[^.]+\.([^.]+)$/.exec(code);
  if (rule) return ENGLISH_CODES.filter((c) => c.startsWith("rule.") && c.endsWith(`.${rule[1]}`) && c !== code);
  const dot = code.lastIndexOf(".");
  if (dot < 0 || argumentsOf(code).size) return [];
  const family = code.slice(0, dot + 1);
  return ENGLISH_CODES.filter((c) => c !== code && c.startsWith(family) && !c.slice(family.length).includes(".") && !argumentsOf(c).size);
}

/** A reading and its cost: the characters left as raw text (names), so the reading with the most structure wins. */
interface Reading<T = MessageParam> {
  value: T;
  cost: number;
}

export class EnglishReader {
  /** Readings made, by slot (with the hint and whether lowered), then by text. */
  private readonly memo = new Map<string, Map<string, Reading | null>>();
  private readonly kinds = new Map<string, Kind[]>();
  /** Readings under way (by slot, then text) with their depth, and the outermost of them that a reading under way ran into. */
  private readonly open = new Map<string, Map<string, number>>();
  private openCount = 0;
  private lowestOpen = Infinity;
  private hint = "";

  constructor(private readonly grammar: Grammar) {}

  /**
   * The value standing in `slot` that renders as `text` in English, or null. `hint`: a code prefix
   * that wins between readings alike ("rule.retinoid-aha." for that rule's insight: two rules may
   * share a sentence).
   */
  read(slot: string, text: string, hint = ""): MessageParam | null {
    this.hint = hint;
    return this.best(slot, text, false)?.value ?? null;
  }

  private best(slot: string, text: string, lowered: boolean): Reading | null {
    // Keyed by where, then by the text: one key of both, made anew on each of the many calls, was
    // most of a reading's time (the texts are long and the reader is called for their every part).
    const where = `${lowered ? "l" : "u"}\u0000${this.hint}\u0000${slot}`;
    let memo = this.memo.get(where);
    if (!memo) this.memo.set(where, (memo = new Map()));
    const open = this.open.get(where)?.get(text);
    if (open !== undefined) {
      // A reading that contains itself (a one-item list of the same text) adds nothing: that way reads nothing.
      this.lowestOpen = Math.min(this.lowestOpen, open);
      return null;
    }
    const known = memo.get(text);
    if (known !== undefined) return known;
    const depth = this.openCount++;
    let opened = this.open.get(where);
    if (!opened) this.open.set(where, (opened = new Map()));
    opened.set(text, depth);
    const outer = this.lowestOpen;
    this.lowestOpen = Infinity;
    let found: Reading | null = null;
    for (const kind of this.kindsOf(slot)) {
      const r = this.readKind(slot, kind, text, lowered);
      if (r && (!found || r.cost < found.cost)) found = r;
      if (found?.cost === 0) break;
    }
    opened.delete(text);
    this.openCount--;
    // Kept only when it did not depend on a reading still open further out (that one may yet succeed).
    if (this.lowestOpen >= depth) memo.set(text, found);
    this.lowestOpen = Math.min(outer, this.lowestOpen);
    return found;
  }

  /** The grammar's kinds for a slot: messages first (the most frequent first, then their siblings), then lists, numbers, names. */
  private kindsOf(slot: string): Kind[] {
    const id = `${this.hint}\u0000${slot}`;
    let kinds = this.kinds.get(id);
    if (kinds) return kinds;
    const learned = this.grammar.slots[slot] ?? [];
    // Messages and lists in the order the engine uses them most, then siblings, then numbers and names.
    const structured = learned.filter((k) => "code" in k || "list" in k);
    const seen = new Set(structured.flatMap((k) => ("code" in k ? [`${k.code}${k.lower ? "!" : ""}`] : [])));
    const extra: Kind[] = [];
    for (const k of structured) {
      if (!("code" in k)) continue;
      for (const c of siblings(k.code)) {
        const id = `${c}${k.lower ? "!" : ""}`;
        if (seen.has(id)) continue;
        seen.add(id);
        extra.push(k.lower ? { code: c, lower: true } : { code: c });
      }
    }
    const rank = (k: Kind) => ("number" in k ? 0 : "value" in k ? 1 : 2);
    const rest = learned.filter((k) => !("code" in k) && !("list" in k)).sort((a, b) => rank(a) - rank(b));
    const hinted = (k: Kind) => (this.hint && "code" in k && k.code.startsWith(this.hint) ? 0 : 1);
    kinds = [...structured, ...extra].sort((a, b) => hinted(a) - hinted(b)).concat(rest);
    this.kinds.set(id, kinds);
    return kinds;
  }

  private readKind(slot: string, kind: Kind, text: string, lowered: boolean): Reading | null {
    if ("string" in kind) return lowered ? null : { value: text, cost: text.length + (balanced(text) ? 0 : UNBALANCED) };
    if ("value" in kind) return null; // only read as a select's branch (complete)
    if ("number" in kind) return number(text);
    if ("list" in kind) return this.readList(slot, kind, text, lowered);
    const r = this.readCode(kind.code, text, lowered || kind.lower === true);
    return r && kind.lower ? { value: lower(r.value), cost: r.cost } : r;
  }

  private readCode(code: string, text: string, lowered: boolean): Reading<Message> | null {
    if (code === ANALYSIS_CODE) return this.readAnalysis(text);
    let found: Reading<Message> | null = null;
    for (const variant of englishVariants(code) ?? []) {
      if (!literalsFit(variant, text, lowered)) continue;
      const r = this.match(code, variant, text, lowered);
      if (!r || (found && r.cost >= found.cost)) continue;
      const m = this.complete(code, variant, r.value);
      if (m && same(renderMessage(m, english), text, lowered)) found = { value: m, cost: r.cost };
    }
    return found;
  }

  /** The cheapest way the variant's arguments split the text. */
  private match(code: string, variant: Variant, text: string, lowered: boolean): Reading<Record<string, MessageParam>> | null {
    const tokens = variant.tokens;
    const raw: Record<string, string> = {};
    const repeated = new Set(tokens.flatMap((t, i) => ("arg" in t && tokens.findIndex((u) => "arg" in u && u.arg === t.arg) !== i ? [t.arg] : [])));
    const memo = new Map<number, Reading<[string, MessageParam][]> | null>();
    const step = (i: number, pos: number): Reading<[string, MessageParam][]> | null => {
      if (i === tokens.length) return pos === text.length ? { value: [], cost: 0 } : null;
      const id = i * (text.length + 1) + pos;
      if (!repeated.size && memo.has(id)) return memo.get(id) ?? null;
      let found: Reading<[string, MessageParam][]> | null = null;
      const token = tokens[i];
      if ("lit" in token) {
        if (same(token.lit, text.slice(pos, pos + token.lit.length), lowered)) found = step(i + 1, pos + token.lit.length);
      } else {
        const next = tokens[i + 1];
        const lit = next && "lit" in next ? (lowered ? next.lit.toLocaleLowerCase("en") : next.lit) : null;
        for (const end of ends(text, pos, lit, i + 1 === tokens.length, 0)) {
          const part = text.slice(pos, end);
          if (token.arg in raw) {
            if (raw[token.arg] !== part) continue;
            const rest = step(i + 1, end);
            if (rest && (!found || rest.cost < found.cost)) found = rest;
            continue;
          }
          const value = token.number ? number(part) : this.best(paramSlot(code, token.arg), part, lowered);
          if (value === null) continue;
          if (repeated.has(token.arg)) raw[token.arg] = part;
          const rest = step(i + 1, end);
          delete raw[token.arg];
          if (rest && (!found || value.cost + rest.cost < found.cost)) found = { value: [[token.arg, value.value], ...rest.value], cost: value.cost + rest.cost };
        }
      }
      if (!repeated.size) memo.set(id, found);
      return found;
    };
    const r = step(0, 0);
    return r && { value: Object.fromEntries(r.value), cost: r.cost };
  }

  /** The arguments the text does not show: a select's branch, a count only seen in its plural form. */
  private complete(code: string, variant: Variant, params: Record<string, MessageParam>): Message | null {
    const out = { ...params };
    for (const [arg, branch] of Object.entries(variant.branches)) {
      if (arg in out) continue;
      if (variant.selects.includes(arg)) {
        const value =
          branch !== "other"
            ? branch
            : (this.grammar.slots[paramSlot(code, arg)] ?? []).flatMap((k) => ("value" in k ? [k.value] : [])).find((v) => !(v in variant.branches));
        if (value === undefined) return null;
        out[arg] = value;
      } else if (branch === "one") out[arg] = 1;
      else if (/^=\d+$/.test(branch)) out[arg] = Number(branch.slice(1));
      else {
        // A plural over a list it names ("{products} are ..."): its count is the list's length.
        const counted = Object.values(out).find(isMessageList);
        if (!counted) return null;
        out[arg] = counted.list.length;
      }
    }
    return Object.keys(out).length ? msg(code, out) : msg(code);
  }

  private readList(slot: string, kind: { list: MessageList["join"]; max?: number }, text: string, lowered: boolean): Reading<MessageList> | null {
    const itemsSlot = itemSlot(slot);
    const sep = separator(kind.list === "and" ? "comma" : kind.list);
    const make = (r: Reading<MessageParam[]>): Reading<MessageList> => ({ value: list(r.value, kind.list, kind.max), cost: r.cost });
    // The cheapest way to cut s (a prefix of text) into items joined by sep.
    const memo = new Map<number, Reading<MessageParam[]> | null>();
    const items = (from: number, to: number): Reading<MessageParam[]> | null => {
      const id = from * (text.length + 1) + to;
      if (memo.has(id)) return memo.get(id) ?? null;
      let found: Reading<MessageParam[]> | null = null;
      const s = text.slice(0, to);
      for (const end of ends(s, from, sep, true)) {
        const first = this.best(itemsSlot, s.slice(from, end), lowered);
        if (!first) continue;
        const rest = end === to ? { value: [], cost: 0 } : items(end + sep.length, to);
        if (rest && (!found || first.cost + rest.cost < found.cost)) found = { value: [first.value, ...rest.value], cost: first.cost + rest.cost };
      }
      memo.set(id, found);
      return found;
    };
    if (kind.list !== "and") {
      const found = items(0, text.length);
      return found && make(found);
    }
    const more = kind.max === undefined ? null : MORE.exec(text);
    if (more && kind.max !== undefined) {
      // "A, B, C and 2 more": the items left out are not in the text; they stand as empty texts (only their number is ever shown).
      const shown = items(0, text.length - more[0].length);
      if (!shown || shown.value.length !== kind.max) return null;
      return make({ value: [...shown.value, ...Array.from({ length: Number(more[1]) }, () => legacyText(""))], cost: shown.cost });
    }
    const and = separator("and");
    let found: Reading<MessageParam[]> | null = null;
    for (const cut of ends(text, 0, and, false)) {
      const last = this.best(itemsSlot, text.slice(cut + and.length), lowered);
      const head = last && items(0, cut);
      if (!last || !head || (kind.max !== undefined && head.value.length + 1 > kind.max)) continue;
      if (!found || head.cost + last.cost < found.cost) found = { value: [...head.value, last.value], cost: head.cost + last.cost };
    }
    const single = this.best(itemsSlot, text, lowered);
    if (single && (!found || single.cost < found.cost)) found = { value: [single.value], cost: single.cost };
    return found && make(found);
  }

  private readAnalysis(text: string): Reading<Message> | null {
    const sections = parseAnalysis(text);
    const params: Record<string, MessageParam> = {};
    let cost = 0;
    for (const heading of ANALYSIS_HEADINGS) {
      const section = sections[heading] === "" ? { value: "", cost: 0 } : this.best(paramSlot(ANALYSIS_CODE, heading), sections[heading], false);
      if (section === null) return null;
      params[heading] = section.value;
      cost += section.cost;
    }
    const m = msg(ANALYSIS_CODE, params);
    return renderMessage(m, english) === text ? { value: m, cost } : null;
  }
}

/** Whether the variant's literal text can be in this text at all: its first at the start, its last at the end, all in order. */
function literalsFit(variant: Variant, text: string, lowered: boolean): boolean {
  const lits = variant.tokens.map((t) => ("lit" in t ? (lowered ? t.lit.toLocaleLowerCase("en") : t.lit) : null));
  if (lits[0] !== null && lits[0] !== undefined && !text.startsWith(lits[0])) return false;
  const last = lits[lits.length - 1];
  if (last !== null && last !== undefined && !text.endsWith(last)) return false;
  let pos = 0;
  for (const lit of lits) {
    if (lit === null) continue;
    const at = text.indexOf(lit, pos);
    if (at < 0) return false;
    pos = at + lit.length;
  }
  return true;
}

/** Where an argument may end: before each occurrence of the literal that follows it, or at the end. */
function ends(text: string, from: number, next: string | null, last: boolean, minLength = 1): number[] {
  if (last && next === null) return [text.length];
  const out: number[] = [];
  if (next === null || next === "") {
    // Two arguments side by side: the first takes the most it can first.
    for (let e = text.length; e >= from + minLength; e--) out.push(e);
    return out;
  }
  for (let e = text.indexOf(next, from + minLength); e >= 0; e = text.indexOf(next, e + 1)) out.push(e);
  if (last) out.push(text.length);
  return out;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The end of a list that names only its first items (" and 2 more"), from the catalogue. */
const MORE = new RegExp(`${escape(english("eval.join.more", { list: "\u0001", count: 2 }).split("\u0001")[1]).replace("2", "(\\d+)")}$`);

/** A name keeps its brackets paired: a reading that splits "Niacinamide (Vitamin B3)" at its bracket costs more. */
const UNBALANCED = 1000;

function balanced(text: string): boolean {
  let depth = 0;
  for (const ch of text) {
    if (ch === "(") depth++;
    else if (ch === ")" && --depth < 0) return false;
  }
  return depth === 0;
}

function same(a: string, b: string, lowered: boolean): boolean {
  return lowered ? a.toLocaleLowerCase("en") === b : a === b;
}

function number(text: string): Reading<number> | null {
  return NUMBER.test(text) ? { value: Number(text.replace(/,/g, "")), cost: 0 } : null;
}

/** The text English puts between two items of a list joined this way (", ", " and ", " "). */
function separator(join: "comma" | "and" | "semicolon" | "space" | "slash"): string {
  const a = "\u0001", b = "\u0002";
  const joined = english(`eval.join.${join}`, { a, b });
  return joined.slice(joined.indexOf(a) + 1, joined.indexOf(b));
}
