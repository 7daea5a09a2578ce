import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";

/** The product pages moved to /products/{id}; old links keep working. */
export function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/products/${encodeURIComponent(params.id ?? "")}`, 301);
}
