import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { MethodologyPage } from "~/components/docs/methodology-page";
import { methodologyFacts } from "~/components/docs/methodology-facts.server";
import { metaTranslator } from "~/utils/i18n";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return pageMeta(t("methodology.title"), t("meta.page.methodology"));
};

/** The method for users; its figures come from the engine's constants (the developer detail is docs/methodology.md). */
export function loader() {
  return { facts: methodologyFacts() };
}

export default function Methodology() {
  const { facts } = useLoaderData<typeof loader>();
  return <MethodologyPage facts={facts} />;
}
