/**
 * How many of the shared catalogue's real ingredient lists get a different verdict from the exposure
 * model (issue #28): a finding that names only ingredients near or after the estimated 1% line is
 * worded "likely"/"possibly" and cannot make the product REPLACE by itself.
 * Each list is evaluated alone in a night routine for a demanding profile (sensitive skin, pregnant,
 * every declared sensitivity, rosacea), so every ingredient rule has a chance to fire.
 * Run: npx tsx scripts/exposure-figures.ts   (reads ../shared/data at run time; copies nothing)
 */
import { SENSITIVITIES } from "../core/domain";
import { evaluate } from "../core/evaluation";
import { routineProductFromRow } from "../core/evaluation/catalog";
import { realCatalogRecords } from "../tests/helpers/shared-data";

const rows = realCatalogRecords();
let changed = 0;
const examples: string[] = [];
for (const row of rows) {
  const p = routineProductFromRow(row);
  const e = evaluate({
    goal: "acne-care",
    secondaryGoals: [],
    skinType: "sensitive",
    skinFeeling: "",
    morningProducts: [],
    nightProducts: [p],
    profile: { pregnant: true, sensitivities: [...SENSITIVITIES], primaryConcern: "rosacea" },
  });
  const hedged = e.insights.filter((i) => i.type === "warning" && i.certainty && i.certainty !== "clear");
  if (!hedged.length) continue;
  changed++;
  if (examples.length < 5 && examples.every((x) => !x.startsWith(p.name))) {
    const f = hedged[0];
    const ex = f.exposure?.[0];
    examples.push(`${p.name} (${p.brand}): ${f.ruleId}, ${ex?.ingredient} at position ${ex?.position} (${ex?.place}) -> ${f.certainty}; mark ${e.productMarks[0]?.mark}`);
  }
}
console.log(JSON.stringify({ name: "exposure-model-changes", unit: "lists", value: changed, total: rows.length, share: Math.round((changed / rows.length) * 1000) / 10 }));
for (const x of examples) console.log(x);
