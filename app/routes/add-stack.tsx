import type { MetaFunction } from "@remix-run/cloudflare";
import { useSearchParams } from "@remix-run/react";
import { useRoutineWizard } from "~/components/routine/use-routine-wizard";
import { RoutineWizard } from "~/components/routine/routine-wizard";
import { metaTranslator } from "~/utils/i18n";
import { translatedPageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => translatedPageMeta(metaTranslator(matches), "wizard.pageTitle");

/** The create-routine wizard: step 1 products, step 2 goals and skin, then the evaluation. */
export default function AddRoutine() {
  const [params] = useSearchParams();
  const wizard = useRoutineWizard(params.get("routine") === "night" ? "night" : "morning");
  return <RoutineWizard wizard={wizard} />;
}
