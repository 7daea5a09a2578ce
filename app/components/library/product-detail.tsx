import { Link } from "@remix-run/react";
import { useId, useState } from "react";
import { useDisclosure } from "../disclosure";
import { useToast } from "../toast";
import { Button, ButtonLink, Card } from "../ui";
import type { DecodedIngredient, DecodedProduct, FlagTone, IngredientFlag, LibraryProduct } from "~/components/advanced/library";
import { itemFromProduct } from "~/components/routine/routine";
import { addToPendingRoutine, browserStorage } from "~/components/routine/pending";
import { ProductAttribution, ProductImage } from "../product-image";
import { ReportIngredients } from "./report-ingredients";
import type { KeyActive } from "@core/product-page";
import type { Period } from "@core/domain";
import { PERIODS } from "@core/domain";
import { isMessageKey, type Translator } from "@core/i18n/catalogues";
import { DEFAULT_LANGUAGE } from "@core/i18n/negotiate";
import { periodName, productTypeName } from "@core/i18n/domain-labels";
import { overlapPercent } from "@core/product-page";
import { useT } from "~/utils/i18n";
import { concernTextsIn, labelIn } from "@core/kb/label-text";

const FLAG_STYLE: Record<FlagTone, string> = {
  caution: "bg-amber-100 text-amber-900",
  active: "bg-emerald-100 text-emerald-900",
  info: "bg-stone-100 text-stone-800",
};

export function addedMessage(t: Translator, name: string, routine: Period): string {
  return t("product.added", { name, routine });
}

/** The knowledge base's words (functions, benefits, research notes) are English: marked so on a page in another language. */
const englishData = (t: Translator) => (t.language === DEFAULT_LANGUAGE ? undefined : DEFAULT_LANGUAGE);

/** A product type as stored in English, named in another language when the catalogue knows it. */
const typeName = (t: Translator, type: string) => (t.language === DEFAULT_LANGUAGE ? type : productTypeName(t, type));

/** A skin type as a heading: "Dry skin". */
export function skinTypeHeading(t: Translator, type: string): string {
  return t("product.skinTypeHeading", { type });
}

/** A flag in the reader's language; a flag without a known code keeps its English label. */
function flagText(t: Translator, flag: IngredientFlag): string {
  const key = `product.flag.${flag.code ?? ""}`;
  return flag.code && isMessageKey(key) ? t(key, { rating: flag.rating ?? 0 }) : flag.label;
}

/** Why an ingredient concerns a skin type, in the reader's language ("may irritate; can be drying"). */
function skinNoteText(t: Translator, note: { note: string; codes?: readonly string[] }): string {
  const keys = (note.codes ?? []).map((code) => `product.skinNote.${code}`);
  if (!keys.length || !keys.every(isMessageKey)) return note.note;
  return keys.map((key) => t(key)).join("; ");
}

/** "same 3 key actives, 78 % of the list in common", from the counts when the api sends them. */
function similarReason(t: Translator, p: SimilarProductCard): string {
  if (!Array.isArray(p.sharedActives) || typeof p.overlap !== "number") return p.reason;
  return t("product.similarReason", { actives: p.sharedActives.length, percent: overlapPercent(p.overlap) });
}

export interface SimilarProductCard {
  id: string;
  name: string;
  brand: string;
  productType: string;
  imageUrl: string | null;
  /** The key actives it shares with the product, and the share of the list they have in common (0-1). */
  sharedActives?: string[];
  overlap?: number;
  reason: string;
}

export interface RelatedData {
  sharedRoutines: number;
  similar: SimilarProductCard[];
}

/**
 * /products/{id}: the product, 'Add to routine', its key actives, its ingredient list decoded with the
 * knowledge base (the estimated 1 % line marked, flags per skin type), and similar products.
 */
export function ProductDetail({
  product,
  decoded,
  keyActives,
  related,
}: {
  product: LibraryProduct;
  decoded: DecodedProduct;
  keyActives: KeyActive[];
  related: RelatedData | null;
}) {
  const t = useT();
  const total = decoded.ingredients.length;
  const firstTrace = decoded.ingredients.find((i) => i.afterOnePercentLine)?.position ?? null;
  return (
    <div className="space-y-5">
      <Link to="/library" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline">
        {t("product.backToLibrary")}
      </Link>
      <Card className="space-y-3">
        <div className="flex items-start gap-4">
          <ProductImage product={product} size="lg" />
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold uppercase tracking-wide text-stone-600">{product.productType ? typeName(t, product.productType) : t("product.typeFallback")}</p>
            <h1 className="text-2xl font-bold tracking-tight text-stone-900">{product.name}</h1>
            {product.brand ? <p className="text-stone-700">{product.brand}</p> : null}
            {product.barcode ? <p className="text-sm text-stone-700">{t("product.barcode", { barcode: product.barcode })}</p> : null}
            {related ? (
              <p className="text-sm text-stone-700" data-testid="shared-routines">
                {t("product.sharedRoutines", { count: related.sharedRoutines })}
              </p>
            ) : null}
            <ProductAttribution product={product} className="mt-1" />
          </div>
        </div>
        {product.ingredientsMissing ? (
          <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t("product.ingredientsMissing")}
          </p>
        ) : null}
        {keyActives.length > 0 ? (
          <div>
            <h2 className="text-sm font-semibold text-stone-900">{t("product.keyActives")}</h2>
            <ul className="mt-2 flex flex-wrap gap-x-1.5 gap-y-3" aria-label={t("product.keyActives")}>
              {keyActives.map((a) => (
                <li key={a.key}>
                  {a.slug ? (
                    <Link to={`/ingredients/${a.slug}`} className="tap-target inline-flex min-h-8 items-center rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-medium text-emerald-900 underline-offset-2 hover:underline">
                      {a.name}
                    </Link>
                  ) : (
                    <span className="inline-flex min-h-8 items-center rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-medium text-emerald-900">{a.name}</span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <AddToRoutine product={product} />
        <ReportIngredients productId={product.id} />
      </Card>

      <section className="space-y-3" aria-labelledby="decoded-title">
        <div>
          <h2 id="decoded-title" className="text-lg font-bold text-stone-900">
            {t("product.decodedTitle")}
          </h2>
          <p className="text-sm text-stone-700">
            {total === 0 ? t("product.noIngredients") : t("product.decodedSummary", { total, known: decoded.knownCount })}
          </p>
        </div>
        {total > 0 ? (
          <ol className="space-y-2" aria-label={t("product.ingredientsLabel")}>
            {decoded.ingredients.map((ingredient) => (
              <IngredientRow
                key={`${ingredient.position}-${ingredient.name}`}
                ingredient={ingredient}
                firstAfterLine={ingredient.position === firstTrace}
              />
            ))}
          </ol>
        ) : null}
        {decoded.mayContain.length > 0 ? (
          <p className="text-sm text-stone-700">
            <span className="font-semibold">{`${t("product.mayContain")} `}</span>
            {decoded.mayContain.join(", ")}
          </p>
        ) : null}
        <p className="text-xs text-stone-600">
          {t.rich<React.ReactNode>("product.educational", {
            link: (chunks) => (
              <Link key="methodology" to="/methodology" className="underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </section>
      {related && related.similar.length > 0 ? <SimilarProducts product={product} similar={related.similar} /> : null}
    </div>
  );
}

/** Products of the same type with the same key actives, each with why, and a side-by-side comparison. */
function SimilarProducts({ product, similar }: { product: LibraryProduct; similar: SimilarProductCard[] }) {
  const t = useT();
  const compareIds = [product.id, ...similar.slice(0, 2).map((p) => p.id)].join(",");
  return (
    <section className="space-y-3" aria-labelledby="similar-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="similar-title" className="text-lg font-bold text-stone-900">
          {t("product.similarTitle")}
        </h2>
        <Link to={`/compare?ids=${compareIds}`} className="tap-target text-sm font-semibold text-brand-700 underline">
          {t("product.compareSideBySide")}
        </Link>
      </div>
      <ul className="grid grid-cols-1 gap-2 lg:grid-cols-2">
        {similar.map((p) => (
          <li key={p.id}>
            <Link to={`/products/${p.id}`} className="flex min-w-0 items-start gap-3 rounded-xl border border-stone-200 bg-white p-3 hover:bg-stone-50">
              <ProductImage product={p} size="sm" />
              <span className="min-w-0 flex-1 break-words">
                <span className="block font-semibold text-stone-900">{p.name}</span>
                <span className="block text-sm text-stone-700">{[p.brand, p.productType ? typeName(t, p.productType) : ""].filter(Boolean).join(" · ")}</span>
                <span className="mt-1 block text-sm text-emerald-900">{similarReason(t, p)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What an ingredient does, in the reader's language where the catalogues name it. */
function FunctionText({ ingredient }: { ingredient: DecodedIngredient }) {
  const t = useT();
  const label = labelIn(t, ingredient.functionKey, ingredient.function);
  return <span lang={label.language === t.language ? undefined : label.language}>{label.text}</span>;
}

function ConcernsText({ ingredient }: { ingredient: DecodedIngredient }) {
  const t = useT();
  const texts = concernTextsIn(t, ingredient.concernCodes);
  if (!texts?.length) return <span lang={englishData(t)}>{ingredient.concerns.join("; ")}</span>;
  return <span>{texts.reduce((a, b) => t("eval.join.semicolon", { a, b }))}</span>;
}

function IngredientRow({ ingredient, firstAfterLine }: { ingredient: DecodedIngredient; firstAfterLine: boolean }) {
  const t = useT();
  const { open, panelId: notesId, buttonProps } = useDisclosure();
  return (
    <li className="space-y-1.5 rounded-xl border border-stone-200 bg-white p-3 break-words">
      {firstAfterLine ? (
        <p className="-mx-3 -mt-3 mb-2 rounded-t-xl border-b border-dashed border-stone-300 bg-stone-50 px-3 py-1 text-xs font-semibold text-stone-700">
          {t("product.onePercentLine")}
        </p>
      ) : null}
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="font-semibold text-stone-900">
          <span className="mr-1.5 text-sm font-normal text-stone-500">{ingredient.position}.</span>
          {ingredient.slug ? (
            <Link to={`/ingredients/${ingredient.slug}`} className="tap-target inline-block underline decoration-stone-300 underline-offset-2 hover:decoration-brand-700">
              {ingredient.name}
            </Link>
          ) : (
            ingredient.name
          )}
          {ingredient.percent !== null ? <span className="ml-1 text-sm font-normal text-stone-700">({ingredient.percent}%)</span> : null}
        </h3>
      </div>
      <p className="text-sm text-stone-800">
        <span className="font-medium">{`${t("product.function")} `}</span>
        <FunctionText ingredient={ingredient} />
        <span className="text-stone-600">{` · ${t("product.lineSide", { after: ingredient.afterOnePercentLine ? "yes" : "no" })}`}</span>
      </p>
      {ingredient.skinTypes.length > 0 ? (
        <ul className="space-y-0.5 text-sm text-amber-900" aria-label={t("product.skinTypesConcerns", { name: ingredient.name })}>
          {ingredient.skinTypes.map((s) => (
            <li key={s.type}>
              <span className="font-medium">{`${skinTypeHeading(t, s.type)}: `}</span>
              {skinNoteText(t, s)}
            </li>
          ))}
        </ul>
      ) : null}
      {ingredient.flags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t("product.flagsFor", { name: ingredient.name })}>
          {ingredient.flags.map((flag) => (
            <li key={flag.label} className={`rounded-full px-2 py-0.5 text-xs font-medium ${FLAG_STYLE[flag.tone]}`}>
              {flagText(t, flag)}
            </li>
          ))}
        </ul>
      ) : null}
      {ingredient.benefits.length > 0 ? (
        <div className="text-sm text-stone-700">
          <span className="font-medium text-stone-900">{`${t("product.benefits")} `}</span>
          <span lang={englishData(t)}>{ingredient.benefits.join("; ")}</span>
        </div>
      ) : null}
      {ingredient.concerns.length > 0 ? (
        <div className="text-sm text-amber-900">
          <span className="font-medium">{`${t("product.concerns")} `}</span>
          <ConcernsText ingredient={ingredient} />
        </div>
      ) : null}
      {ingredient.researchNotes ? (
        <div>
          <button {...buttonProps} className="tap-target text-xs font-semibold text-brand-700 underline">
            {open ? t("product.hideResearchNotes") : t("product.researchNotes")}
          </button>
          {open ? (
            <p id={notesId} className="mt-1 text-xs text-stone-700">
              {ingredient.researchNotes}
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * Adds the product to the pending routine that /add-stack restores (localStorage),
 * in the morning or the night list.
 */
function AddToRoutine({ product }: { product: LibraryProduct }) {
  const t = useT();
  const { toast } = useToast();
  const [routine, setRoutine] = useState<Period>("morning");
  const [added, setAdded] = useState<Period[]>([]);
  const groupId = useId();

  function add() {
    addToPendingRoutine(browserStorage(), [{ routine, item: itemFromProduct(product) }]);
    setAdded((list) => (list.includes(routine) ? list : [...list, routine]));
    toast(addedMessage(t, product.name, routine), { variant: "success" });
  }

  return (
    <div className="space-y-2">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{t("product.routineLegend")}</legend>
        {PERIODS.map((r) => (
          <label
            key={r}
            className={`tap-target cursor-pointer rounded-full border px-3 py-1.5 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
              routine === r ? "border-brand-600 bg-brand-50 text-brand-800" : "border-stone-300 bg-white text-stone-800"
            }`}
          >
            <input type="radio" className="absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0" name={groupId} value={r} checked={routine === r} onChange={() => setRoutine(r)} />
            {periodName(t, r)}
          </label>
        ))}
        <Button onClick={add} className="ml-auto whitespace-nowrap">
          {t("product.addToRoutine")}
        </Button>
      </fieldset>
      {added.length > 0 ? (
        <p role="status" className="flex flex-wrap items-center justify-between gap-2 text-sm text-emerald-900">
          <span>{t("product.inRoutine", { which: added.length > 1 ? (added[0] === "morning" ? "morningNight" : "nightMorning") : added[0] })}</span>
          <ButtonLink to={`/add-stack?routine=${routine}`} size="sm" variant="secondary">
            {t("product.continueBuilding")}
          </ButtonLink>
        </p>
      ) : null}
    </div>
  );
}
