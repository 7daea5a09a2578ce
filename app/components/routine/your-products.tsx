import { useId, useState } from "react";
import { splitIngredients } from "~/components/routine/routine";
import type { Mark } from "~/components/routine/replace";
import { previewNames } from "~/components/routine/results";
import type { StagedLists, StagedRow } from "~/components/routine/swap-stage";
import type { StackProduct } from "~/components/routine/routine-view";
import { Section } from "./results-sections";
import { RoutineIcon } from "./icons";
import { ProductImage } from "../product-image";
import { useT } from "~/utils/i18n";
import type { Period } from "@core/domain";
import { PERIODS } from "@core/domain";

export interface MarkedProduct {
  product: StackProduct;
  mark: Mark;
  reason?: string;
  /** How often the evaluation took it to be used ("On Mon/Wed/Fri"), when not every day. */
  usage?: string;
}

const CHIP_STYLES: Record<Mark | "UNSAVED", string> = {
  KEEP: "bg-emerald-100 text-emerald-900",
  REPLACE: "bg-amber-100 text-amber-900",
  CARE: "bg-orange-50 text-orange-900 ring-1 ring-orange-300",
  UNSAVED: "bg-sky-100 text-sky-900",
};

const REASON_STYLES: Record<Mark, string> = { KEEP: "text-stone-700", REPLACE: "text-amber-900", CARE: "text-orange-900" };

function Chip({ mark }: { mark: Mark | "UNSAVED" }) {
  const t = useT();
  const text = t(`routineUi.mark.${mark}`);
  const meaning = t(`routineUi.meaning.${mark}`);
  return (
    <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-bold ${CHIP_STYLES[mark]}`} title={meaning}>
      {text}
      <span className="sr-only">: {meaning}</span>
    </span>
  );
}

/** What the chips mean, shown under the lists whenever a chip other than KEEP is on the page. */
function MarksLegend({ marks }: { marks: Mark[] }) {
  const t = useT();
  const shown = (["REPLACE", "CARE"] as const).filter((m) => marks.includes(m));
  if (shown.length === 0) return null;
  return (
    <dl className="space-y-1 rounded-xl bg-stone-50 p-3 text-xs text-stone-700" aria-label={t("routineUi.legend")}>
      {shown.map((m) => (
        <div key={m} className="flex gap-1.5">
          <dt className="font-bold text-stone-900">{t(`routineUi.mark.${m}`)}:</dt>
          <dd>
            {t(`routineUi.meaning.${m}`)} {t("routineUi.legendShowAll")}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Your Products: per routine the first 3 names and '+N more' (staged changes always shown),
 * expandable to every product's ingredients and the reason behind its mark.
 */
export function ProductsSection({
  rows,
  marks,
  showMarks,
}: {
  rows: StagedLists;
  /** The evaluation's mark for each product, by the product's id. */
  marks: ReadonlyMap<string, MarkedProduct>;
  showMarks: boolean;
}) {
  const used = showMarks ? [...marks.values()].map((m) => m.mark) : [];
  const t = useT();
  return (
    <Section title={t("routineUi.products.title")} id="your-products">
      <div className="space-y-3">
        {PERIODS.map((routine) => (
          <RoutineProducts key={routine} routine={routine} rows={rows[routine]} marks={marks} showMarks={showMarks} />
        ))}
      </div>
      <MarksLegend marks={used} />
    </Section>
  );
}

function rowName(row: StagedRow): string {
  return row.kind === "kept" ? row.product.name : row.recommendation.name;
}

function rowKey(row: StagedRow): string {
  return row.kind === "kept" ? row.product.id : row.key;
}

function RowHead({ row, marks, showMarks }: { row: StagedRow; marks: ReadonlyMap<string, MarkedProduct>; showMarks: boolean }) {
  if (row.kind === "kept") {
    const marked = marks.get(row.product.id);
    return showMarks && marked ? <Chip mark={marked.mark} /> : null;
  }
  return <Chip mark="UNSAVED" />;
}

function StagedNote({ row }: { row: StagedRow }) {
  const t = useT();
  if (row.kind === "swapped") {
    return (
      <p className="text-xs text-sky-900">
        {t.rich("routineUi.replacesOnSave", {
          product: row.replaced.name,
          del: (chunks) => (
            <del key="del" className="text-stone-600">
              {chunks}
            </del>
          ),
        })}
      </p>
    );
  }
  if (row.kind === "added") return <p className="text-xs text-sky-900">{t("routineUi.addedOnSave")}</p>;
  return null;
}

function RoutineProducts({
  routine,
  rows,
  marks,
  showMarks,
}: {
  routine: Period;
  rows: StagedRow[];
  marks: ReadonlyMap<string, MarkedProduct>;
  showMarks: boolean;
}) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const t = useT();
  const label = t(`domain.period.${routine}`);
  const count = rows.length;
  const preview = previewNames(rows.map((row) => ({ name: rowName(row) })));
  const collapsed = rows.filter((row, i) => i < preview.names.length || row.kind !== "kept");
  const more = count - collapsed.length;

  return (
    <div className="rounded-xl border border-stone-200 p-3" data-testid={`results-${routine}`}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold">
          <RoutineIcon routine={routine} />
          {label}
          <span className="whitespace-nowrap text-xs font-normal text-stone-600">
            {t("routine.productCount", { count })}
          </span>
        </h3>
        {count > 0 ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={() => setExpanded((e) => !e)}
            className="tap-target min-h-9 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {expanded ? t("routineUi.showLess") : t("routineUi.showAll")}
            <span className="sr-only">{t("routineUi.ofProducts", { routine })}</span>
          </button>
        ) : null}
      </div>
      {count === 0 ? <p className="mt-2 text-sm text-stone-600">{t("routineUi.noProducts", { routine })}</p> : null}
      <div id={panelId}>
        {expanded ? (
          <ol className="mt-3 space-y-3">
            {rows.map((row) => {
              const marked = row.kind === "kept" ? marks.get(row.product.id) : undefined;
              const brand = row.kind === "kept" ? row.product.brand : row.recommendation.brand;
              const type = row.kind === "kept" ? row.product.productType : row.recommendation.productType;
              const ingredients =
                row.kind === "kept" ? row.product.ingredients : row.ingredients || row.recommendation.keyIngredients.join(", ");
              return (
                <li key={rowKey(row)} className="space-y-1 border-t border-stone-100 pt-3 first:border-0 first:pt-0">
                  <div className="flex items-start justify-between gap-2">
                    <ProductImage
                      product={row.kind === "kept" ? row.product : { imageUrl: row.recommendation.imageUrl, productType: type }}
                      size="sm"
                    />
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold text-stone-900">{rowName(row)}</p>
                      <p className="text-xs text-stone-600">{[brand, type, marked?.usage].filter(Boolean).join(" · ")}</p>
                    </div>
                    <RowHead row={row} marks={marks} showMarks={showMarks} />
                  </div>
                  <StagedNote row={row} />
                  {showMarks && marked?.reason ? <p className={`text-xs ${REASON_STYLES[marked.mark]}`}>{marked.reason}</p> : null}
                  <IngredientsList ingredients={ingredients} />
                </li>
              );
            })}
          </ol>
        ) : (
          <ul className="mt-2 space-y-1.5">
            {collapsed.map((row) => (
              <li key={rowKey(row)} className="text-sm">
                <div className="flex items-start justify-between gap-2">
                  <span className="min-w-0 text-stone-800 wrap-anywhere">{rowName(row)}</span>
                  <RowHead row={row} marks={marks} showMarks={showMarks} />
                </div>
                <StagedNote row={row} />
              </li>
            ))}
            {more > 0 ? <li className="text-sm font-medium text-stone-600">{t("routineUi.more", { count: more })}</li> : null}
          </ul>
        )}
      </div>
    </div>
  );
}

function IngredientsList({ ingredients }: { ingredients: string }) {
  const t = useT();
  const list = splitIngredients(ingredients);
  if (list.length === 0) return <p className="text-xs italic text-stone-600">{t("routine.noIngredients")}</p>;
  return <p className="text-xs leading-relaxed text-stone-700">{list.join(", ")}</p>;
}
