/**
 * Loaders' calls for the post page, the feed's first page and a member's profile, through the
 * api's typed client on the server (~/utils/api.server), which forwards the visitor's session
 * cookie so that the post carries the viewer's own reaction.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { answerOf, serverApi, type ApiResult } from "~/utils/api.server";
import { FEED_PAGE_SIZE, feedQuery, type FeedView } from "./feed-query";
import type { Page } from "./feed-data";

/** A list answer (`{[key]: items, nextCursor}`) as the lists read it. */
function pageOf<K extends string, T>(result: ApiResult<Record<K, T[]> & { nextCursor: string | null }>, key: K): ApiResult<Page<T>> {
  return result.ok ? { ...result, data: { items: result.data[key], nextCursor: result.data.nextCursor } } : result;
}

export function communityServer(context: AppLoadContext, request: Request) {
  const api = serverApi(context.cloudflare.env, request);
  const postParam = (id: string) => ({ id: encodeURIComponent(id) });

  return {
    post: async (id: string) => {
      const result = await answerOf("/api/posts/{id}", () => api.posts[":id"].$get({ param: postParam(id) }));
      return result.ok ? { ...result, data: result.data.post } : result;
    },
    comments: async (id: string) =>
      pageOf(await answerOf("/api/posts/{id}/comments", () => api.posts[":id"].comments.$get({ param: postParam(id), query: {} })), "comments"),
    /** The first page of the routines /explore shows for `view`. */
    routines: async (view: FeedView) =>
      pageOf(await answerOf("/api/routines/public", () => api.routines.public.$get({ query: feedQuery({ limit: FEED_PAGE_SIZE, filter: view.filter }) })), "routines"),
    /** The first page of the posts /explore shows for `view`. */
    posts: async (view: FeedView) =>
      pageOf(
        await answerOf("/api/posts", () => api.posts.$get({ query: { sort: view.sort, ...feedQuery({ limit: FEED_PAGE_SIZE, filter: view.filter }) } })),
        "posts",
      ),
    profile: (username: string) => answerOf("/api/users/{username}", () => api.users[":username"].$get({ param: { username: encodeURIComponent(username) } })),
  };
}
