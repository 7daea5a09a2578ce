import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { ExploreScreen, type InitialFeed } from "~/components/community/explore-screen";
import { feedViewKey, feedViewOf } from "~/components/community/feed-query";
import { communityServer } from "~/components/community/community-api.server";
import { pageAnswer } from "~/utils/api.server";
import { metaTranslator } from "~/utils/i18n";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return pageMeta(t("explore.title"), t("explore.description"));
};

/**
 * The first page of the feed the URL asks for, rendered on the server (the viewer's cookie goes
 * along, so their own reactions are in it): the page arrives whole instead of growing from
 * "Loading...". When the api cannot answer, the browser loads the feed itself.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const view = feedViewOf(new URL(request.url).searchParams);
  const key = feedViewKey(view);
  const api = communityServer(context, request);
  if (view.tab === "posts") {
    const posts = await api.posts(view);
    return pageAnswer<{ initial: InitialFeed | null }>({ initial: posts.ok ? { key, posts: posts.data } : null }, posts);
  }
  const routines = await api.routines(view);
  return pageAnswer<{ initial: InitialFeed | null }>({ initial: routines.ok ? { key, routines: routines.data } : null }, routines);
}

/** Switching tab, sort or filter stays in the browser, which reads the list it needs. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export default function Explore() {
  const { initial } = useLoaderData<typeof loader>();
  return <ExploreScreen initial={initial} />;
}
