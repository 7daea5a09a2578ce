/**
 * What /explore shows, read from its URL (tab, sort, filters), and the api paths of a feed page:
 * one rule for the loader (the first page, rendered on the server) and the browser (later pages).
 */
import { feedFilterOf, type FeedFilter } from "@core/schemas/community";

export type FeedTab = "routines" | "posts";
export type FeedSort = "recent" | "most-liked";

export interface FeedView {
  tab: FeedTab;
  sort: FeedSort;
  filter: FeedFilter;
}

export const FEED_PAGE_SIZE = 20;

export function feedViewOf(params: URLSearchParams): FeedView {
  return {
    tab: params.get("tab") === "posts" ? "posts" : "routines",
    sort: params.get("sort") === "most-liked" ? "most-liked" : "recent",
    filter: feedFilterOf(params),
  };
}

/** One string per list the feed can show: a page loaded for one key is never shown for another. */
export function feedViewKey(view: FeedView): string {
  return [view.tab, view.tab === "posts" ? view.sort : "", view.filter.goal ?? "", view.filter.skinType ?? ""].join("|");
}

export function queryString(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== null && value !== undefined && value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
}

export function routinesPath(o: { cursor?: string | null; limit?: number; filter?: FeedFilter }): string {
  return `/api/routines/public${queryString({ cursor: o.cursor, limit: o.limit, ...o.filter })}`;
}

export function postsPath(o: { sort: FeedSort; cursor?: string | null; limit?: number; filter?: FeedFilter }): string {
  return `/api/posts${queryString({ sort: o.sort, cursor: o.cursor, limit: o.limit, ...o.filter })}`;
}
