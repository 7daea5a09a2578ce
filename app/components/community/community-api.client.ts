/**
 * The browser's community calls, through the api's typed client (~/utils/api.client): bodies,
 * params and answers are the Worker's own types. A `.client` module: call only from effects and
 * event handlers. Reads work for guests (public client) and signed-in users (so that the feed
 * carries the viewer's own reactions); writes need a signed-in user.
 */
import type { InferRequestType } from "hono/client";
import { publicApi, userApi } from "~/utils/api.client";
import { success } from "~/utils/http";
import type { FeedFilter } from "@core/schemas/community";
import type { FeedComment, FeedPost, Page, RoutineCardData } from "./feed-data";
import { feedQuery, type FeedSort } from "./feed-query";

export type { FeedSort };

const reader = (signedIn: boolean) => (signedIn ? userApi : publicApi);
const postParam = (postId: string) => ({ id: encodeURIComponent(postId) });
const commentParams = (postId: string, commentId: string) => ({ id: encodeURIComponent(postId), commentId: encodeURIComponent(commentId) });

type ReadOptions = { cursor?: string | null; limit?: number; signedIn: boolean; signal?: AbortSignal; filter?: FeedFilter };

export const communityApi = {
  routines: async (o: ReadOptions): Promise<Page<RoutineCardData>> => {
    const { routines, nextCursor } = await success(reader(o.signedIn).routines.public.$get({ query: feedQuery(o) }, { init: { signal: o.signal } }));
    return { items: routines, nextCursor };
  },
  posts: async (o: ReadOptions & { sort: FeedSort }): Promise<Page<FeedPost>> => {
    const { posts, nextCursor } = await success(reader(o.signedIn).posts.$get({ query: { sort: o.sort, ...feedQuery(o) } }, { init: { signal: o.signal } }));
    return { items: posts, nextCursor };
  },
  comments: async (postId: string, o: { cursor?: string | null; signedIn: boolean; signal?: AbortSignal }): Promise<Page<FeedComment>> => {
    const { comments, nextCursor } = await success(
      reader(o.signedIn).posts[":id"].comments.$get({ param: postParam(postId), query: { cursor: o.cursor || undefined } }, { init: { signal: o.signal } }),
    );
    return { items: comments, nextCursor };
  },
  react: (postId: string, isLike: boolean) => success(userApi.posts[":id"].like.$post({ param: postParam(postId), json: { isLike } })),
  comment: (postId: string, content: string) => success(userApi.posts[":id"].comments.$post({ param: postParam(postId), json: { content } })),
  report: (body: InferRequestType<typeof userApi.reports.$post>["json"]) => success(userApi.reports.$post({ json: body })),
  createPost: (body: InferRequestType<typeof userApi.posts.$post>["json"]) => success(userApi.posts.$post({ json: body })),
  editPost: (postId: string, body: InferRequestType<(typeof userApi.posts)[":id"]["$patch"]>["json"]) =>
    success(userApi.posts[":id"].$patch({ param: postParam(postId), json: body })),
  deletePost: (postId: string) => success(userApi.posts[":id"].$delete({ param: postParam(postId) })),
  editComment: (postId: string, commentId: string, content: string) =>
    success(userApi.posts[":id"].comments[":commentId"].$patch({ param: commentParams(postId, commentId), json: { content } })),
  deleteComment: (postId: string, commentId: string) =>
    success(userApi.posts[":id"].comments[":commentId"].$delete({ param: commentParams(postId, commentId) })),
};
