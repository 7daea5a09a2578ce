import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ProductDetail } from "~/components/library/product-detail";
import { ButtonLink, Notice } from "~/components/ui";
import { libraryServer, decodeIngredients } from "~/components/advanced/library.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data?.product
    ? pageMeta(`${data.product.name}${data.product.brand ? ` by ${data.product.brand}` : ""}`, `What each ingredient of ${data.product.name} does.`)
    : pageMeta("Product Not Found");

/**
 * A catalogue product with its ingredient list decoded here, on the server (knowledge base via
 * core/ingredients): the browser receives the decoded list, never the knowledge base.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const result = await libraryServer(context, request).product(params.id ?? "");
  if (!result.ok || !result.data) {
    const status = !result.ok && (result.status === 0 || result.status >= 500) ? 503 : 404;
    return data({ product: null, decoded: null, status }, { status });
  }
  return { product: result.data, decoded: decodeIngredients(result.data.ingredients), status: 200 };
}

export default function LibraryProductPage() {
  const { product, decoded, status } = useLoaderData<typeof loader>();
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
  return <ProductDetail product={product} decoded={decoded} />;
}
