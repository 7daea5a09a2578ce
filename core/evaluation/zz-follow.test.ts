import { it } from "vitest";
import { baseInput } from "./__fixtures__/products";
import * as F from "./__fixtures__/products";
import { evaluate, type EngineInput } from "./index";
import { sortSteps } from "../layering";
import { realCatalogRecords } from "../../tests/helpers/shared-data";
import { candidatesFromRows, routineProductFromRow } from "./index";
it("follow", () => {
  const rows = realCatalogRecords();
  const cat = candidatesFromRows(rows);
  const byName = new Map(rows.map((r) => [r.Name, r]));
  const goals = ["anti-aging", "acne", "hydration", "even-tone", "glow", "oil-control", "sensitivity", "pores"];
  const types = ["normal", "dry", "oily", "combination", "sensitive"];
  const starts: Partial<EngineInput>[] = [{ morningProducts: [], nightProducts: [] }, { morningProducts: [F.GENTLE_CLEANSER], nightProducts: [F.GENTLE_CLEANSER, F.GLYCOLIC_TONER] }, { morningProducts: [F.GENTLE_CLEANSER, F.SUNSCREEN], nightProducts: [F.GENTLE_CLEANSER, F.RETINOL_SERUM, F.ULTRA_REPAIR_CREAM] }, { morningProducts: [F.GENTLE_CLEANSER], nightProducts: [F.GENTLE_CLEANSER, F.BENZOYL_PEROXIDE_GEL] }];
  const counts = new Map<string, number>();
  let total = 0;
  for (const goal of goals) for (const skinType of types) for (const s of starts) {
    const input = baseInput({ goal: goal as never, skinType: skinType as never, ...s });
    const e = evaluate(input, cat);
    total++;
    const next = { ...input, morningProducts: [...input.morningProducts], nightProducts: [...input.nightProducts] };
    for (const r of e.recommendations) {
      const row = byName.get(r.name); if (!row) continue;
      const prod = routineProductFromRow(row);
      if (r.type === "swap") { for (const k of ["morningProducts", "nightProducts"] as const) next[k] = next[k].map((p) => (p.name === r.replaces ? prod : p)); continue; }
      if (/morning/.test(r.timing)) next.morningProducts.push(prod);
      if (/night/.test(r.timing)) next.nightProducts.push(prod);
    }
    for (const k of ["morningProducts", "nightProducts"] as const) next[k] = sortSteps(next[k].map((p, i) => ({ ...p, order: i + 1 }))) as never;
    const before = new Set(e.insights.filter((i) => i.type === "warning").map((i) => i.ruleId));
    const after = evaluate(next, cat);
    for (const i of after.insights) if (i.type === "warning" && !before.has(i.ruleId)) {
      counts.set(i.ruleId, (counts.get(i.ruleId) ?? 0) + 1);
      if ((counts.get(i.ruleId) ?? 0) <= 2) console.log(goal, skinType, starts.indexOf(s), "NEW", i.ruleId, "|", i.products.join(" + "), "|", e.recommendations.map((r) => `${r.type}:${r.name}@${r.timing.split(",")[0]}`).join("; "));
    }
  }
  console.log("total", total, JSON.stringify([...counts]));
});
