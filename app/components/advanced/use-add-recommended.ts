import { useCallback, useState } from "react";
import { defaultUsageFrequency, DEFAULT_SELF_ASSESSMENT } from "@core/advanced-analysis";
import { useToast } from "../toast";
import { advancedApi } from "~/components/advanced/advanced-api.client";
import { addedMessage, addPayload, planAdd, restorePayload, undoneMessage, type AddChoice, type AddPlan } from "~/components/advanced/add";
import type { AdvancedRoutine, RecommendedProduct } from "~/components/advanced/routine";
import { apiErrorText } from "~/utils/api-error-text";
import { useT } from "~/utils/i18n";
import type { Period } from "@core/domain";

export interface AddRequest {
  product: RecommendedProduct;
  plan: AddPlan;
}

export interface LastAdd {
  previous: AdvancedRoutine;
  routine: Period;
  message: string;
  undone: boolean;
}

/**
 * Add to AM / Add to PM: ask first (a second sunscreen is a choice, never a silent add), then
 * PUT /api/stacks/{id} with both full lists; Undo puts the lists back as they were.
 */
export function useAddRecommended(stack: AdvancedRoutine, setRoutine: (routine: AdvancedRoutine) => void) {
  const { toast } = useToast();
  const t = useT();
  const [asking, setAsking] = useState<AddRequest | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const [undoing, setUndoing] = useState(false);
  const [last, setLast] = useState<LastAdd | null>(null);

  const request = useCallback(
    (product: RecommendedProduct, routine: Period) => setAsking({ product, plan: planAdd(stack, product, routine) }),
    [stack],
  );
  const cancel = useCallback(() => setAsking(null), []);

  const confirm = useCallback(
    async (choice: AddChoice) => {
      if (!asking) return;
      const { product, plan } = asking;
      const routine = plan.routine;
      setAdding(`${product.key}|${routine}`);
      try {
        const catalogue = product.productId ? await advancedApi.product(product.productId).catch(() => null) : null;
        const entry = {
          productId: catalogue?.id ?? (product.productId || null),
          name: catalogue?.name || product.name,
          brand: catalogue?.brand ?? product.brand,
          productType: catalogue?.productType || product.productType,
          ingredients: catalogue?.ingredients ?? "",
          imageUrl: catalogue?.imageUrl ?? product.imageUrl,
          usageFrequency: defaultUsageFrequency(routine),
          selfAssessment: DEFAULT_SELF_ASSESSMENT,
        };
        const updated = await advancedApi.updateStack(stack.id, addPayload(stack, routine, entry, choice));
        const replaced = choice.mode === "replace" ? (plan.sunscreens.find((e) => e.id === choice.entryId)?.name ?? null) : null;
        if (updated) setRoutine(updated);
        setLast({ previous: stack, routine, message: addedMessage(entry.name, routine, replaced, t), undone: false });
        setAsking(null);
      } catch (error) {
        console.error("Could not add the product", error);
        toast(apiErrorText(t, error, t("advanced.add.failed", { name: product.name })), { variant: "error" });
      } finally {
        setAdding(null);
      }
    },
    [asking, stack, setRoutine, toast, t],
  );

  const undo = useCallback(async () => {
    if (!last || last.undone) return;
    setUndoing(true);
    try {
      const restored = await advancedApi.updateStack(stack.id, restorePayload(last.previous));
      setRoutine(restored ?? last.previous);
      setLast({ ...last, message: undoneMessage(last.routine, t), undone: true });
    } catch (error) {
      console.error("Could not undo the add", error);
      toast(apiErrorText(t, error, t("advanced.add.undoFailed")), { variant: "error" });
    } finally {
      setUndoing(false);
    }
  }, [last, stack.id, setRoutine, toast, t]);

  const dismiss = useCallback(() => setLast(null), []);

  return { asking, adding, undoing, last, request, cancel, confirm, undo, dismiss };
}
