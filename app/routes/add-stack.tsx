import type { MetaFunction } from "@remix-run/cloudflare";
import { useSearchParams } from "@remix-run/react";
import { useStackWizard } from "~/components/routine/use-stack-wizard";
import { StackWizard } from "~/components/routine/stack-wizard";
import { metaTranslator } from "~/utils/i18n";
import { translatedPageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => translatedPageMeta(metaTranslator(matches), "wizard.pageTitle");

/** The create-routine wizard: step 1 products, step 2 goals and skin, then the evaluation. */
export default function AddStack() {
  const [params] = useSearchParams();
  const wizard = useStackWizard(params.get("routine") === "night" ? "night" : "morning");
  return <StackWizard wizard={wizard} />;
}
