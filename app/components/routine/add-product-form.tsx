import { useId, useState } from "react";
import * as v from "valibot";
import { PRODUCT_TYPES } from "@core/domain";
import { NewProductSchema } from "@core/schemas/products";
import { Button, Field, Notice } from "../ui";
import { useToast } from "../toast";
import { fieldErrors, type FieldErrors } from "~/utils/forms";
import { serverMessageOr } from "~/utils/http";
import { routineLabel, type CatalogueProduct, type RoutineName } from "~/utils/routine";
import { routineApi } from "~/utils/routine-api.client";
import { sentence } from "~/utils/format";

type Name = "name" | "brand" | "productType" | "ingredients";

/**
 * A product the catalogue lacks: name, brand, type and its pasted ingredient list
 * (POST /api/products). It is the user's to use at once and is added to the chosen routine.
 */
export function AddProductForm({
  routine,
  onCreated,
  onCancel,
}: {
  routine: RoutineName;
  onCreated: (product: CatalogueProduct) => void;
  onCancel: () => void;
}) {
  const { toast } = useToast();
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const typeId = useId();
  const ingredientsId = useId();
  const label = routineLabel(routine).toLowerCase();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    const data = new FormData(event.currentTarget);
    const value = (k: Name) => String(data.get(k) ?? "");
    const parsed = v.safeParse(NewProductSchema, {
      name: value("name"),
      brand: value("brand"),
      productType: value("productType"),
      ingredients: value("ingredients"),
    });
    if (!parsed.success) {
      const found = fieldErrors<Name>(parsed.issues);
      if (found.productType) found.productType = "Choose a product type";
      setErrors(found);
      const first = (["name", "productType", "ingredients"] as const).find((k) => found[k]);
      if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setFormError(null);
    setPending(true);
    try {
      const result = await routineApi.createProduct(parsed.output);
      onCreated(result.product);
      toast(`Added ${result.product.name ?? parsed.output.name} to your ${label} routine.`, { variant: "success" });
    } catch (error) {
      setFormError(sentence(serverMessageOr(error, error instanceof Error ? error.message : "Could not add the product. Please try again.")));
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Add a missing product" className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4">
      <h3 className="text-base font-bold">Add a missing product</h3>
      <p className="text-sm text-stone-700">It is added to your {label} routine and can be used right away.</p>
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      <Field label="Product name" name="name" required maxLength={120} error={errors.name} autoComplete="off" />
      <Field label="Brand" name="brand" optional maxLength={120} error={errors.brand} autoComplete="off" />
      <div className="space-y-1.5">
        <label htmlFor={typeId} className="block text-sm font-medium text-stone-800">
          Product type
        </label>
        <select
          id={typeId}
          name="productType"
          defaultValue=""
          aria-invalid={errors.productType ? true : undefined}
          aria-describedby={errors.productType ? `${typeId}-error` : undefined}
          className={`block w-full rounded-xl border bg-white px-3 py-2.5 text-base text-stone-900 ${errors.productType ? "border-red-700" : "border-stone-400"}`}
        >
          <option value="" disabled>
            Choose a type
          </option>
          {PRODUCT_TYPES.map((t) => (
            <option key={t.name} value={t.name}>
              {t.name}
            </option>
          ))}
        </select>
        {errors.productType ? (
          <p id={`${typeId}-error`} className="text-sm text-red-700">
            {errors.productType}
          </p>
        ) : null}
      </div>
      <div className="space-y-1.5">
        <label htmlFor={ingredientsId} className="block text-sm font-medium text-stone-800">
          Ingredient list
        </label>
        <p id={`${ingredientsId}-hint`} className="text-xs text-stone-600">
          Paste it from the package or the brand&apos;s website, separated by commas.
        </p>
        <textarea
          id={ingredientsId}
          name="ingredients"
          rows={4}
          maxLength={5000}
          aria-invalid={errors.ingredients ? true : undefined}
          aria-describedby={`${ingredientsId}-hint${errors.ingredients ? ` ${ingredientsId}-error` : ""}`}
          placeholder="Aqua, Glycerin, Niacinamide, ..."
          className={`block w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-stone-900 placeholder:text-stone-500 ${
            errors.ingredients ? "border-red-700" : "border-stone-400"
          }`}
        />
        {errors.ingredients ? (
          <p id={`${ingredientsId}-error`} className="text-sm text-red-700">
            {errors.ingredients}
          </p>
        ) : null}
      </div>
      <div className="flex gap-2">
        <Button type="submit" loading={pending}>
          Add product
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
