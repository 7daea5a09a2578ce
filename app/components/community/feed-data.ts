/**
 * The community's shapes as the web app shows them (the api's own types, core/api/community),
 * plus the pure rules of the feed: card kinds, the like/dislike toggle, merging a refetch.
 */

import type { FeedComment, FeedPostOf, FeedRoutine, FeedRoutineProduct, PublicUser } from "@core/api/community";

export type { FeedComment, PublicUser };

/** A card's product. */
export type ProductSummary = Pick<FeedRoutineProduct, "id" | "name" | "brand" | "productType">;

/** A routine card: a post's routine, or one of the public list, which also names its owner. */
export type RoutineCardData = Pick<FeedRoutine, "id" | "name" | "goal" | "createdAt" | "overallScore" | "evaluation"> & {
  morningProducts: ProductSummary[];
  nightProducts: ProductSummary[];
  user?: PublicUser;
};

export type FeedPost = FeedPostOf<RoutineCardData>;

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export type CardKind = "Morning" | "Night" | "Both" | "Empty";

/** Post and routine card kinds: which routines the stack has products in. */
export function cardKind(routine: Pick<RoutineCardData, "morningProducts" | "nightProducts">): CardKind {
  const morning = routine.morningProducts.length > 0;
  const night = routine.nightProducts.length > 0;
  if (morning && night) return "Both";
  if (morning) return "Morning";
  if (night) return "Night";
  return "Empty";
}

/** A person's public name: name, else username, else 'Anonymous'. */
export function displayName(user: PublicUser | null | undefined, anonymous = "Anonymous"): string {
  return user?.name?.trim() || user?.username?.trim() || anonymous;
}

/**
 * The reaction toggle applied locally: no reaction -> set; the same value -> removed;
 * the other value -> switched. Counts follow.
 */
export function applyReaction<T extends Pick<FeedPost, "likeCount" | "dislikeCount" | "viewerReaction">>(post: T, isLike: boolean): T {
  let { likeCount, dislikeCount } = post;
  const current = post.viewerReaction;
  if (current === true) likeCount--;
  if (current === false) dislikeCount--;
  const next = current === isLike ? null : isLike;
  if (next === true) likeCount++;
  if (next === false) dislikeCount++;
  return { ...post, likeCount: Math.max(0, likeCount), dislikeCount: Math.max(0, dislikeCount), viewerReaction: next };
}

/** After a refetch of the first `fresh.length` posts: fresh ones first, older loaded ones kept after. */
export function mergeRefetch<T extends { id: string }>(fresh: T[], loaded: T[]): T[] {
  const ids = new Set(fresh.map((p) => p.id));
  const keepFrom = loaded.length > fresh.length ? fresh.length : loaded.length;
  return [...fresh, ...loaded.slice(keepFrom).filter((p) => !ids.has(p.id))];
}

/**
 * A loaded thread plus more comments (a later page, a new or an edited comment): one entry per id,
 * the newer version winning, oldest first.
 */
export function mergeComments(loaded: FeedComment[], more: FeedComment[]): FeedComment[] {
  const byId = new Map(loaded.map((c) => [c.id, c]));
  for (const c of more) byId.set(c.id, c);
  return [...byId.values()].sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
