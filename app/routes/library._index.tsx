import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LibraryBrowser, type LibraryPage } from "~/components/library/library-browser";
import { PageTitle } from "~/components/ui";
import { readLibraryParams } from "~/components/advanced/library";
import { libraryServer } from "~/components/advanced/library.server";
import { metaTranslator, useT } from "~/utils/i18n";

export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: t("meta.pageTitle", { title: t("library.title") }) },
    { name: "description", content: t("library.description") },
  ];
};

/** The catalogue page for ?type=&q=&cursor= (GET /api/products). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = readLibraryParams(new URL(request.url).searchParams);
  const base = { type: params.type, q: params.q, searching: params.searching };
  const result = await libraryServer(context, request).products(params);
  const page: LibraryPage = result.ok
    ? { ...base, products: result.data.products, nextCursor: result.data.nextCursor, ingredient: result.data.ingredient, failed: false }
    : { ...base, products: [], nextCursor: null, failed: true };
  return { page };
}

export default function Library() {
  const { page } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <PageTitle>{t("library.title")}</PageTitle>
        <p className="text-sm text-stone-700">{t("library.intro")}</p>
      </div>
      <LibraryBrowser page={page} />
    </div>
  );
}
