/**
 * Loaders' calls for the post page, forwarding the visitor's session cookie to the api Worker
 * (./api-forward.server) so that the post carries the viewer's own reaction.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { parseCommentsPage, parsePostResponse, type FeedComment, type FeedPost, type Page } from "~/components/community/feed-data";
import { forwardToApi } from "./api-forward.server";

type Result<T> = { ok: true; data: T } | { ok: false; status: number };

export function communityServer(context: AppLoadContext, request: Request) {
  const env = context.cloudflare.env;
  const cookie = request.headers.get("cookie");

  async function get<T>(path: string, parse: (data: unknown) => T): Promise<Result<T>> {
    const headers = new Headers({ accept: "application/json" });
    if (cookie) headers.set("cookie", cookie);
    try {
      const response = await forwardToApi(env, new Request(new URL(path, request.url), { headers }));
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        return { ok: false, status: response.status };
      }
      return { ok: true, data: parse(await response.json()) };
    } catch (error) {
      console.error(`api ${path} failed`, error);
      return { ok: false, status: 0 };
    }
  }

  return {
    post: (id: string) => get<FeedPost | null>(`/api/posts/${encodeURIComponent(id)}`, parsePostResponse),
    comments: (id: string) => get<Page<FeedComment>>(`/api/posts/${encodeURIComponent(id)}/comments`, parseCommentsPage),
  };
}
