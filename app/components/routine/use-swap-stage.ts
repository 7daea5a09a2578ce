import { useCallback, useMemo, useState } from "react";
import type { Recommendation } from "@core/evaluation/types";
import { useToast } from "../toast";
import { useT } from "~/utils/i18n";
import { payloadFromRoutineProducts } from "~/components/routine/routine";
import { routineApi } from "~/components/routine/routine-api.client";
import type { RoutineView } from "~/components/routine/routine-view";
import { pressSwap, stagedChanges, stagedProducts, stageSwaps } from "~/components/routine/swap-stage";

/**
 * The results page's staged swaps: pressing Swap in stages a replacement, Save routine sends the
 * staged routine (PUT /api/stacks/{id} with both full lists), Discard drops it. Only for the owner.
 */
export function useSwapStage({
  routine,
  recommendations,
  enabled,
  onSaved,
}: {
  routine: RoutineView;
  recommendations: Recommendation[];
  enabled: boolean;
  onSaved: (fresh: RoutineView | null) => Promise<void> | void;
}) {
  const { toast } = useToast();
  const t = useT();
  const [staged, setStaged] = useState<string[]>([]);
  const [ingredients, setIngredients] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const keys = useMemo(() => (enabled ? staged : []), [enabled, staged]);

  const products = useMemo(() => ({ morning: routine.morningProducts, night: routine.nightProducts }), [routine]);
  const rows = useMemo(() => stageSwaps(products, recommendations, keys, ingredients), [products, recommendations, keys, ingredients]);
  const changes = useMemo(() => stagedChanges(rows), [rows]);

  const fetchIngredients = useCallback((productId: string) => {
    return routineApi
      .product(productId)
      .then((data) => data?.product?.ingredients ?? "")
      .catch((error) => {
        console.error("Could not load the replacement's ingredients", error);
        return "";
      });
  }, []);

  const press = useCallback(
    (rec: Recommendation) => {
      if (!enabled) return;
      setStaged((current) => pressSwap(current, rec, recommendations));
      if (rec.productId && ingredients[rec.productId] === undefined) {
        void fetchIngredients(rec.productId).then((text) => setIngredients((m) => ({ ...m, [rec.productId]: text })));
      }
    },
    [enabled, recommendations, ingredients, fetchIngredients],
  );

  const discard = useCallback(() => setStaged([]), []);

  const save = useCallback(async () => {
    setSaving(true);
    // Replacements whose ingredient list has not arrived yet get it now.
    const missing = changes.map((c) => c.row.recommendation.productId).filter((id) => id && !ingredients[id]);
    const fetched = Object.fromEntries(await Promise.all(missing.map(async (id) => [id, await fetchIngredients(id)] as const)));
    const all = { ...ingredients, ...fetched };
    try {
      const data = await routineApi.updateStack(routine.id, {
        name: routine.name,
        morningProducts: payloadFromRoutineProducts(stagedProducts(rows.morning, all)),
        nightProducts: payloadFromRoutineProducts(stagedProducts(rows.night, all)),
      });
      setStaged([]);
      await onSaved(data);
      toast(t("results.swaps.saved"), { variant: "success" });
    } catch (error) {
      console.error("Could not save the routine", error);
      toast(t("results.swaps.saveFailed"), { variant: "error" });
    } finally {
      setSaving(false);
    }
  }, [changes, ingredients, fetchIngredients, routine, rows, onSaved, toast, t]);

  return { staged: keys, rows, changes, press, discard, save, saving };
}
