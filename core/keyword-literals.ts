/**
 * The literal strings a keyword pattern of core/ingredient-keywords.ts stands for, so that the
 * classifier can find them with plain string comparisons (core/keyword-scan.ts) instead of compiling
 * and running some thirty regular expressions in each new isolate. Used when generating
 * ingredient-keywords.json (its test fails when the table is stale); not loaded by the engine.
 *
 * Only the syntax the keyword patterns use is accepted: literal characters, `|`, one level of
 * `(a|b)` groups, `\b`, `^` and `$` at either end of an alternative, and escaped punctuation. Anything
 * else throws, so a pattern the table cannot express exactly is never approximated.
 */

/** Edge condition of a literal: 0 none, 1 a word boundary (`\b`), 2 the start or end of the key (`^`, `$`). */
export type Edge = 0 | 1 | 2;

/** One alternative: the text, what must hold before it, what must hold after it. */
export type Literal = [text: string, before: Edge, after: Edge];

type Token = { kind: "text"; text: string } | { kind: "group"; options: string[] } | { kind: "edge"; edge: "b" | "^" | "$" };

const ESCAPED = new Set(["(", ")", "[", "]", ".", "-", "/", "+", "*", "?", "{", "}", "|", "\\", "^", "$"]);
const SPECIAL = new Set(["[", "]", ".", "*", "+", "?", "{", "}"]);

/** The alternatives of a keyword pattern, spelled out (groups multiplied out), in pattern order. */
export function literalsOf(pattern: RegExp): Literal[] {
  if (pattern.flags !== "") throw new Error(`keyword pattern with flags: ${pattern}`);
  const out: Literal[] = [];
  for (const alternative of topLevelAlternatives(pattern.source)) {
    for (const tokens of expand(tokenize(alternative, pattern))) out.push(literalOf(tokens, pattern));
  }
  return out;
}

function topLevelAlternatives(source: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") i++;
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "|" && depth === 0) {
      parts.push(source.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(source.slice(from));
  return parts;
}

function tokenize(source: string, pattern: RegExp): Token[] {
  const tokens: Token[] = [];
  const text = (s: string) => {
    const last = tokens[tokens.length - 1];
    if (last?.kind === "text") last.text += s;
    else tokens.push({ kind: "text", text: s });
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") {
      const e = source[++i];
      if (e === "b") tokens.push({ kind: "edge", edge: "b" });
      else if (ESCAPED.has(e)) text(e);
      else throw new Error(`unsupported escape \\${e} in ${pattern}`);
    } else if (c === "^" || c === "$") tokens.push({ kind: "edge", edge: c });
    else if (c === "(") {
      const close = source.indexOf(")", i);
      const body = source.slice(i + 1, close);
      if (close < 0 || /[\\()[\]^$.*+?{}]/.test(body) || /^[*+?{]/.test(source.slice(close + 1))) throw new Error(`unsupported group in ${pattern}`);
      tokens.push({ kind: "group", options: body.split("|") });
      i = close;
    } else if (SPECIAL.has(c) || c === ")") throw new Error(`unsupported syntax ${c} in ${pattern}`);
    else text(c);
  }
  return tokens;
}

/** Each group replaced by each of its options, in order. */
function expand(tokens: Token[]): Token[][] {
  let out: Token[][] = [[]];
  for (const t of tokens) {
    if (t.kind !== "group") out = out.map((seq) => [...seq, t]);
    else out = out.flatMap((seq) => t.options.map((o) => [...seq, { kind: "text", text: o } as Token]));
  }
  return out;
}

function literalOf(tokens: Token[], pattern: RegExp): Literal {
  const edge = (t: Token | undefined): Edge => (t?.kind !== "edge" ? 0 : t.edge === "b" ? 1 : 2);
  let a = 0;
  let b = tokens.length;
  const before = edge(tokens[0]);
  if (before) a++;
  const after = b > a ? edge(tokens[b - 1]) : 0;
  if (after) b--;
  const first = tokens[0];
  const last = tokens[b];
  if (first?.kind === "edge" && first.edge === "$") throw new Error(`$ at the start in ${pattern}`);
  if (after && last?.kind === "edge" && last.edge === "^") throw new Error(`^ at the end in ${pattern}`);
  let text = "";
  for (const t of tokens.slice(a, b)) {
    if (t.kind !== "text") throw new Error(`edge inside an alternative of ${pattern}`);
    text += t.text;
  }
  if (text.length < 2) throw new Error(`literal shorter than two characters in ${pattern}`);
  return [text, before, after];
}
