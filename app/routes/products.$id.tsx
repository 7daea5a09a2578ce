import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { keyActivesOf } from "@core/product-page";
import { ProductDetail, type RelatedData } from "~/components/library/product-detail";
import { ButtonLink, Notice } from "~/components/ui";
import { libraryServer, decodeIngredients } from "~/components/advanced/library.server";
import { pageMeta, shareMeta, siteOrigin } from "~/utils/meta";
import { readerLanguage } from "~/utils/language.server";
import { kbLocalizer } from "@core/kb/translations";

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => {
  const product = loaded?.product;
  if (!loaded || !product) return pageMeta("Product Not Found");
  const title = `${product.name}${product.brand ? ` by ${product.brand}` : ""}`;
  const description = `What each ingredient of ${product.name} does, its key actives and similar products.`;
  if (!loaded.origin) return pageMeta(title, description);
  return shareMeta({
    title,
    description,
    url: `${loaded.origin}/products/${product.id}`,
  });
};

/**
 * A catalogue product with its ingredient list decoded here, on the server (knowledge base via
 * core/ingredients): the browser receives the decoded list, never the knowledge base. Its notes and
 * benefits are in the reader's language where the knowledge base has a translation.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const origin = siteOrigin(context.cloudflare.env);
  const id = params.id ?? "";
  const library = libraryServer(context, request);
  const [result, related, kb] = await Promise.all([library.product(id), library.related(id), readerLanguage(context, request).then(kbLocalizer)]);
  if (!result.ok || !result.data) {
    const status = !result.ok && (result.status === 0 || result.status >= 500) ? 503 : 404;
    return data({ product: null, decoded: null, keyActives: [], related: null, status, origin }, { status });
  }
  return {
    product: result.data,
    decoded: decodeIngredients(result.data.ingredients, kb),
    keyActives: keyActivesOf(result.data.ingredients),
    related: related.ok ? (related.data satisfies RelatedData) : null,
    status: 200,
    origin,
  };
}

export default function ProductPage() {
  const { product, decoded, keyActives, related, status } = useLoaderData<typeof loader>();
  if (!product || !decoded) {
    return (
      <section className="space-y-4 py-10 text-center">
        <h1 className="text-2xl font-bold tracking-tight">{status === 404 ? "Product Not Found" : "Product unavailable"}</h1>
        {status === 404 ? (
          <p className="text-stone-700">This product is not in the library, or it is not visible to you.</p>
        ) : (
          <Notice tone="error">The catalogue could not be reached. Please try again.</Notice>
        )}
        <ButtonLink to="/library">Back to the library</ButtonLink>
      </section>
    );
  }
  return <ProductDetail product={product} decoded={decoded} keyActives={keyActives} related={related} />;
}
