/**
 * The browser's community calls. A `.client` module: call only from effects and
 * event handlers. Reads work for guests (public call) and signed-in users (bearer, so the feed
 * carries the viewer's own reactions); writes need a signed-in user.
 */
import { api } from "~/utils/api.client";
import type { EditCommentResponse, EditPostResponse } from "@core/api/community";
import type { ContentReport } from "@core/api/moderation";
import type { FeedFilter, ReportInput } from "@core/schemas/community";
import { parseCommentsPage, parsePostsPage, parseRoutinesPage, type FeedComment } from "./feed-data";

import { postsPath, queryString as query, routinesPath, type FeedSort } from "./feed-query";

export type { FeedSort };

const read = <T,>(signedIn: boolean, path: string, signal?: AbortSignal) =>
  signedIn ? api.authCall<T>(path, { signal }) : api.call<T>(path, { signal });

export const communityApi = {
  routines: async (o: { cursor?: string | null; limit?: number; signedIn: boolean; signal?: AbortSignal; filter?: FeedFilter }) =>
    parseRoutinesPage(await read(o.signedIn, routinesPath(o), o.signal)),
  posts: async (o: { sort: FeedSort; cursor?: string | null; limit?: number; signedIn: boolean; signal?: AbortSignal; filter?: FeedFilter }) =>
    parsePostsPage(await read(o.signedIn, postsPath(o), o.signal)),
  comments: async (postId: string, o: { cursor?: string | null; signedIn: boolean; signal?: AbortSignal }) =>
    parseCommentsPage(await read(o.signedIn, `/api/posts/${encodeURIComponent(postId)}/comments${query({ cursor: o.cursor })}`, o.signal)),
  react: (postId: string, isLike: boolean) =>
    api.authCall<{ likeCount: number; dislikeCount: number; viewerReaction: boolean | null }>(
      `/api/posts/${encodeURIComponent(postId)}/like`,
      { method: "POST", body: { isLike } },
    ),
  comment: (postId: string, content: string) =>
    api.authCall<{ comment: FeedComment }>(`/api/posts/${encodeURIComponent(postId)}/comments`, { method: "POST", body: { content } }),
  report: (body: ReportInput) => api.authCall<{ report: ContentReport; message: string }>("/api/reports", { method: "POST", body }),
  createPost: (body: { stackId: string; title: string; description: string }) =>
    api.authCall<{ id: string }>("/api/posts", { method: "POST", body }),
  editPost: (postId: string, body: { title: string; description: string }) =>
    api.authCall<EditPostResponse>(`/api/posts/${encodeURIComponent(postId)}`, { method: "PATCH", body }),
  deletePost: (postId: string) => api.authCall<{ id: string }>(`/api/posts/${encodeURIComponent(postId)}`, { method: "DELETE" }),
  editComment: (postId: string, commentId: string, content: string) =>
    api.authCall<EditCommentResponse>(`/api/posts/${encodeURIComponent(postId)}/comments/${encodeURIComponent(commentId)}`, {
      method: "PATCH",
      body: { content },
    }),
  deleteComment: (postId: string, commentId: string) =>
    api.authCall<{ id: string }>(`/api/posts/${encodeURIComponent(postId)}/comments/${encodeURIComponent(commentId)}`, { method: "DELETE" }),
};
