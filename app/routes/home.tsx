import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { RoutinesHome } from "~/components/routine/routines-home";
import { hasSessionCookie, routineServer } from "~/components/routine/routine-api.server";
import type { RoutineView } from "~/components/routine/routine-view";
import { metaTranslator } from "~/utils/i18n";
import { translatedPageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => translatedPageMeta(metaTranslator(matches), "home.title");

type HomeData = { stacks: RoutineView[] | null };

/** First load: the routines of the session cookie's user, rendered on the server. */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<HomeData> {
  if (!hasSessionCookie(request)) return { stacks: null };
  const result = await routineServer(context, request).stacks();
  return { stacks: result.ok ? result.data : null };
}

/** Client navigations load in the browser, showing 'Loading routines...'. */
export function clientLoader(): HomeData {
  return { stacks: null };
}

export default function Home() {
  const { stacks: routines } = useLoaderData<typeof loader>();
  return <RoutinesHome initial={routines} />;
}
