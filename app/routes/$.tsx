import type { MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { NotFound } from "~/components/not-found";
import { metaTranslator } from "~/utils/i18n";
import { translatedPageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => [...translatedPageMeta(metaTranslator(matches), "notFound.title"), { name: "robots", content: "noindex" }];

/** Any URL no other route matches: the not-found page with status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function CatchAll() {
  return <NotFound />;
}
