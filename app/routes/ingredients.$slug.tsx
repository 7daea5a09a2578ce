import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ingredientPage, type IngredientRuleNote } from "@core/ingredient-pages";
import { CONCERN_LABELS } from "@core/advanced-analysis/labels";
import { JsonLd } from "~/components/ingredients/json-ld";
import { Missing } from "~/components/not-found";
import { ButtonLink, Card, PageTitle } from "~/components/ui";
import { ProductImage } from "~/components/product-image";
import { apiGetter } from "~/utils/api-forward.server";
import { pageMeta, shareMeta, siteOrigin } from "~/utils/meta";

interface ContainingProduct {
  id: string;
  name: string;
  brand: string;
  productType: string;
  imageUrl: string | null;
}

function parseProducts(body: unknown): ContainingProduct[] {
  const list = (body as { products?: unknown } | null)?.products;
  if (!Array.isArray(list)) return [];
  return list.filter((p): p is ContainingProduct => Boolean(p) && typeof p === "object" && typeof (p as ContainingProduct).id === "string");
}

/** One ingredient of the knowledge base, rendered on the server; its products come from the catalogue. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  // Absolute URLs come from APP_URL, never from the request's Host (app/utils/meta siteOrigin).
  const origin = siteOrigin(context.cloudflare.env);
  const page = ingredientPage(params.slug ?? "");
  if (!page) return data({ page: null, products: [] as ContainingProduct[], origin }, { status: 404 });
  const result = await apiGetter(context.cloudflare.env, request)(`/api/ingredients/${encodeURIComponent(page.inci)}/products`, parseProducts);
  return { page, products: result.ok ? result.data : [], origin };
}

function summaryOf(notes: string, name: string): string {
  const first = notes.split(/(?<=\.)\s/)[0] ?? "";
  return first || `What ${name} does in skincare, who it suits and what it clashes with.`;
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => {
  const page = loaded?.page;
  if (!loaded || !page) return pageMeta("Ingredient Not Found");
  const title = `${page.displayName}: what it does in skincare`;
  if (!loaded.origin) return pageMeta(title, summaryOf(page.researchNotes, page.displayName));
  return shareMeta({
    title,
    description: summaryOf(page.researchNotes, page.displayName),
    url: `${loaded.origin}/ingredients/${page.slug}`,
    type: "article",
  });
};

const SEVERITY_STYLE = {
  high: "bg-red-100 text-red-900",
  medium: "bg-amber-100 text-amber-900",
  low: "bg-stone-200 text-stone-900",
} as const;

function RuleNote({ note }: { note: IngredientRuleNote }) {
  return (
    <li className="space-y-1 rounded-xl border border-stone-200 bg-white p-3">
      <p className="flex flex-wrap items-baseline gap-2">
        <span className="font-semibold text-stone-900">{note.with ? `With ${note.with}` : note.title}</span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${SEVERITY_STYLE[note.severity]}`}>{note.severity} severity</span>
      </p>
      {note.appliesTo ? <p className="text-sm text-stone-700">Concerns {note.appliesTo}.</p> : null}
      <p className="text-sm text-stone-800">{note.explanation}</p>
      <p className="text-sm text-stone-800">
        <span className="font-medium">What to do: </span>
        {note.action}
      </p>
      <p className="text-xs text-stone-600">
        <span className="font-medium">Evidence: </span>
        {note.evidence}
      </p>
    </li>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function IngredientDetail() {
  const { page, products, origin } = useLoaderData<typeof loader>();
  if (!page) {
    return (
      <Missing title="Ingredient Not Found" text="We have no page for this ingredient yet.">
        <ButtonLink to="/ingredients">Search ingredients</ButtonLink>
      </Missing>
    );
  }
  const url = origin ? `${origin}/ingredients/${page.slug}` : undefined;
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
          inDefinedTermSet: { "@type": "DefinedTermSet", name: "Skinstack ingredient decoder", ...(origin ? { url: `${origin}/ingredients` } : {}) },
        }}
      />
      <div className="space-y-1">
        <p className="text-sm">
          <Link to="/ingredients" className="font-medium text-brand-700 underline">
            Ingredient Decoder
          </Link>
        </p>
        <PageTitle>{page.displayName}</PageTitle>
        <p className="text-sm text-stone-700">
          INCI name: <span className="font-medium text-stone-900">{page.inci.toUpperCase()}</span>
          {page.commonNames.length > 0 ? <> · also called {page.commonNames.join(", ")}</> : null}
        </p>
      </div>

      <Card className="space-y-3">
        <p className="text-stone-900">
          <span className="font-semibold">What it does: </span>
          {page.functionLabel}
        </p>
        {page.functions.length > 0 ? (
          <p className="text-sm text-stone-700">
            EU CosIng functions: {page.functions.map((f) => f.charAt(0) + f.slice(1).toLowerCase()).join(", ")}
          </p>
        ) : null}
        <p className="text-sm text-stone-800">{page.researchNotes}</p>
        <p className="text-sm">
          <span className="font-medium text-stone-900">Evidence: </span>
          <span className="text-stone-800">{page.evidence.text}.</span>
        </p>
      </Card>

      {page.benefits.length > 0 || page.goals.length > 0 ? (
        <Section title="Good for">
          {page.benefits.length > 0 ? (
            <ul className="list-disc space-y-1 pl-5 text-stone-800">
              {page.benefits.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          ) : null}
          {page.goals.length > 0 ? <p className="text-sm text-stone-700">Goals: {page.goals.map((g) => g.name).join(", ")}.</p> : null}
          {page.concerns.length > 0 ? (
            <p className="text-sm text-stone-700">Skin concerns: {page.concerns.map((c) => CONCERN_LABELS[c]).join(", ")}.</p>
          ) : null}
          {page.effectiveConcentration !== null ? (
            <p className="text-sm text-stone-700">Studied from about {page.effectiveConcentration}% in leave-on products.</p>
          ) : null}
        </Section>
      ) : null}

      <Section title="Safety">
        <dl className="space-y-2 text-sm">
          <div>
            <dt className="font-medium text-stone-900">Irritation</dt>
            <dd className="text-stone-800">{page.irritancy ?? "Not a known irritant at the strengths used in skincare."}</dd>
          </div>
          <div>
            <dt className="font-medium text-stone-900">Pore clogging</dt>
            <dd className="text-stone-800">
              {page.comedogenic ? `${page.comedogenic.rating} of 5. Source: ${page.comedogenic.source}.` : "No published comedogenic rating."}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-stone-900">Pregnancy and breastfeeding</dt>
            <dd className="text-stone-800">{page.pregnancy}</dd>
          </div>
        </dl>
      </Section>

      {page.conflicts.length > 0 ? (
        <Section title="Clashes with">
          <p className="text-sm text-stone-700">The same rules our routine evaluation applies.</p>
          <ul className="space-y-2">
            {page.conflicts.map((note) => (
              <RuleNote key={note.ruleId} note={note} />
            ))}
          </ul>
        </Section>
      ) : null}

      {page.warnings.length > 0 ? (
        <Section title="Take care">
          <ul className="space-y-2">
            {page.warnings.map((note) => (
              <RuleNote key={note.ruleId} note={note} />
            ))}
          </ul>
        </Section>
      ) : null}

      <Section title="Products that contain it">
        {products.length === 0 ? (
          <p className="text-sm text-stone-700">No product in our catalogue lists it yet.</p>
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
        Educational only, not medical advice. How we read ingredients: <Link to="/methodology" className="underline">methodology</Link>.
      </p>
    </article>
  );
}
