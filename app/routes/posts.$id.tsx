import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PostScreen } from "~/components/community/post-screen";
import { NotFound } from "~/components/not-found";
import { ButtonLink, Notice } from "~/components/ui";
import { communityServer } from "~/components/community/community-api.server";
import { apiOutage, pageAnswer } from "~/utils/api.server";
import { metaTranslator, useT } from "~/utils/i18n";
import { pageMeta, shareImageUrl, shareMeta, siteOrigin } from "~/utils/meta";

/** A post is public: Open Graph and Twitter card tags with the share image of its routine. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaTranslator(matches);
  if (!data?.post) return pageMeta(t("notFound.title"), t("meta.description"));
  const { post, origin } = data;
  const routine = post.stack.name || t("post.metaRoutineFallback");
  if (!origin) return pageMeta(post.title, t("meta.description"));
  return shareMeta({
    title: post.title,
    description: post.description || t("post.metaDescription", { routine }),
    url: `${origin}/posts/${encodeURIComponent(post.id)}`,
    image: shareImageUrl(origin, post.stackId, t.language),
    imageAlt: t("post.metaImageAlt", { routine }),
    type: "article",
  });
};

/** The post and the first page of its thread, rendered on the server; a missing post is the 404 page. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const api = communityServer(context, request);
  const id = params.id ?? "";
  const [post, thread] = await Promise.all([api.post(id), api.comments(id)]);
  if (post.ok && post.data) {
    return pageAnswer({ post: post.data, thread: thread.ok ? thread.data : null, status: 200, origin: siteOrigin(context.cloudflare.env) }, thread);
  }
  const status = apiOutage(post) ? 503 : 404;
  return data({ post: null, thread: null, status, origin: siteOrigin(context.cloudflare.env) }, { status });
}

export default function PostPage() {
  const { post, thread, status } = useLoaderData<typeof loader>();
  const t = useT();
  if (post) return <PostScreen key={post.id} initialPost={post} initialThread={thread} />;
  if (status === 404) return <NotFound />;
  return (
    <section className="space-y-4 py-10 text-center">
      <h1 className="text-2xl font-bold tracking-tight">{t("post.unavailable")}</h1>
      <Notice tone="error">{t("post.unavailableText")}</Notice>
      <ButtonLink to="/explore?tab=posts">{t("post.backToPosts")}</ButtonLink>
    </section>
  );
}
