import type { MetaFunction } from "@remix-run/cloudflare";
import { useParams, useSearchParams } from "@remix-run/react";
import { AdvancedAnalysisScreen } from "~/components/advanced/advanced-analysis-screen";
import { metaTranslator } from "~/utils/i18n";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(metaTranslator(matches)("advanced.title"), metaTranslator(matches)("advanced.metaDescription")),
  { name: "robots", content: "noindex" },
];

/**
 * /advanced-analysis/{id?}: Skin Profile, Product Details, Results. Everything
 * loads in the browser with the stored token, and the scores are computed there (core/advanced-analysis).
 */
export default function AdvancedAnalysis() {
  const { id } = useParams();
  const [params] = useSearchParams();
  return <AdvancedAnalysisScreen id={id} profileDone={params.get("step") === "products"} />;
}
