import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useLoaderData, useParams, useSearchParams } from "@remix-run/react";
import { ResultsScreen } from "~/components/routine/results-view";
import { routineServer } from "~/components/routine/routine-api.server";
import type { RoutineView } from "~/components/routine/routine-view";
import { withArticle } from "~/utils/format";
import { metaTranslator } from "~/utils/i18n";
import { pageMeta, shareImageUrl, shareMeta, siteOrigin } from "~/utils/meta";
import { goalName } from "@core/domain";

type ResultsData = { stack: RoutineView | null; notFound: boolean; origin?: string | null };

/** A shared routine gets Open Graph and Twitter card tags with its share image; a private one only a title. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const language = metaTranslator(matches).language;
  const routine = data?.stack;
  if (!routine) return pageMeta(data?.notFound ? "Page not found" : "Routine Results");
  const title = `${routine.name}: Results`;
  if (!routine.isPublic || !data.origin) return pageMeta(title);
  return shareMeta({
    title,
    description: `${withArticle(`${goalName(routine.goal)} routine`)} for ${routine.skinType} skin, scored on completeness, effectiveness, safety, ingredient quality and balance.`,
    url: `${data.origin}/results/${encodeURIComponent(routine.id)}`,
    image: shareImageUrl(data.origin, routine.id, language),
    imageAlt: `The scores of ${routine.name}`,
    type: "article",
  });
};

/**
 * First load: the routine rendered on the server (the visitor's cookie, or a public routine). One
 * the api does not show this visitor (missing, or someone else's private one) is the 404 page.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const result = await routineServer(context, request).stack(params.id ?? "");
  // Absolute URLs come from APP_URL, never from the request's Host (app/utils/meta siteOrigin).
  if (result.ok && result.data) return data<ResultsData>({ stack: result.data, notFound: false, origin: siteOrigin(context.cloudflare.env) });
  if (!result.ok && (result.status === 404 || result.status === 400)) {
    return data<ResultsData>({ stack: null, notFound: true }, { status: 404 });
  }
  return data<ResultsData>({ stack: null, notFound: false });
}

/** Client navigations load in the browser behind the skeleton. */
export function clientLoader(): ResultsData {
  return { stack: null, notFound: false };
}

export default function Results() {
  const { stack: routine, notFound } = useLoaderData<typeof loader>();
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  return <ResultsScreen key={id} id={id} initial={routine} initialNotFound={notFound} isNew={params.get("new") === "true"} />;
}
