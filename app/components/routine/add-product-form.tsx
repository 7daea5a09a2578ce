import { useState } from "react";
import * as v from "valibot";
import { checkBarcode } from "@core/barcode";
import { PRODUCT_TYPES } from "@core/domain";
import { splitBrandAndName, suggestProductType } from "@core/product-types";
import { MAX_BARCODE_TEXT, MAX_PRODUCT_INGREDIENTS, MAX_PRODUCT_NAME } from "@core/product-limits";
import { NewProductSchema } from "@core/schemas/products";
import { Button, Field, Notice, SelectField, TextAreaField } from "../ui";
import { useToast } from "../toast";
import { fieldErrors, type FieldErrors } from "~/utils/forms";
import { isApiError } from "~/utils/http";
import { apiErrorText } from "~/utils/api-error-text";
import { useT } from "~/utils/i18n";
import { productTypeName } from "@core/i18n/domain-labels";
import { productName, type CatalogueProduct } from "~/components/routine/routine";
import { routineApi } from "~/components/routine/routine-api.client";
import { sentence } from "~/utils/format";
import { ProductAttribution, ProductImage } from "../product-image";
import { BarcodeScanner } from "./barcode-scanner";
import { LabelReader } from "./label-reader";
import type { Period } from "@core/domain";

type Name = "name" | "brand" | "productType" | "ingredients" | "barcode";

type Lookup =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "found"; product: CatalogueProduct & { id: string } }
  | { status: "message"; tone: "info" | "error"; text: string };

/**
 * A product the catalogue lacks (POST /api/products), with as little typing as possible: the name
 * and brand come from the last search (split on the brands it found), the type is suggested from
 * the name, and the ingredients are pasted, read from a photo of the package (OCR in the browser),
 * or found by barcode (typed, or scanned with the camera). A barcode our catalogue or Open Beauty Facts knows offers that product instead. The new
 * product is the user's to use at once and is added to the chosen routine.
 */
export function AddProductForm({
  routine,
  context,
  onCreated,
  onFound,
  onCancel,
}: {
  routine: Period;
  /** The last search: prefills name and brand. */
  context?: { query: string; brands: string[] };
  onCreated: (product: CatalogueProduct) => void;
  /** A barcode found an existing product: add it instead. */
  onFound?: (product: CatalogueProduct) => void;
  onCancel: () => void;
}) {
  const { toast } = useToast();
  const initial = splitBrandAndName(context?.query ?? "", context?.brands ?? []);
  const [name, setName] = useState(initial.name);
  const [brand, setBrand] = useState(initial.brand);
  const [productType, setProductType] = useState<string>(suggestProductType(initial.name) ?? "");
  const [typeTouched, setTypeTouched] = useState(false);
  const [ingredients, setIngredients] = useState("");
  const [barcode, setBarcode] = useState("");
  const [lookup, setLookup] = useState<Lookup>({ status: "idle" });
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const t = useT();
  const suggestedType = suggestProductType(name);

  function onNameChange(value: string) {
    setName(value);
    // Follow the name until the user picks a type themselves.
    if (!typeTouched) setProductType(suggestProductType(value) ?? "");
  }

  async function lookUp(code = barcode) {
    const check = checkBarcode(code);
    if (!check.ok) {
      setErrors((e) => ({ ...e, barcode: sentence(check.message) }));
      return;
    }
    setErrors((e) => ({ ...e, barcode: undefined }));
    setLookup({ status: "loading" });
    try {
      const result = await routineApi.lookupBarcode(check.code);
      if (result.product) {
        setLookup({ status: "found", product: result.product });
      } else if (result.suggestion) {
        const s = result.suggestion;
        setName(s.name);
        setBrand(s.brand);
        if (s.ingredients) setIngredients(s.ingredients);
        setLookup({ status: "message", tone: "info", text: t("routine.addForm.foundOff") });
      }
    } catch (error) {
      const text = isApiError(error, 404)
        ? apiErrorText(t, error, t("routine.addForm.notFound"))
        : apiErrorText(t, error, t("routine.addForm.lookupFailed"));
      setLookup({ status: "message", tone: isApiError(error, 404) ? "info" : "error", text: sentence(text) });
    }
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    const parsed = v.safeParse(NewProductSchema, { name, brand, productType, ingredients, ...(barcode.trim() ? { barcode } : {}) });
    if (!parsed.success) {
      const found = fieldErrors<Name>(parsed.issues);
      if (found.productType) found.productType = t("routine.addForm.chooseTypeError");
      setErrors(found);
      const first = (["name", "productType", "ingredients", "barcode"] as const).find((k) => found[k]);
      if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setFormError(null);
    setPending(true);
    try {
      const result = await routineApi.createProduct(parsed.output);
      onCreated(result.product);
      toast(t("routine.addForm.added", { product: result.product.name ?? parsed.output.name, routine }), { variant: "success" });
    } catch (error) {
      setFormError(sentence(apiErrorText(t, error, error instanceof Error ? error.message : t("routine.addForm.failed"))));
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t("routine.addForm.title")} className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4">
      <h3 className="text-base font-bold">{t("routine.addForm.title")}</h3>
      <p className="text-sm text-stone-700">{t("routine.addForm.intro", { routine })}</p>
      {formError ? <Notice tone="error">{formError}</Notice> : null}

      <div className="space-y-1.5">
        <div className="flex items-end gap-2">
          <Field
            label={t("routine.addForm.barcode")}
            name="barcode"
            optional
            hint={t("routine.addForm.barcodeHint")}
            inputMode="numeric"
            autoComplete="off"
            maxLength={MAX_BARCODE_TEXT}
            value={barcode}
            onChange={(e) => setBarcode(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                void lookUp();
              }
            }}
            error={errors.barcode}
            className="flex-1"
          />
          <Button variant="secondary" onClick={() => void lookUp()} loading={lookup.status === "loading"} className="mb-px">
            {t("routine.addForm.lookUp")}
          </Button>
        </div>
        <BarcodeScanner
          onCode={(code) => {
            setBarcode(code);
            void lookUp(code);
          }}
        />
        {lookup.status === "found" ? (
          <div className="flex items-center gap-3 rounded-xl bg-emerald-50 p-3" role="status">
            <ProductImage product={lookup.product} size="sm" />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold text-stone-900">{productName(lookup.product)}</p>
              <p className="text-xs text-stone-700">{[lookup.product.brand, lookup.product.productType && productTypeName(t, lookup.product.productType)].filter(Boolean).join(" · ")}</p>
              <ProductAttribution product={lookup.product} />
            </div>
            {onFound ? (
              <Button onClick={() => onFound(lookup.product)}>{t("routine.addForm.addThis")}</Button>
            ) : null}
          </div>
        ) : lookup.status === "message" ? (
          <p role="status" className={`text-sm ${lookup.tone === "error" ? "text-red-800" : "text-stone-700"}`}>
            {lookup.text}
          </p>
        ) : null}
      </div>

      <Field
        label={t("routine.addForm.name")}
        name="name"
        required
        maxLength={MAX_PRODUCT_NAME}
        error={errors.name}
        autoComplete="off"
        value={name}
        onChange={(e) => onNameChange(e.target.value)}
      />
      <Field label={t("routine.addForm.brand")} name="brand" optional maxLength={MAX_PRODUCT_NAME} error={errors.brand} autoComplete="off" value={brand} onChange={(e) => setBrand(e.target.value)} />
      <SelectField
        label={t("routine.addForm.type")}
        name="productType"
        hint={suggestedType && productType === suggestedType && !typeTouched ? t("routine.addForm.typeSuggested") : undefined}
        value={productType}
        onChange={(e) => {
          setTypeTouched(true);
          setProductType(e.target.value);
        }}
        error={errors.productType}
      >
        <option value="" disabled>
          {t("routine.addForm.chooseType")}
        </option>
        {PRODUCT_TYPES.map((type) => (
          <option key={type.name} value={type.name}>
            {productTypeName(t, type.name)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t("routine.addForm.ingredients")}
        hint={t("routine.addForm.ingredientsHint")}
        error={errors.ingredients}
        above={<LabelReader onList={setIngredients} />}
        name="ingredients"
        rows={4}
        maxLength={MAX_PRODUCT_INGREDIENTS}
        value={ingredients}
        onChange={(e) => setIngredients(e.target.value)}
        placeholder="Aqua, Glycerin, Niacinamide, ..."
      />
      <div className="flex gap-2">
        <Button type="submit" loading={pending}>
          {t("routine.addForm.submit")}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("routine.cancel")}
        </Button>
      </div>
    </form>
  );
}
