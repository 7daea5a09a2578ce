import fs from "node:fs";
import { IntlMessageFormat } from "intl-messageformat";
import { afterEach, describe, expect, it, vi } from "vitest";
import messages from "../i18n/messages/en.json";
import parsed from "./english-icu.json";
import { catalogue, routineWalk } from "./__fixtures__/routine-walk";
import { evaluate } from "./engine";
import { english, SIMPLE } from "./english";

type Ast = ReturnType<IntlMessageFormat["getAst"]>;
/** The parts of a parsed element the value sets need. */
interface Element {
  type: number;
  value?: unknown;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
}

/** What english-icu.json must hold: each ICU (non-simple) message of the English catalogue, parsed. */
function parseEnglishIcu(): Record<string, Ast> {
  const out: Record<string, Ast> = {};
  for (const source of [...new Set(Object.values(messages as Record<string, string>))].sort()) {
    if (!SIMPLE.test(source)) out[source] = new IntlMessageFormat(source, "en").getAst();
  }
  return out;
}

/** Sets of values that reach each branch of a message: every select option, and several counts. */
function valueSets(ast: Ast): Record<string, string | number>[] {
  const names = new Map<string, (string | number)[]>();
  const walk = (els: Element[]) => {
    for (const el of els) {
      const name = String(el.value);
      if (el.type === 1) names.set(name, names.get(name) ?? ["Mild Cleanser"]);
      if (el.type === 2) names.set(name, [0, 1, 7, 1234, 2.5]);
      if (el.type === 6) names.set(name, [0, 1, 2, 21, 1000, 1.5, -1]);
      if (el.type === 5) names.set(name, Object.keys(el.options ?? {}));
      if (el.type === 5 || el.type === 6) for (const o of Object.values(el.options ?? {})) walk(o.value);
      if (el.type === 8) walk(el.children ?? []);
    }
  };
  walk(ast as unknown as Element[]);
  const sets: Record<string, string | number>[] = [];
  const longest = Math.max(1, ...[...names.values()].map((v) => v.length));
  for (let i = 0; i < longest; i++) sets.push(Object.fromEntries([...names].map(([k, v]) => [k, v[i % v.length]])));
  return sets;
}

const outcome = (f: () => unknown) => {
  try {
    return String(f());
  } catch (e) {
    return `error: ${(e as Error).message}`;
  }
};

describe("the English messages", () => {
  afterEach(() => vi.restoreAllMocks());

  it("render a first evaluation without setting up Intl's number formatting (a new isolate's costliest first use)", () => {
    const numberFormat = vi.spyOn(Intl, "NumberFormat");

    const supported = vi.spyOn(Intl.NumberFormat, "supportedLocalesOf");
    const toLocale = vi.spyOn(Number.prototype, "toLocaleString");
    const cat = catalogue();
    for (const input of routineWalk(0, 30)) evaluate(input, cat);
    expect(numberFormat).not.toHaveBeenCalled();
    expect(supported).not.toHaveBeenCalled();
    expect(toLocale).not.toHaveBeenCalled();
  });

  it("format every ICU message as intl-messageformat does", () => {
    const icu = Object.entries(messages as Record<string, string>).filter(([, source]) => !SIMPLE.test(source));
    expect(icu.length).toBeGreaterThan(20);
    for (const [key, source] of icu) {
      const ast = new IntlMessageFormat(source, "en").getAst();
      for (const values of valueSets(ast)) {
        const expected = outcome(() => new IntlMessageFormat(source, "en").format(values));
        expect(outcome(() => english(key, values)), `${key} ${JSON.stringify(values)}`).toBe(expected);
      }
    }
  });

  // To regenerate after changing en.json: UPDATE_ENGLISH_ICU=1 npx vitest run core/evaluation/english.test.ts
  it("english-icu.json is the parse of the English catalogue's ICU messages now", () => {
    const fresh = parseEnglishIcu();
    if (process.env.UPDATE_ENGLISH_ICU) fs.writeFileSync(new URL("./english-icu.json", import.meta.url), `${JSON.stringify(fresh)}\n`);
    else expect(parsed).toEqual(fresh);
  });
});
