/**
 * Loaders' calls for the post page, forwarding the visitor's session cookie to the api Worker
 * (./api-forward.server) so that the post carries the viewer's own reaction.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { parseCommentsPage, parsePostResponse, type FeedComment, type FeedPost, type Page } from "~/components/community/feed-data";
import { apiGetter } from "./api-forward.server";

export function communityServer(context: AppLoadContext, request: Request) {
  const get = apiGetter(context.cloudflare.env, request);

  return {
    post: (id: string) => get<FeedPost | null>(`/api/posts/${encodeURIComponent(id)}`, parsePostResponse),
    comments: (id: string) => get<Page<FeedComment>>(`/api/posts/${encodeURIComponent(id)}/comments`, parseCommentsPage),
  };
}
