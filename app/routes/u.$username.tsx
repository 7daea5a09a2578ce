import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { NotFound } from "~/components/not-found";
import { ProfileScreen } from "~/components/community/profile-screen";
import type { ProfileData } from "~/components/community/profile-data";
import { Notice } from "~/components/ui";
import { communityServer } from "~/components/community/community-api.server";
import { apiOutage } from "~/utils/api.server";
import { metaTranslator, useT } from "~/utils/i18n";
import { pageMeta, shareImageUrl, shareMeta, siteOrigin } from "~/utils/meta";

type ProfileLoaderData = { page: ProfileData | null; status: number; origin: string | null };

/** A profile gets share tags; its card image is the newest shared routine's, when there is one. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaTranslator(matches);
  const page = data?.page;
  if (!page) return [...pageMeta(t(data?.status === 404 ? "people.notFound" : "people.profile"), t("meta.description")), { name: "robots", content: "noindex" }];
  const { profile, routines, posts } = page;
  const shown = profile.name ? `${profile.name} (@${profile.username})` : `@${profile.username}`;
  if (!data.origin) return pageMeta(shown, t("meta.description"));
  return shareMeta({
    title: shown,
    description: t("people.metaDescription", { routines: routines.length, posts: posts.length }),
    url: `${data.origin}/u/${encodeURIComponent(profile.username)}`,
    image: routines[0] ? shareImageUrl(data.origin, routines[0].id, t.language) : null,
    imageAlt: routines[0] ? t("people.metaImageAlt", { routine: routines[0].name }) : undefined,
    type: "profile",
  });
};

/** Rendered on the server, so that link previews (which run no script) see the page and its tags. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const origin = siteOrigin(context.cloudflare.env);
  const result = await communityServer(context, request).profile(params.username ?? "");
  if (result.ok && result.data) return data<ProfileLoaderData>({ page: result.data, status: 200, origin });
  const status = apiOutage(result) ? 503 : 404;
  return data<ProfileLoaderData>({ page: null, status, origin }, { status });
}

export default function ProfilePage() {
  const { page, status } = useLoaderData<typeof loader>();
  const t = useT();
  if (page) return <ProfileScreen data={page} />;
  if (status === 404) return <NotFound />;
  return <Notice tone="error">{t("people.loadFailed")}</Notice>;
}
