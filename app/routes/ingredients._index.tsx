import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { ingredientSlugs, searchIngredients } from "@core/ingredient-pages";
import { Card, PageTitle } from "~/components/ui";
import { metaTranslator, useT } from "~/utils/i18n";
import { pageMeta, siteOrigin } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaTranslator(matches);
  return [
    ...pageMeta(data?.q ? t("ingredient.index.matching", { q: data.q }) : t("ingredient.decoder"), t("meta.page.ingredients")),
    ...(data?.origin ? [{ tagName: "link", rel: "canonical", href: `${data.origin}/ingredients` }] : []),
  ];
};

/** The best-known actives, shown before anyone searches. */
const FEATURED = [
  "niacinamide",
  "retinol",
  "ascorbic-acid",
  "salicylic-acid",
  "glycolic-acid",
  "azelaic-acid",
  "sodium-hyaluronate",
  "ceramide-np",
  "benzoyl-peroxide",
  "adapalene",
  "zinc-oxide",
  "panthenol",
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  return {
    q,
    origin: siteOrigin(context.cloudflare.env),
    total: ingredientSlugs().length,
    hits: q ? searchIngredients(q, 30) : [],
    featured: FEATURED.flatMap((slug) => searchIngredients(slug.replace(/-/g, " "), 1).filter((h) => h.slug === slug)),
  };
}

export default function IngredientIndex() {
  const { q, hits, featured, total } = useLoaderData<typeof loader>();
  const shown = q ? hits : featured;
  const t = useT();
  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <PageTitle>{t("ingredient.decoder")}</PageTitle>
        <p className="text-sm text-stone-700">{t("ingredient.index.intro", { count: total })}</p>
      </div>
      <Form method="get" role="search" className="flex gap-2">
        <label htmlFor="ingredient-q" className="sr-only">
          {t("ingredient.index.searchLabel")}
        </label>
        <input
          id="ingredient-q"
          name="q"
          type="search"
          defaultValue={q}
          placeholder={t("ingredient.index.placeholder")}
          autoComplete="off"
          className="min-w-0 flex-1 rounded-xl border border-stone-300 bg-white px-3 py-2 text-base text-stone-900"
        />
        <button type="submit" className="rounded-xl bg-brand-700 px-4 py-2 font-semibold text-white">
          {t("ingredient.index.submit")}
        </button>
      </Form>
      <section aria-labelledby="ingredient-list-title" className="space-y-2">
        <h2 id="ingredient-list-title" className="text-lg font-semibold text-stone-900">
          {q
            ? hits.length
              ? t("ingredient.index.found", { count: hits.length })
              : t("ingredient.index.noMatch", { q })
            : t("ingredient.index.popular")}
        </h2>
        {shown.length > 0 ? (
          <Card className="p-0">
            <ul className="divide-y divide-stone-200">
              {shown.map((hit) => (
                <li key={hit.slug}>
                  <Link to={`/ingredients/${hit.slug}`} className="block break-words px-4 py-3 hover:bg-stone-50">
                    <span className="font-medium text-stone-900">{hit.displayName}</span>
                    {hit.matchedName ? <span className="ml-2 text-sm text-stone-600">{t("ingredient.alsoCalled", { names: hit.matchedName })}</span> : null}
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        ) : null}
      </section>
    </div>
  );
}
