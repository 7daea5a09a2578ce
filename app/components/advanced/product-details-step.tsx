import { useId, useState } from "react";
import type { OrderedProduct } from "./display";
import { suitabilityName } from "./display-text";
import { usageFrequencyName } from "@core/i18n/domain-labels";
import { useT } from "~/utils/i18n";
import { USAGE_FREQUENCIES } from "@core/domain";
import { Button, Card } from "../ui";
import { Input } from "../ui/field";
import type { AdvancedEntry } from "~/components/advanced/routine";
import {
  addConcentration,
  canAdd,
  formatPercentage,
  MAX_CONCENTRATION_INGREDIENT,
  MAX_INGREDIENTS_TEXT,
  needsIngredients,
  removeConcentration,
  type ProductDraft,
} from "~/components/advanced/wizard";

const RATINGS = [1, 2, 3, 4, 5] as const;

/** Step 2 for one product: usage frequency, suitability rating, known concentrations, INCI list. */
export function ProductDetailsStep({
  item,
  draft,
  onChange,
  onSave,
  onBack,
  saving,
  isLast,
}: {
  item: OrderedProduct<AdvancedEntry>;
  draft: ProductDraft;
  onChange: (draft: ProductDraft) => void;
  onSave: () => void;
  onBack: () => void;
  saving: boolean;
  isLast: boolean;
}) {
  const id = useId();
  const t = useT();
  const entry = item.product;
  const [name, setName] = useState("");
  const [percentage, setPercentage] = useState("");
  const addEnabled = canAdd(draft.concentrations, name, percentage);

  function add() {
    if (!addEnabled) return;
    const result = addConcentration(draft.concentrations, name, percentage);
    // Invalid values are silently ignored: the fields stay as typed.
    if (!result.added) return;
    onChange({ ...draft, concentrations: result.list });
    setName("");
    setPercentage("");
  }

  const onEnter = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  };

  return (
    <form
      className="space-y-5"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) onSave();
      }}
    >
      <div className="space-y-2">
        <p className="text-sm font-semibold text-brand-700" aria-live="polite">
          {t("advanced.details.position", { position: item.position, total: item.total })}
        </p>
        <div className="h-1.5 overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
          <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${(item.position / item.total) * 100}%` }} />
        </div>
      </div>

      <Card className="space-y-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-stone-600">
          {t("advanced.details.routine", { routine: item.routine })}
          {entry.productType ? ` · ${entry.productType}` : ""}
        </p>
        <h2 id={`${id}-title`} className="text-lg font-bold text-stone-900">
          {entry.name}
        </h2>
        {entry.brand ? <p className="text-sm text-stone-700">{entry.brand}</p> : null}
      </Card>

      <fieldset className="space-y-2">
        <legend className="text-base font-semibold text-stone-900">{t("advanced.details.howOften")}</legend>
        <div className="grid gap-2">
          {USAGE_FREQUENCIES.map((f) => {
            const checked = draft.usageFrequency === f.id;
            return (
              <label
                key={f.id}
                className={`flex cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-2.5 text-sm ${
                  checked ? "border-brand-600 bg-brand-50 font-semibold text-brand-800" : "border-stone-300 bg-white text-stone-800"
                }`}
              >
                <input
                  type="radio"
                  name={`${id}-frequency`}
                  value={f.id}
                  checked={checked}
                  onChange={() => onChange({ ...draft, usageFrequency: f.id })}
                  className="size-4 accent-brand-600"
                />
                {usageFrequencyName(t, f.id)}
              </label>
            );
          })}
        </div>
      </fieldset>

      <fieldset className="space-y-2" aria-describedby={`${id}-hint`}>
        <legend className="text-base font-semibold text-stone-900">{t("advanced.details.suit")}</legend>
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {t("advanced.details.suitHint")}
        </p>
        <div className="grid grid-cols-5 gap-1.5">
          {RATINGS.map((rating) => {
            const checked = draft.selfAssessment === rating;
            return (
              <label
                key={rating}
                className={`relative flex cursor-pointer flex-col items-center gap-0.5 rounded-xl border px-1 py-2 text-center has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
                  checked ? "border-brand-600 bg-brand-50 text-brand-800" : "border-stone-300 bg-white text-stone-800"
                }`}
              >
                <input
                  type="radio"
                  className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
                  name={`${id}-rating`}
                  value={rating}
                  checked={checked}
                  onChange={() => onChange({ ...draft, selfAssessment: rating })}
                  aria-label={`${rating} ${suitabilityName(t, rating)}`}
                />
                <span className="text-lg font-bold" aria-hidden="true">
                  {rating}
                </span>
                <span className="text-[11px] leading-tight" aria-hidden="true">
                  {suitabilityName(t, rating)}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <section className="space-y-2" aria-labelledby={`${id}-conc`}>
        <h3 id={`${id}-conc`} className="text-base font-semibold text-stone-900">
          {t("advanced.details.concentrations")}
        </h3>
        <p className="text-sm text-stone-600">{t("advanced.details.concentrationsHint")}</p>
        {draft.concentrations.length > 0 ? (
          <ul className="space-y-1.5" aria-label={t("advanced.details.concentrationsLabel")}>
            {draft.concentrations.map((c, i) => (
              <li key={`${c.ingredient}-${i}`} className="flex items-center justify-between rounded-xl bg-stone-100 px-3 py-2 text-sm">
                <span>
                  <span className="font-medium text-stone-900">{c.ingredient}</span>{" "}
                  <span className="text-stone-700">{formatPercentage(c.percentage)}</span>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t("advanced.details.removeLabel", { ingredient: c.ingredient })}
                  onClick={() => onChange({ ...draft, concentrations: removeConcentration(draft.concentrations, i) })}
                >
                  {t("advanced.details.remove")}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1 space-y-1">
            <label htmlFor={`${id}-ingredient`} className="block text-xs font-medium text-stone-700">
              {t("advanced.details.ingredient")}
            </label>
            <Input
              id={`${id}-ingredient`}
              value={name}
              maxLength={MAX_CONCENTRATION_INGREDIENT}
              placeholder={t("advanced.details.ingredientPlaceholder")}
              onChange={(event) => setName(event.target.value)}
              onKeyDown={onEnter}
            />
          </div>
          <div className="w-24 space-y-1">
            <label htmlFor={`${id}-percentage`} className="block text-xs font-medium text-stone-700">
              {t("advanced.details.percentage")}
            </label>
            <Input
              id={`${id}-percentage`}
              type="number"
              inputMode="decimal"
              step={0.1}
              min={0}
              max={100}
              value={percentage}
              placeholder="%"
              onChange={(event) => setPercentage(event.target.value)}
              onKeyDown={onEnter}
            />
          </div>
          <Button variant="secondary" onClick={add} disabled={!addEnabled}>
            {t("advanced.details.add")}
          </Button>
        </div>
      </section>

      {needsIngredients(entry) ? (
        <div className="space-y-1.5">
          <label htmlFor={`${id}-inci`} className="block text-base font-semibold text-stone-900">
            {t("advanced.details.inci")}
          </label>
          <p id={`${id}-inci-hint`} className="text-sm text-stone-600">
            {t("advanced.details.inciHint")}
          </p>
          <textarea
            id={`${id}-inci`}
            aria-describedby={`${id}-inci-hint`}
            rows={4}
            maxLength={MAX_INGREDIENTS_TEXT}
            value={draft.ingredients}
            onChange={(event) => onChange({ ...draft, ingredients: event.target.value })}
            placeholder="Aqua, Glycerin, Niacinamide, ..."
            className="block w-full rounded-xl border border-stone-400 bg-white px-3.5 py-2.5 text-base text-stone-900 placeholder:text-stone-500"
          />
        </div>
      ) : null}

      <div className="flex gap-2 pt-1">
        <Button variant="secondary" onClick={onBack} disabled={saving}>
          {t("advanced.details.back")}
        </Button>
        <Button type="submit" className="flex-1" loading={saving}>
          {t("advanced.details.save")}
        </Button>
      </div>
      {saving && isLast ? (
        <p role="status" className="text-center text-sm text-stone-700">
          {t("advanced.analyzing")}
        </p>
      ) : null}
    </form>
  );
}
