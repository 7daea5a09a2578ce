import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useLoaderData, useParams, useSearchParams } from "@remix-run/react";
import { routineKeyIngredientNames } from "~/components/routine/results";
import type { LoadedKeyIngredients } from "~/components/routine/results-sections";
import { ResultsScreen } from "~/components/routine/results-view";
import { routineServer } from "~/components/routine/routine-api.server";
import type { RoutineView } from "~/components/routine/routine-view";
import { withArticle } from "~/utils/format";
import { metaTranslator } from "~/utils/i18n";
import { pageMeta, shareImageUrl, shareMeta, siteOrigin } from "~/utils/meta";
import { goalName, SKIN_TYPES, type SkinType } from "@core/domain";
import { goalName as goalNameIn, skinTypeName } from "@core/i18n/domain-labels";

type ResultsData = { stack: RoutineView | null; notFound: boolean; origin?: string | null; keyIngredients?: LoadedKeyIngredients };

/** A shared routine gets Open Graph and Twitter card tags with its share image; a private one only a title. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaTranslator(matches);
  const language = t.language;
  const english = language === "en";
  const routine = data?.stack;
  if (!routine) return pageMeta(data?.notFound ? t("results.meta.notFound") : t("results.meta.title"));
  const title = t("results.meta.named", { name: routine.name });
  if (!routine.isPublic || !data.origin) return pageMeta(title);
  const skinType = (SKIN_TYPES as readonly string[]).includes(routine.skinType) ? skinTypeName(t, routine.skinType as SkinType) : routine.skinType;
  return shareMeta({
    title,
    description: english
      ? `${withArticle(`${goalName(routine.goal)} routine`)} for ${routine.skinType} skin, scored on completeness, effectiveness, safety, ingredient quality and balance.`
      : t("results.meta.description", { goal: goalNameIn(t, routine.goal), skinType }),
    url: `${data.origin}/results/${encodeURIComponent(routine.id)}`,
    image: shareImageUrl(data.origin, routine.id, language),
    imageAlt: t("results.meta.imageAlt", { name: routine.name }),
    type: "article",
  });
};

/**
 * First load: the routine rendered on the server (the visitor's cookie, or a public routine). One
 * the api does not show this visitor (missing, or someone else's private one) is the 404 page.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const server = routineServer(context, request);
  const result = await server.stack(params.id ?? "");
  if (result.ok && result.data) {
    const routine = result.data;
    // The key ingredient cards come with the page rather than from six requests after it.
    const names = routineKeyIngredientNames(routine);
    const records = names.length > 0 ? await server.keyIngredients(names) : undefined;
    // Absolute URLs come from APP_URL, never from the request's Host (app/utils/meta siteOrigin).
    return data<ResultsData>({
      stack: routine,
      notFound: false,
      origin: siteOrigin(context.cloudflare.env),
      keyIngredients: records ? { names, records } : undefined,
    });
  }
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
  const { stack: routine, notFound, keyIngredients } = useLoaderData<typeof loader>();
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  return <ResultsScreen key={id} id={id} initial={routine} initialNotFound={notFound} isNew={params.get("new") === "true"} keyIngredients={keyIngredients} />;
}
