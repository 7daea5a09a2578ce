import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PostScreen } from "~/components/community/post-screen";
import { NotFound } from "~/components/not-found";
import { ButtonLink, Notice } from "~/components/ui";
import { communityServer } from "~/utils/community-api.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data?.post ? pageMeta(data.post.title, `A routine shared by the community: ${data.post.stack.name || "a skincare routine"}.`) : pageMeta("Page not found");

/** The post and the first page of its thread, rendered on the server; a missing post is the 404 page. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const api = communityServer(context, request);
  const id = params.id ?? "";
  const [post, thread] = await Promise.all([api.post(id), api.comments(id)]);
  if (post.ok && post.data) {
    return { post: post.data, thread: thread.ok ? thread.data : null, status: 200 };
  }
  const status = !post.ok && (post.status === 0 || post.status >= 500) ? 503 : 404;
  return data({ post: null, thread: null, status }, { status });
}

export default function PostPage() {
  const { post, thread, status } = useLoaderData<typeof loader>();
  if (post) return <PostScreen key={post.id} initialPost={post} initialThread={thread} />;
  if (status === 404) return <NotFound />;
  return (
    <section className="space-y-4 py-10 text-center">
      <h1 className="text-2xl font-bold tracking-tight">Post unavailable</h1>
      <Notice tone="error">The post could not be loaded. Please try again.</Notice>
      <ButtonLink to="/explore?tab=posts">Back to posts</ButtonLink>
    </section>
  );
}
