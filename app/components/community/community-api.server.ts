/**
 * Loaders' calls for the post page, the feed's first page and a member's profile, forwarding the visitor's session cookie to the api Worker
 * (~/utils/api-forward.server) so that the post carries the viewer's own reaction.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  parseCommentsPage,
  parsePostResponse,
  parsePostsPage,
  parseRoutinesPage,
  type FeedComment,
  type FeedPost,
  type Page,
  type RoutineCardData,
} from "./feed-data";
import { parseProfilePage, type ProfileData } from "./profile-data";
import { FEED_PAGE_SIZE, postsPath, routinesPath, type FeedView } from "./feed-query";
import { apiGetter } from "~/utils/api-forward.server";

export function communityServer(context: AppLoadContext, request: Request) {
  const get = apiGetter(context.cloudflare.env, request);

  return {
    post: (id: string) => get<FeedPost | null>(`/api/posts/${encodeURIComponent(id)}`, parsePostResponse),
    comments: (id: string) => get<Page<FeedComment>>(`/api/posts/${encodeURIComponent(id)}/comments`, parseCommentsPage),
    /** The first page of the routines /explore shows for `view`. */
    routines: (view: FeedView) => get<Page<RoutineCardData>>(routinesPath({ limit: FEED_PAGE_SIZE, filter: view.filter }), parseRoutinesPage),
    /** The first page of the posts /explore shows for `view`. */
    posts: (view: FeedView) => get<Page<FeedPost>>(postsPath({ sort: view.sort, limit: FEED_PAGE_SIZE, filter: view.filter }), parsePostsPage),
    profile: (username: string) => get<ProfileData | null>(`/api/users/${encodeURIComponent(username)}`, parseProfilePage),
  };
}
