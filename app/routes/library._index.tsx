import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LibraryBrowser, type LibraryPage } from "~/components/library/library-browser";
import { PageTitle } from "~/components/ui";
import { readLibraryParams } from "~/components/advanced/library";
import { libraryServer } from "~/components/advanced/library.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = () =>
  pageMeta("Product Library", "Browse the skincare catalogue by product type, search by name or brand, and decode any ingredient list.");

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
  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <PageTitle>Product Library</PageTitle>
        <p className="text-sm text-stone-700">Browse products by type or search, then open one to see what each ingredient does.</p>
      </div>
      <LibraryBrowser page={page} />
    </div>
  );
}
