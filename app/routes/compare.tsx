import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { SKIN_TYPES } from "@core/domain";
import { isUuid } from "@core/ids";
import { compareProducts } from "@core/product-page";
import { libraryServer } from "~/components/advanced/library.server";
import type { LibraryProduct } from "~/components/advanced/library";
import { skinTypeHeading } from "~/components/library/product-detail";
import { ProductImage } from "~/components/product-image";
import { Missing } from "~/components/not-found";
import { ButtonLink } from "~/components/ui";
import { pageMeta } from "~/utils/meta";
import { metaTranslator, useT } from "~/utils/i18n";

export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return pageMeta(t("compare.title"), t("compare.description"));
};

const MAX_COMPARED = 3;

/** /compare?ids=a,b[,c]: two or three catalogue products side by side. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ids = [...new Set((new URL(request.url).searchParams.get("ids") ?? "").split(",").map((s) => s.trim()).filter(isUuid))].slice(0, MAX_COMPARED);
  const library = libraryServer(context, request);
  const found = (await Promise.all(ids.map((id) => library.product(id)))).flatMap((r) => (r.ok && r.data ? [r.data] : []));
  const compared = compareProducts(found.map((p) => p.ingredients));
  return { products: found.map((product, i) => ({ product, ...compared[i] })) };
}

function Row({ title, cells }: { title: string; cells: React.ReactNode[] }) {
  return (
    <tr className="border-t border-stone-200 align-top">
      <th scope="row" className="w-28 py-2 pr-2 text-left text-sm font-semibold text-stone-900">
        {title}
      </th>
      {cells.map((cell, i) => (
        <td key={i} className="min-w-0 break-words hyphens-auto py-2 pr-2 text-sm text-stone-800">
          {cell}
        </td>
      ))}
    </tr>
  );
}

const list = (items: string[], empty: string) => (items.length ? items.join(", ") : <span className="text-stone-600">{empty}</span>);

export default function Compare() {
  const t = useT();
  const { products } = useLoaderData<typeof loader>();
  if (products.length < 2) {
    return (
      <Missing title={t("compare.pickTitle")} text={t("compare.pickText")}>
        <ButtonLink to="/library">{t("compare.browse")}</ButtonLink>
      </Missing>
    );
  }
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold tracking-tight text-stone-900">{t("compare.title")}</h1>
      <div className="overflow-x-auto">
        <table className="w-full table-fixed border-collapse">
          <caption className="sr-only">{t("compare.caption")}</caption>
          <thead>
            <tr>
              <td className="w-28" />
              {products.map(({ product }) => (
                <th key={product.id} scope="col" className="pb-2 pr-2 text-left align-top">
                  <ProductCell product={product} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <Row title={t("product.keyActives")} cells={products.map((p) => list(p.keyActives.map((a) => a.name), t("compare.noneAbove")))} />
            {SKIN_TYPES.filter((type) => products.some((p) => p.skinTypes[type]?.length)).map((type) => (
              <Row key={type} title={skinTypeHeading(t, type)} cells={products.map((p) => list(p.skinTypes[type] ?? [], t("compare.noFlags")))} />
            ))}
            <Row title={t("compare.fragrance")} cells={products.map((p) => list(p.fragrance, t("compare.fragranceFree")))} />
            <Row title={t("compare.onlyHere")} cells={products.map((p) => list(p.onlyHere, t("compare.nothing")))} />
          </tbody>
        </table>
      </div>
      <p className="text-sm text-stone-700">{t("compare.shared", { count: products[0].shared })}</p>
    </div>
  );
}

function ProductCell({ product }: { product: LibraryProduct }) {
  return (
    <Link to={`/products/${product.id}`} className="block min-w-0 space-y-1 break-words">
      <ProductImage product={product} size="sm" />
      <span className="block text-sm font-semibold text-stone-900 underline-offset-2 hover:underline">{product.name}</span>
      <span className="block text-xs font-normal text-stone-700">{product.brand}</span>
    </Link>
  );
}
