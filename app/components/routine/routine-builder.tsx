import { useCallback, useId } from "react";
import { useToast } from "../toast";
import { addItem, containsProduct, itemFromProduct, moveItem, removeItem, ROUTINE_NAMES, setFrequency, type CatalogueProduct, type Routines } from "~/components/routine/routine";
import { ProductSearch } from "./product-search";
import { RoutineList } from "./routine-list";
import { RoutineToggle } from "./routine-toggle";
import type { Period } from "@core/domain";
import { useT } from "~/utils/i18n";

/** The recommended-order switch (on by default): product-type order, else the stored order. */
export function RecommendedOrderSwitch({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  const t = useT();
  return (
    <div className="flex items-center justify-between gap-3 rounded-2xl border border-stone-200 bg-white px-4 py-3">
      <div>
        <p id={id} className="text-sm font-semibold text-stone-900">
          {t("routine.order.title")}
        </p>
        <p className="text-xs text-stone-600">{t("routine.order.hint")}</p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={id}
        onClick={() => onChange(!checked)}
        className={`tap-target h-7 w-12 shrink-0 rounded-full transition-colors ${checked ? "bg-brand-600" : "bg-stone-400"}`}
      >
        <span className={`absolute top-1 size-5 rounded-full bg-white shadow transition-transform ${checked ? "translate-x-6" : "translate-x-1"} left-0`} />
      </button>
    </div>
  );
}

/**
 * Product editing of wizard step 1 and of the edit screen: the sun / moon toggle, the search,
 * the recommended-order switch and both routine lists with their edit modes.
 */
export function RoutineBuilder({
  routines,
  onChange,
  target,
  onTargetChange,
  recommended,
  onRecommendedChange,
}: {
  routines: Routines;
  onChange: (update: (current: Routines) => Routines) => void;
  target: Period;
  onTargetChange: (routine: Period) => void;
  recommended: boolean;
  onRecommendedChange: (on: boolean) => void;
}) {
  const { toast } = useToast();
  const t = useT();

  const add = useCallback(
    (product: CatalogueProduct) => {
      const item = itemFromProduct(product);
      if (containsProduct(routines[target], item)) {
        toast(t("routine.alreadyIn", { product: item.name, routine: target }));
        return;
      }
      onChange((current) => addItem(current, target, item));
    },
    [routines, target, onChange, toast, t],
  );

  const isAdded = useCallback((product: CatalogueProduct) => containsProduct(routines[target], itemFromProduct(product, "x")), [routines, target]);

  return (
    <div className="space-y-4">
      <RoutineToggle value={target} onChange={onTargetChange} />
      <ProductSearch routine={target} onAdd={add} isAdded={isAdded} />
      <RecommendedOrderSwitch checked={recommended} onChange={onRecommendedChange} />
      {ROUTINE_NAMES.map((routine) => (
        <RoutineList
          key={routine}
          routine={routine}
          items={routines[routine]}
          recommended={recommended}
          onMove={(key) => onChange((current) => moveItem(current, routine, key))}
          onRemove={(key) => onChange((current) => removeItem(current, routine, key))}
          onFrequency={(key, choice) => onChange((current) => setFrequency(current, routine, key, choice))}
        />
      ))}
    </div>
  );
}
