import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ingredientPage } from "@core/ingredient-pages";
import { ingredientPageLabels, type RuleNoteIn } from "@core/kb/labels";
import { JsonLd } from "~/components/ingredients/json-ld";
import { Missing } from "~/components/not-found";
import { ButtonLink, Card, PageTitle } from "~/components/ui";
import { ProductImage } from "~/components/product-image";
import { answerOf, pageAnswer, serverApi } from "~/utils/api.server";
import { pageMeta, shareMeta, siteOrigin } from "~/utils/meta";
import { translator, type Translator } from "@core/i18n/catalogues";
import { DEFAULT_LANGUAGE } from "@core/i18n/negotiate";
import { metaTranslator, useT } from "~/utils/i18n";
import { readerLanguage } from "~/utils/language.server";
import { kbLocalizer } from "@core/kb/translations";

/** A `lang` for a text in `language` inside a page in the reader's: only where the two differ. */
const langOf = (t: Translator, language: string) => (language === t.language ? undefined : language);

/** One ingredient of the knowledge base, rendered on the server; its products come from the catalogue. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  // Absolute URLs come from APP_URL, never from the request's Host (app/utils/meta siteOrigin).
  const origin = siteOrigin(context.cloudflare.env);
  const english = ingredientPage(params.slug ?? "");
  if (!english) return data({ page: null, labels: null, products: [], origin }, { status: 404 });
  const api = serverApi(context.cloudflare.env, request);
  const [result, { language, kb }] = await Promise.all([
    answerOf("/api/ingredients/{name}/products", () => api.ingredients[":name"].products.$get({ param: { name: encodeURIComponent(english.inci) } })),
    readerLanguage(context, request).then(async (language) => ({ language, kb: await kbLocalizer(language) })),
  ]);
  // The note and benefits in the reader's language where translated (each says which language it is in).
  const notes = kb.note(english.inci, english.researchNotes);
  const page = { ...english, researchNotes: notes.text, researchNotesLanguage: notes.language, benefits: kb.benefits(english.benefits) };
  // The knowledge base's labels and the rules' prose in the reader's language (core/kb/labels).
  const labels = ingredientPageLabels(translator(language), english);
  return pageAnswer({ page, labels, products: result.ok ? result.data.products : [], origin }, result);
}

function summaryOf(t: Translator, notes: string, notesLanguage: string, name: string): string {
  const first = notes.split(/(?<=\.)\s/)[0] ?? "";
  // An untranslated note is English: another language gets its own sentence rather than an English one.
  if (notesLanguage !== t.language) return t("meta.page.ingredientDescription", { name });
  return first || t("meta.page.ingredientDescription", { name });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  const t = metaTranslator(matches);
  const page = loaded?.page;
  if (!loaded || !page) return pageMeta(t("ingredient.notFound"));
  const title = t("meta.page.ingredientTitle", { name: page.displayName });
  const description = summaryOf(t, page.researchNotes, page.researchNotesLanguage, page.displayName);
  if (!loaded.origin) return pageMeta(title, description);
  return shareMeta({
    title,
    description,
    url: `${loaded.origin}/ingredients/${page.slug}`,
    type: "article",
  });
};

const SEVERITY_STYLE = {
  high: "bg-red-100 text-red-900",
  medium: "bg-amber-100 text-amber-900",
  low: "bg-stone-200 text-stone-900",
} as const;

const SEVERITY_TEXT = { high: "ingredient.severity.high", medium: "ingredient.severity.medium", low: "ingredient.severity.low" } as const;

function RuleNote({ note }: { note: RuleNoteIn }) {
  const t = useT();
  const own = langOf(t, note.language);
  return (
    <li className="space-y-1 rounded-xl border border-stone-200 bg-white p-3">
      <p className="flex flex-wrap items-baseline gap-2">
        <span className="font-semibold text-stone-900" lang={note.with ? langOf(t, note.withLanguage) : own}>
          {note.with ? t("ingredient.with", { name: note.with }) : note.title}
        </span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${SEVERITY_STYLE[note.severity]}`}>{t(SEVERITY_TEXT[note.severity])}</span>
      </p>
      {note.appliesTo ? <p className="text-sm text-stone-700">{t("ingredient.concerns", { who: note.appliesTo })}</p> : null}
      <p className="text-sm text-stone-800" lang={own}>
        {note.explanation}
      </p>
      <p className="text-sm text-stone-800">
        <span className="font-medium">{t("ingredient.whatToDo")} </span>
        <span lang={own}>{note.action}</span>
      </p>
      <p className="text-xs text-stone-600">
        <span className="font-medium">{t("ingredient.evidenceLabel")} </span>
        <span lang={own}>{note.evidence}</span>
      </p>
    </li>
  );
}

/** A section; `name` (English) makes its id, the same in every language. */
function Section({ name, title, children }: { name: string; title: string; children: React.ReactNode }) {
  const id = `section-${name.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

const EVIDENCE_TEXT = {
  strong: "ingredient.evidence.strong",
  moderate: "ingredient.evidence.moderate",
  limited: "ingredient.evidence.limited",
  formulation: "ingredient.evidence.formulation",
} as const;

export default function IngredientDetail() {
  const { page, labels, products, origin } = useLoaderData<typeof loader>();
  const t = useT();
  if (!page || !labels) {
    return (
      <Missing title={t("ingredient.notFound")} text={t("ingredient.notFoundText")}>
        <ButtonLink to="/ingredients">{t("ingredient.search")}</ButtonLink>
      </Missing>
    );
  }
  const url = origin ? `${origin}/ingredients/${page.slug}` : undefined;
  const functionsLanguage = labels.functions.every((f) => f.language === t.language) ? t.language : DEFAULT_LANGUAGE;
  return (
    <article className="space-y-5 break-words">
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "DefinedTerm",
          ...(url ? { "@id": url, url } : {}),
          name: page.displayName,
          termCode: page.inci,
          alternateName: page.commonNames,
          description: page.researchNotes,
          // The description is the knowledge base's note, translated or English; the page around it is in the reader's language.
          inLanguage: page.researchNotesLanguage,
          inDefinedTermSet: { "@type": "DefinedTermSet", name: "Skinstack ingredient decoder", ...(origin ? { url: `${origin}/ingredients` } : {}) },
        }}
      />
      <div className="space-y-1">
        <p className="text-sm">
          <Link to="/ingredients" className="tap-target font-medium text-brand-700 underline">
            {t("ingredient.decoder")}
          </Link>
        </p>
        <PageTitle>{page.displayName}</PageTitle>
        <p className="text-sm text-stone-700">
          {t("ingredient.inciName")} <span className="font-medium text-stone-900">{page.inci.toUpperCase()}</span>
          {page.commonNames.length > 0 ? <> · {t("ingredient.alsoCalled", { names: page.commonNames.join(", ") })}</> : null}
        </p>
      </div>

      <Card className="space-y-3">
        <p className="text-stone-900">
          <span className="font-semibold">{t("ingredient.whatItDoes")} </span>
          <span lang={langOf(t, labels.functionLabel.language)}>{labels.functionLabel.text}</span>
        </p>
        {page.functions.length > 0 ? (
          <p className="text-sm text-stone-700">
            {t("ingredient.cosingFunctions")} <span lang={langOf(t, functionsLanguage)}>{labels.functions.map((f) => f.text).join(", ")}</span>
          </p>
        ) : null}
        <p className="text-sm text-stone-800" lang={langOf(t, page.researchNotesLanguage)}>
          {page.researchNotes}
        </p>
        <p className="text-sm">
          <span className="font-medium text-stone-900">{t("ingredient.evidenceLabel")} </span>
          <span className="text-stone-800">{t(EVIDENCE_TEXT[page.evidence.level])}</span>
        </p>
      </Card>

      {page.benefits.length > 0 || page.goals.length > 0 ? (
        <Section name="Good for" title={t("ingredient.goodFor")}>
          {page.benefits.length > 0 ? (
            <ul className="list-disc space-y-1 pl-5 text-stone-800">
              {page.benefits.map((b) => (
                <li key={b.text} lang={langOf(t, b.language)}>
                  {b.text}
                </li>
              ))}
            </ul>
          ) : null}
          {page.goals.length > 0 ? (
            <p className="text-sm text-stone-700">{t("ingredient.goals", { goals: labels.goals.join(", ") })}</p>
          ) : null}
          {page.concerns.length > 0 ? (
            <p className="text-sm text-stone-700">{t("ingredient.skinConcerns", { concerns: page.concerns.map((c) => t(`advanced.concern.${c}`)).join(", ") })}</p>
          ) : null}
          {page.effectiveConcentration !== null ? (
            <p className="text-sm text-stone-700">
              {t("ingredient.studiedFrom", { percent: page.effectiveConcentration })}
            </p>
          ) : null}
        </Section>
      ) : null}

      <Section name="Safety" title={t("ingredient.safety")}>
        <dl className="space-y-2 text-sm">
          <div>
            <dt className="font-medium text-stone-900">{t("ingredient.irritation")}</dt>
            <dd className="text-stone-800">{labels.irritancy ?? t("ingredient.noIrritant")}</dd>
          </div>
          <div>
            <dt className="font-medium text-stone-900">{t("ingredient.poreClogging")}</dt>
            <dd className="text-stone-800">
              {page.comedogenic ? t("ingredient.comedogenicRating", { rating: page.comedogenic.rating, source: labels.comedogenicSource }) : t("ingredient.noComedogenicRating")}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-stone-900">{t("ingredient.pregnancy")}</dt>
            <dd className="text-stone-800">{t(page.pregnancyCaution ? "ingredient.pregnancyAvoid" : "ingredient.pregnancyNoConcern")}</dd>
          </div>
        </dl>
      </Section>

      {labels.conflicts.length > 0 ? (
        <Section name="Clashes with" title={t("ingredient.clashesWith")}>
          <p className="text-sm text-stone-700">{t("ingredient.sameRules")}</p>
          <ul className="space-y-2">
            {labels.conflicts.map((note) => (
              <RuleNote key={note.ruleId} note={note} />
            ))}
          </ul>
        </Section>
      ) : null}

      {labels.warnings.length > 0 ? (
        <Section name="Take care" title={t("ingredient.takeCare")}>
          <ul className="space-y-2">
            {labels.warnings.map((note) => (
              <RuleNote key={note.ruleId} note={note} />
            ))}
          </ul>
        </Section>
      ) : null}

      <Section name="Products that contain it" title={t("ingredient.products")}>
        {products.length === 0 ? (
          <p className="text-sm text-stone-700">{t("ingredient.noProducts")}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {products.map((p) => (
              <li key={p.id}>
                <Link to={`/products/${p.id}`} className="flex min-w-0 items-center gap-3 rounded-xl border border-stone-200 bg-white p-2 hover:bg-stone-50">
                  <ProductImage product={p} />
                  <span className="min-w-0 break-words">
                    <span className="block font-medium text-stone-900">{p.name}</span>
                    <span className="block text-sm text-stone-700">
                      {p.brand ? `${p.brand} · ` : ""}
                      {p.productType}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <p className="text-xs text-stone-600">
        {t.rich<React.ReactNode>("ingredient.educational", {
          link: (chunks) => (
            <Link key="methodology" to="/methodology" className="underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </article>
  );
}
