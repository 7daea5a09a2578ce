import { useNavigate } from "@remix-run/react";
import { useId, useState } from "react";
import { LiveCounter } from "../landing";
import { CloseIcon } from "../icons";
import { Button, ButtonLink } from "../ui";
import { addItem, containsProduct, itemFromProduct, productName, type Routines } from "~/components/routine/routine";
import { addToPendingRoutine, browserStorage } from "~/components/routine/pending";
import { overallScore, scoreRingColor, RING_STROKE } from "~/components/routine/scores";
import { PlusIcon, RoutineIcon } from "./icons";
import { QuickSearchInput, QuickSearchStatus, useQuickSearch } from "./quick-search";
import { RoutineToggle } from "./routine-toggle";
import { ScoreRing } from "./score-ring";
import type { Period } from "@core/domain";
import { PERIODS } from "@core/domain";
import { productTypeName } from "@core/i18n/domain-labels";
import { scoreName } from "@core/i18n/score-names";
import { useT } from "~/utils/i18n";

/** The landing variant for signed-in visitors. */
export function SignedInLanding({ count }: { count: number | null }) {
  const t = useT();
  return (
    <div className="space-y-8">
      <section className="space-y-4 pt-2 text-center" aria-labelledby="landing-title">
        <h1 id="landing-title" className="text-4xl font-extrabold leading-tight tracking-tight text-stone-900">
          {t("landingSignedIn.title")}
        </h1>
        <p className="text-base text-stone-700">{t("landingSignedIn.lead")}</p>
        <LiveCounter initial={count} />
      </section>
      <ProductPicker />
      <ExampleRoutine />
      <section aria-labelledby="community-teaser" className="space-y-3 rounded-2xl bg-stone-900 p-5 text-white">
        <h2 id="community-teaser" className="text-xl font-bold">
          {t("landingSignedIn.communityTitle")}
        </h2>
        <p className="text-sm text-stone-200">
          {t("landingSignedIn.communityText")}
        </p>
        <ButtonLink to="/explore" variant="secondary">
          {t("landingSignedIn.explore")}
        </ButtonLink>
      </section>
    </div>
  );
}

/** Pick products for the morning or night routine, then continue in the wizard (via the pending routine). */
function ProductPicker() {
  const navigate = useNavigate();
  const t = useT();
  const [routine, setRoutine] = useState<Period>("morning");
  const [picked, setPicked] = useState<Routines>({ morning: [], night: [] });
  const [text, setText] = useState("");
  const { results, loading } = useQuickSearch(text, 5);
  const inputId = useId();
  const total = picked.morning.length + picked.night.length;

  function analyze() {
    addToPendingRoutine(browserStorage(), [
      ...picked.morning.map((item) => ({ routine: "morning" as const, item })),
      ...picked.night.map((item) => ({ routine: "night" as const, item })),
    ]);
    navigate("/add-stack");
  }

  return (
    <section aria-labelledby="picker-title" className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id="picker-title" className="text-lg font-bold">
        {t("landingSignedIn.buildTitle")}
      </h2>
      <RoutineToggle value={routine} onChange={setRoutine} />
      <div>
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-stone-800">
          {t("landingSignedIn.searchLabel", { routine })}
        </label>
        <QuickSearchInput id={inputId} value={text} onChange={setText} placeholder={t("landingSignedIn.searchPlaceholder")} />
      </div>
      <QuickSearchStatus loading={loading} results={results} />
      {!loading && results && results.length > 0 ? (
        <ul className="space-y-2" aria-label={t("landingSignedIn.searchResults")}>
          {results.map((p) => {
            const item = itemFromProduct(p, p.id);
            const added = containsProduct(picked[routine], item);
            return (
              <li key={p.id} className="flex items-center gap-3 rounded-xl border border-stone-200 px-3 py-2 text-sm">
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-stone-900 wrap-anywhere">{productName(p)}</span>
                  <span className="block text-xs text-stone-600">{[p.brand, p.productType ? productTypeName(t, p.productType) : ""].filter(Boolean).join(" · ")}</span>
                </span>
                <button
                  type="button"
                  disabled={added}
                  onClick={() => setPicked((current) => addItem(current, routine, itemFromProduct(p)))}
                  aria-label={t(added ? "landingSignedIn.inRoutine" : "landingSignedIn.addTo", { product: productName(p), routine })}
                  className="tap-target inline-flex min-h-9 shrink-0 items-center gap-1 rounded-full bg-brand-600 px-3 font-semibold text-white hover:bg-brand-700 disabled:bg-stone-200 disabled:text-stone-700"
                >
                  <PlusIcon className="size-4" />
                  {t(added ? "landingSignedIn.added" : "landingSignedIn.add")}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {total > 0 ? (
        <div className="space-y-2">
          {PERIODS.map((r) =>
            picked[r].length ? (
              <div key={r}>
                <p className="mb-1 flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-stone-600">
                  <RoutineIcon routine={r} className="size-4" /> {t(`domain.period.${r}`)}
                </p>
                <ul className="flex flex-wrap gap-2">
                  {picked[r].map((item) => (
                    <li key={item.key} className="inline-flex min-w-0 max-w-full items-center gap-1 rounded-2xl bg-stone-100 py-1 pl-3 pr-1 text-sm text-stone-900">
                      <span className="min-w-0 wrap-anywhere">{item.name}</span>
                      <button
                        type="button"
                        aria-label={t("landingSignedIn.remove", { name: item.name })}
                        onClick={() => setPicked((current) => ({ ...current, [r]: current[r].filter((i) => i.key !== item.key) }))}
                        className="rounded-full p-1 hover:bg-white"
                      >
                        <CloseIcon className="size-3.5" />
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null,
          )}
          <Button fullWidth size="lg" onClick={analyze}>
            {t("landingSignedIn.analyze")}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

const EXAMPLE = {
  scores: { completenessScore: 8.5, effectivenessScore: 7.8, safetyScore: 9.2, ingredientQualityScore: 8.1, routineBalanceScore: 9 },
  morning: ["CeraVe Foaming Facial Cleanser", "The Ordinary Niacinamide 10% + Zinc 1%", "La Roche-Posay Anthelios UVMune 400 SPF50+"],
  night: ["CeraVe Foaming Facial Cleanser", "Paula's Choice 2% BHA Liquid Exfoliant", "CeraVe PM Facial Moisturizing Lotion"],
};

const EXAMPLE_ROWS = ["completenessScore", "effectivenessScore", "safetyScore"] as const;

/** An example of an analysed routine (static). */
function ExampleRoutine() {
  const overall = overallScore(EXAMPLE.scores);
  const t = useT();
  const decimal = new Intl.NumberFormat(t.language, { maximumFractionDigits: 1 });
  return (
    <section aria-labelledby="example-title" className="space-y-3">
      <h2 id="example-title" className="text-xl font-bold tracking-tight">
        {t("landingSignedIn.exampleTitle")}
      </h2>
      <div className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4">
        <div className="flex items-center gap-4">
          <ScoreRing score={overall} color={scoreRingColor(overall)} size={72} stroke={7} label={t("landingSignedIn.exampleScore")} textClassName="text-lg" />
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{t("landingSignedIn.exampleGoal", { goal: t("domain.goal.acne-care") })}</p>
            <p className="text-lg font-bold text-stone-900">{t("landingSignedIn.exampleName")}</p>
          </div>
        </div>
        <ul className="space-y-2">
          {EXAMPLE_ROWS.map((key) => {
            const value = EXAMPLE.scores[key];
            return (
              <li key={key} className="flex items-center gap-3 text-sm">
                <span className="w-28 text-stone-800">{scoreName(t, key)}</span>
                <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-stone-200">
                  <span className="block h-full rounded-full" style={{ width: `${value * 10}%`, backgroundColor: RING_STROKE[scoreRingColor(value)] }} />
                </span>
                <span className="w-8 text-right font-bold text-stone-900">{decimal.format(value)}</span>
              </li>
            );
          })}
        </ul>
        <div className="grid grid-cols-2 gap-3 text-xs text-stone-700">
          {PERIODS.map((r) => (
            <div key={r}>
              <p className="mb-1 flex items-center gap-1 font-semibold text-stone-900">
                <RoutineIcon routine={r} className="size-4" /> {t(`domain.period.${r}`)}
              </p>
              <ol className="list-decimal space-y-0.5 pl-4">
                {EXAMPLE[r].map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ol>
            </div>
          ))}
        </div>
        <p className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-950">{t("landingSignedIn.exampleInsight")}</p>
      </div>
    </section>
  );
}
