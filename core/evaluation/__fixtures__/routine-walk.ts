/**
 * A walk over varied routines that reaches most rules: every skin type, feelings, a pregnancy
 * profile, sensitivities, empty routines. Routine k of the walk is always the same routine; the
 * catalogue-coverage test (render.test.ts) walks the first 30.
 */
import { catalogue, sampleProducts } from "./catalogue";
import * as F from "./products";
import type { EngineInput, RoutineProductInput } from "../types";

const fixtures = Object.values(F).filter((v): v is RoutineProductInput => typeof v === "object" && v !== null && "ingredients" in v);
const pool = [...fixtures, ...sampleProducts(40)];

export { catalogue };

export function routineWalk(from: number, count: number): EngineInput[] {
  const skinTypes = ["normal", "dry", "oily", "combination", "sensitive"] as const;
  const feelings = ["", "tight and flaky, stinging, red, breaking out, oily shine, dull, fine lines, pregnant", "fine"];
  const out: EngineInput[] = [];
  for (let k = from; k < from + count; k++) {
    out.push({
      goal: (["hydration", "anti-aging", "acne-care", "even-tone"] as const)[k % 4],
      secondaryGoals: k % 3 ? ["brightening"] : [],
      skinType: skinTypes[k % 5],
      skinFeeling: feelings[k % 3],
      morningProducts: k % 7 === 6 ? [] : pool.slice(k % pool.length, (k % pool.length) + 5),
      nightProducts: pool.slice((k * 3) % pool.length, ((k * 3) % pool.length) + 6),
      profile: k % 4 === 0 ? { pregnant: true, sensitivities: ["fragrance", "retinoids"], ageBracket: "40-49", primaryConcern: "fine-lines" } : undefined,
    });
  }
  return out;
}
