import { useId, useState } from "react";
import { waitAfterStep } from "@core/layering";
import { FREQUENCY_CHOICES } from "@core/schedule";
import { frequencyChoiceName, onDaysIn, periodRoutineName, productTypeName } from "@core/i18n/domain-labels";
import { useT } from "~/utils/i18n";
import { displayOrder } from "./display-order";
import {
  frequencyChoiceOf,
  NO_INGREDIENTS,
  otherRoutine,
  type FrequencyChoice,
  type RoutineItem,
} from "~/components/routine/routine";
import { Button } from "../ui";
import { Dialog } from "./dialog";
import { MoveIcon, RoutineIcon, TrashIcon } from "./icons";

export { RoutineIcon };
import { ProductTimer } from "./product-timer";
import { ProductImage } from "../product-image";
import type { Period } from "@core/domain";

export { NO_INGREDIENTS };

/** Ingredient text of a product, or 'No ingredients listed'. */
export function IngredientText({ ingredients, clamp = false }: { ingredients: string; clamp?: boolean }) {
  const t = useT();
  if (!ingredients.trim()) return <p className="text-xs italic text-stone-600">{t("routine.noIngredients")}</p>;
  return <p className={`text-xs text-stone-700 ${clamp ? "line-clamp-2" : ""}`}>{ingredients}</p>;
}

/** A compact "How often" choice per product: every day, alternate nights, 2 or 3 times a week, weekly. */
function FrequencyPicker({ item, onChange }: { item: RoutineItem; onChange: (choice: Exclude<FrequencyChoice, "custom">) => void }) {
  const id = useId();
  const choice = frequencyChoiceOf(item);
  const days = item.advanced?.days ?? [];
  const t = useT();
  return (
    <div className="flex items-center gap-2 pt-1">
      <label htmlFor={id} className="text-xs font-medium text-stone-700">
        {t("routine.frequency.label")}
      </label>
      {/* The product's name in the select's own name, not in hidden text beside a name that may be long. */}
      <select
        id={id}
        aria-label={t("routine.frequency.selectLabel", { product: item.name })}
        value={choice}
        onChange={(e) => onChange(e.target.value as Exclude<FrequencyChoice, "custom">)}
        className="min-h-11 min-w-0 flex-1 rounded-lg border border-stone-400 bg-white px-2 py-1 text-sm text-stone-900"
        data-testid="frequency"
      >
        {choice === "custom" ? <option value="custom">{onDaysIn(t, days)}</option> : null}
        {FREQUENCY_CHOICES.map((c) => (
          <option key={c.id} value={c.id}>
            {frequencyChoiceName(t, c.id)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * One routine of the builder: products in the shown order with their wait timers; edit mode adds
 * Move (a dialog offering only the other routine) and Remove per product.
 */
export function RoutineList({
  routine,
  items,
  recommended,
  onMove,
  onRemove,
  onFrequency,
}: {
  routine: Period;
  items: RoutineItem[];
  recommended: boolean;
  onMove: (key: string) => void;
  onRemove: (key: string) => void;
  onFrequency: (key: string, choice: Exclude<FrequencyChoice, "custom">) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [moving, setMoving] = useState<RoutineItem | null>(null);
  const t = useT();
  const target = otherRoutine(routine);
  const shown = displayOrder(items, recommended);
  const headingId = `${routine}-routine-heading`;

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-white p-4" data-testid={`${routine}-routine`}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-base font-bold">
          <RoutineIcon routine={routine} />
          {periodRoutineName(t, routine)}
          <span className="whitespace-nowrap rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">
            {t("routine.productCount", { count: items.length })}
          </span>
        </h2>
        {items.length > 0 ? (
          <button
            type="button"
            onClick={() => setEditing((e) => !e)}
            aria-pressed={editing}
            aria-label={editing ? t("routine.list.doneEditingLabel", { routine }) : t("routine.list.editLabel", { routine })}
            className="min-h-11 shrink-0 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {editing ? t("routine.list.done") : t("routine.list.edit")}
          </button>
        ) : null}
      </div>

      {items.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{t("routine.list.empty", { routine })}</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {shown.map((item, index) => {
            const wait = waitAfterStep(item, shown[index + 1]);
            return (
              <li key={item.key} className="rounded-xl border border-stone-200 p-3" data-testid="routine-item">
                <div className="flex items-start gap-3">
                  <span
                    aria-hidden="true"
                    className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-50 text-sm font-bold text-brand-800"
                  >
                    {index + 1}
                  </span>
                  <ProductImage product={item} size="sm" />
                  <div className="min-w-0 flex-1 space-y-1">
                    <p className="font-semibold leading-snug text-stone-900 wrap-anywhere">
                      <span className="sr-only">{t("routine.list.step", { number: index + 1 })} </span>
                      {item.name}
                    </p>
                    <p className="text-xs text-stone-600">{[item.brand, item.productType && productTypeName(t, item.productType)].filter(Boolean).join(" · ")}</p>
                    <IngredientText ingredients={item.ingredients} clamp />
                    <FrequencyPicker item={item} onChange={(choice) => onFrequency(item.key, choice)} />
                  </div>
                </div>
                {editing ? (
                  <div className="mt-3 flex gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setMoving(item)}
                      aria-label={t("routine.list.moveLabel", { product: item.name })}
                    >
                      <MoveIcon className="size-4" />
                      {t("routine.list.move")}
                    </Button>
                    <Button variant="secondary" size="sm" onClick={() => onRemove(item.key)} aria-label={t("routine.list.removeLabel", { product: item.name })}>
                      <TrashIcon className="size-4" />
                      {t("routine.list.remove")}
                    </Button>
                  </div>
                ) : null}
                {wait > 0 ? <ProductTimer seconds={wait} productName={item.name} /> : null}
              </li>
            );
          })}
        </ol>
      )}

      <Dialog
        open={moving !== null}
        onClose={() => setMoving(null)}
        title={moving ? t("routine.list.moveLabel", { product: moving.name }) : t("routine.list.moveTitle")}
        description={t("routine.list.moveDescription")}
      >
        <div className="flex flex-col gap-2">
          <Button
            data-autofocus
            fullWidth
            onClick={() => {
              if (moving) onMove(moving.key);
              setMoving(null);
            }}
          >
            <RoutineIcon routine={target} colored={false} />
            {periodRoutineName(t, target)}
          </Button>
          <Button variant="secondary" fullWidth onClick={() => setMoving(null)}>
            {t("routine.cancel")}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
