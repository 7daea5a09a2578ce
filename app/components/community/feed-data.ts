/**
 * Shapes of the community endpoints as the web app uses them, parsed defensively, plus the pure
 * rules of the feed: card kinds, the like/dislike toggle, merging a refetch.
 */

import type { FeedComment, FeedPostOf, FeedRoutine, FeedRoutineProduct, PublicUser } from "@core/api/community";
import type { ScoresAsRead, StackProduct } from "@core/api/routines";

export type { FeedComment, PublicUser };

/** A card's product; the public list may also send its image. */
export type ProductSummary = Pick<FeedRoutineProduct, "id" | "name" | "brand" | "productType"> & Partial<Pick<StackProduct, "imageUrl">>;

export type ScoreSummary = ScoresAsRead;

export type RoutineCardData = Pick<FeedRoutine, "id" | "name" | "goal" | "createdAt" | "overallScore"> & {
  morningProducts: ProductSummary[];
  nightProducts: ProductSummary[];
  evaluation: ScoreSummary | null;
  user: PublicUser | null;
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

/* ------------------------------------------------------------------ parsing */

type Rec = Record<string, unknown>;
const rec = (v: unknown): Rec | null => (v && typeof v === "object" && !Array.isArray(v) ? (v as Rec) : null);
const str = (v: unknown, fallback = ""): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : fallback);
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function parseUser(v: unknown): PublicUser {
  const u = rec(v);
  return { name: typeof u?.name === "string" ? u.name : null, username: typeof u?.username === "string" ? u.username : null };
}

function parseProducts(v: unknown): ProductSummary[] {
  return list(v)
    .map(rec)
    .filter((p): p is Rec => p !== null)
    .map((p) => ({
      id: str(p.id),
      name: str(p.name ?? p.productName),
      brand: str(p.brand),
      productType: str(p.productType),
      ...(str(p.imageUrl) ? { imageUrl: str(p.imageUrl) } : {}),
    }));
}

function parseScores(v: unknown): ScoreSummary | null {
  const e = rec(v);
  if (!e) return null;
  return {
    completenessScore: num(e.completenessScore),
    effectivenessScore: num(e.effectivenessScore),
    safetyScore: num(e.safetyScore),
    ingredientQualityScore: num(e.ingredientQualityScore),
    routineBalanceScore: num(e.routineBalanceScore),
    overallScore: num(e.overallScore),
  };
}

export function parseRoutineCard(v: unknown): RoutineCardData | null {
  const s = rec(v);
  if (!s || !str(s.id)) return null;
  const evaluation = parseScores(s.evaluation) ?? parseScores(list(s.evaluations)[0]);
  const overall = num(s.overallScore) ?? (evaluation?.overallScore != null ? Math.round(evaluation.overallScore) : 0);
  return {
    id: str(s.id),
    name: str(s.name),
    goal: str(s.goal),
    createdAt: str(s.createdAt),
    morningProducts: parseProducts(s.morningProducts),
    nightProducts: parseProducts(s.nightProducts),
    evaluation,
    overallScore: overall,
    user: s.user ? parseUser(s.user) : null,
  };
}

export function parseComment(v: unknown): FeedComment | null {
  const c = rec(v);
  if (!c || !str(c.id)) return null;
  return {
    id: str(c.id),
    content: str(c.content),
    createdAt: str(c.createdAt),
    editedAt: str(c.editedAt) || null,
    userId: str(c.userId),
    user: parseUser(c.user),
    ...(c.hidden === true ? { hidden: true as const } : {}),
  };
}

export function parseComments(v: unknown): FeedComment[] {
  return list(v).map(parseComment).filter((c): c is FeedComment => c !== null);
}

export function parsePost(v: unknown): FeedPost | null {
  const p = rec(v);
  if (!p || !str(p.id)) return null;
  const routine = parseRoutineCard(p.stack);
  if (!routine) return null;
  const comments = parseComments(p.comments);
  return {
    id: str(p.id),
    title: str(p.title),
    description: str(p.description),
    createdAt: str(p.createdAt),
    editedAt: str(p.editedAt) || null,
    userId: str(p.userId),
    user: parseUser(p.user),
    stackId: str(p.stackId) || routine.id,
    stack: routine,
    likeCount: num(p.likeCount) ?? 0,
    dislikeCount: num(p.dislikeCount) ?? 0,
    viewerReaction: typeof p.viewerReaction === "boolean" ? p.viewerReaction : null,
    commentCount: num(p.commentCount) ?? comments.length,
    comments,
    ...(p.hidden === true ? { hidden: true as const } : {}),
  };
}

function cursorOf(data: Rec | null): string | null {
  return typeof data?.nextCursor === "string" && data.nextCursor ? data.nextCursor : null;
}

export function parsePostsPage(data: unknown): Page<FeedPost> {
  const d = rec(data);
  return { items: list(d?.posts).map(parsePost).filter((p): p is FeedPost => p !== null), nextCursor: cursorOf(d) };
}

export function parseRoutinesPage(data: unknown): Page<RoutineCardData> {
  const d = rec(data);
  return { items: list(d?.routines).map(parseRoutineCard).filter((s): s is RoutineCardData => s !== null), nextCursor: cursorOf(d) };
}

/** GET /api/posts/{id}: the post, or null. */
export function parsePostResponse(data: unknown): FeedPost | null {
  return parsePost(rec(data)?.post);
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

export function parseCommentsPage(data: unknown): Page<FeedComment> {
  const d = rec(data);
  return { items: parseComments(d?.comments), nextCursor: cursorOf(d) };
}
