/**
 * What /explore shows, read from its URL (tab, sort, filters), and the api query of a feed page:
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

/**
 * The query of a list page (GET /api/posts, /api/routines/public, a post's comments): what is not
 * set is left out (the typed client sends no undefined value).
 */
export function feedQuery(o: { cursor?: string | null; limit?: number; filter?: FeedFilter }) {
  return { cursor: o.cursor || undefined, limit: o.limit ? String(o.limit) : undefined, goal: o.filter?.goal, skinType: o.filter?.skinType };
}
