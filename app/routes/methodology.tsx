import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { MethodologyPage } from "~/components/docs/methodology-page";
import { methodologyFacts } from "~/components/docs/methodology-facts.server";
import { translator } from "@core/i18n/catalogues";
import { metaTranslator } from "~/utils/i18n";
import { readerLanguage } from "~/utils/language.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return pageMeta(t("methodology.title"), t("meta.page.methodology"));
};

/**
 * The method for users; its figures come from the engine's constants and its rules' prose from the
 * catalogues, in the reader's language (the developer detail is docs/methodology.md).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return { facts: methodologyFacts(translator(await readerLanguage(context, request))) };
}

export default function Methodology() {
  const { facts } = useLoaderData<typeof loader>();
  return <MethodologyPage facts={facts} />;
}
