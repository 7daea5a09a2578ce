/**
 * Swaps staged on the results page before they are saved (the replacement panel). A swap names
 * the product it replaces: staged, the replacement takes that product's place (same routine, same
 * position) and the old one leaves; nothing is sent until the owner saves. When the routine no
 * longer holds the named product (it was edited after the evaluation), the replacement is added
 * at the end of the routine its timing names instead, and says so.
 */
import type { Recommendation } from "@core/evaluation/types";
import { recommendationKey, swapRoutine } from "./replace";
import type { StackProduct } from "./routine-view";
import type { Period } from "@core/domain";
import { PERIODS } from "@core/domain";

export type StagedRow =
  | { kind: "kept"; product: StackProduct }
  | { kind: "swapped"; key: string; recommendation: Recommendation; replaced: StackProduct; ingredients: string }
  | { kind: "added"; key: string; recommendation: Recommendation; ingredients: string };

export type StagedLists = Record<Period, StagedRow[]>;

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();

const byOrder = (list: readonly StackProduct[]) => [...list].sort((a, b) => a.order - b.order);

/**
 * Pressing a swap: stages it, or unstages it when it is staged. Staging a swap drops any other
 * staged swap for the same product (one product has one replacement).
 */
export function pressSwap(staged: readonly string[], rec: Recommendation, recommendations: readonly Recommendation[]): string[] {
  const key = recommendationKey(rec);
  if (staged.includes(key)) return staged.filter((k) => k !== key);
  const rival = (k: string) => {
    const other = recommendations.find((r) => recommendationKey(r) === k);
    return Boolean(other && rec.replaces && same(other.replaces, rec.replaces) && swapRoutine(other) === swapRoutine(rec));
  };
  return [...staged.filter((k) => !rival(k)), key];
}

/**
 * Where a swap lands: the first product with the name it replaces in the routine its timing
 * names, else in the other routine; `product` is null when neither holds it.
 */
export function swapTarget(
  lists: Readonly<Record<Period, readonly StackProduct[]>>,
  rec: Pick<Recommendation, "replaces" | "timing">,
  taken: ReadonlySet<string> = new Set(),
): { routine: Period; product: StackProduct | null } {
  const first = swapRoutine(rec);
  const second: Period = first === "morning" ? "night" : "morning";
  for (const routine of [first, second]) {
    const product = rec.replaces ? byOrder(lists[routine]).find((p) => !taken.has(p.id) && same(p.name, rec.replaces)) : undefined;
    if (product) return { routine, product };
  }
  return { routine: first, product: null };
}

/** The routine as it will be saved: every staged swap applied in the order it was pressed. */
export function stageSwaps(
  lists: Readonly<Record<Period, readonly StackProduct[]>>,
  recommendations: readonly Recommendation[],
  staged: readonly string[],
  ingredients: Readonly<Record<string, string>> = {},
): StagedLists {
  const rows: StagedLists = {
    morning: byOrder(lists.morning).map((product) => ({ kind: "kept", product })),
    night: byOrder(lists.night).map((product) => ({ kind: "kept", product })),
  };
  const taken = new Set<string>();
  for (const key of staged) {
    const recommendation = recommendations.find((r) => recommendationKey(r) === key);
    if (!recommendation) continue;
    const fetched = ingredients[recommendation.productId] ?? "";
    const target = swapTarget(lists, recommendation, taken);
    if (!target.product) {
      rows[target.routine].push({ kind: "added", key, recommendation, ingredients: fetched });
      continue;
    }
    const replaced = target.product;
    taken.add(replaced.id);
    rows[target.routine] = rows[target.routine].map((row) =>
      row.kind === "kept" && row.product.id === replaced.id ? { kind: "swapped", key, recommendation, replaced, ingredients: fetched } : row,
    );
  }
  return rows;
}

/** The staged rows that are changes (for the summary next to Save routine). */
export function stagedChanges(rows: StagedLists): { routine: Period; row: Exclude<StagedRow, { kind: "kept" }> }[] {
  return PERIODS.flatMap((routine) =>
    rows[routine].flatMap((row) => (row.kind === "kept" ? [] : [{ routine, row }])),
  );
}

/** A staged routine as products in their new order (1..n), ready for the update payload. */
export function stagedProducts(rows: readonly StagedRow[], ingredients: Readonly<Record<string, string>> = {}): StackProduct[] {
  return rows.map((row, i): StackProduct => {
    if (row.kind === "kept") return { ...row.product, order: i + 1 };
    const r = row.recommendation;
    return {
      id: "",
      productId: r.productId || null,
      name: r.name,
      brand: r.brand,
      imageUrl: r.imageUrl,
      productType: r.productType,
      ingredients: row.ingredients || ingredients[r.productId] || "",
      order: i + 1,
    };
  });
}
