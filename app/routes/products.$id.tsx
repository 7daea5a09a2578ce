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
import { apiOutage, pageAnswer } from "~/utils/api.server";
import { metaTranslator, useT } from "~/utils/i18n";

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  const t = metaTranslator(matches);
  const product = loaded?.product;
  if (!loaded || !product) return pageMeta(t("product.notFound"));
  const title = product.brand ? t("product.metaTitleBrand", { name: product.name, brand: product.brand }) : product.name;
  const description = t("product.metaDescription", { name: product.name });
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
    const status = apiOutage(result) ? 503 : 404;
    return data({ product: null, decoded: null, keyActives: [], related: null, status, origin }, { status });
  }
  return pageAnswer({
    product: result.data,
    decoded: decodeIngredients(result.data.ingredients, kb),
    keyActives: keyActivesOf(result.data.ingredients),
    related: related.ok ? (related.data satisfies RelatedData) : null,
    status: 200,
    origin,
  }, related);
}

export default function ProductPage() {
  const t = useT();
  const { product, decoded, keyActives, related, status } = useLoaderData<typeof loader>();
  if (!product || !decoded) {
    return (
      <section className="space-y-4 py-10 text-center">
        <h1 className="text-2xl font-bold tracking-tight">{status === 404 ? t("product.notFound") : t("product.unavailable")}</h1>
        {status === 404 ? (
          <p className="text-stone-700">{t("product.notFoundText")}</p>
        ) : (
          <Notice tone="error">{t("product.unreachable")}</Notice>
        )}
        <ButtonLink to="/library">{t("product.backToLibrary")}</ButtonLink>
      </section>
    );
  }
  return <ProductDetail product={product} decoded={decoded} keyActives={keyActives} related={related} />;
}
