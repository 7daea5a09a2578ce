/**
 * /explore ("Social feed"): tabs Routines and Posts. Routines lists evaluated
 * public routines; Posts has a sort select (Recent, Most Liked). Both page with a cursor ("Load
 * more"). Likes are optimistic: applied at once, rolled back on failure, then the feed is refetched.
 * Like and load failures are only logged; a failed comment shows why and keeps its text.
 * The first page comes from the route's loader (rendered on the server) when it is for the list the
 * URL shows; later pages and refreshes are the browser's.
 * The tabs are links (/explore and /explore?tab=posts): each can be opened or shared, and Back
 * returns to the tab left.
 */
import { Link, useNavigate, useSearchParams } from "@remix-run/react";
import { useCallback, useId, useMemo, useRef, useState } from "react";
import { apiErrorText } from "~/utils/api-error-text";
import { useT } from "~/utils/i18n";
import { useSession } from "../session";
import { Button, Notice, PageTitle } from "../ui";
import { communityApi, type FeedSort } from "./community-api.client";
import { applyReaction, mergeRefetch, type FeedComment, type FeedPost, type Page, type RoutineCardData } from "./feed-data";
import { FEED_PAGE_SIZE, feedViewKey, feedViewOf } from "./feed-query";
import { PostCard } from "./post-card";
import { RoutineCard } from "./routine-summary";
import { FeedFilters } from "./feed-filters";
import { usePagedList } from "./use-paged-list";
import type { FeedFilter } from "@core/schemas/community";
import type { MessageKey } from "@core/i18n/catalogues";

export const PAGE_SIZE = FEED_PAGE_SIZE;
const MAX_REFETCH = 50;

type Tab = "routines" | "posts";

/** The first page the loader read, for the list named by `key` (feedViewKey). */
export type InitialFeed = { key: string; routines?: Page<RoutineCardData>; posts?: Page<FeedPost> };

const TABS: Array<{ id: Tab; label: MessageKey }> = [
  { id: "routines", label: "explore.tabRoutines" },
  { id: "posts", label: "explore.tabPosts" },
];

export function ExploreScreen({ initial = null }: { initial?: InitialFeed | null }) {
  const [params, setParams] = useSearchParams();
  const view = feedViewOf(params);
  const { tab, sort } = view;
  const { goal, skinType } = view.filter;
  // The server's page serves the list the page opened on, once: after a switch of tab, sort or
  // filter the browser reads every list itself (coming back must not show the page as it was).
  const key = feedViewKey(view);
  const [openedOn, setOpenedOn] = useState(initial?.key ?? null);
  if (openedOn !== null && openedOn !== key) setOpenedOn(null);
  const first = openedOn === key && initial?.key === key ? initial : null;
  // One object per filter value, so that the tabs' effects run again only when it changes.
  const filter = useMemo<FeedFilter>(() => ({ goal, skinType }), [goal, skinType]);
  const filterKey = `${goal ?? ""}|${skinType ?? ""}`;

  const setFilter = (next: FeedFilter) => {
    const p = new URLSearchParams(params);
    for (const key of ["goal", "skinType"] as const) {
      if (next[key]) p.set(key, next[key]);
      else p.delete(key);
    }
    setParams(p, { replace: true, preventScrollReset: true });
  };
  const { signedIn, ready } = useSession();
  const t = useT();
  const baseId = useId();
  const tabRefs = useRef<Record<Tab, HTMLAnchorElement | null>>({ routines: null, posts: null });

  const navigate = useNavigate();
  const tabHref = (next: Tab) => {
    const p = new URLSearchParams(params);
    if (next === "posts") p.set("tab", "posts");
    else {
      p.delete("tab");
      p.delete("sort");
    }
    // The goal and skin-type filters apply to both tabs and stay.
    const search = p.toString();
    return search ? `/explore?${search}` : "/explore";
  };

  const setSort = (next: FeedSort) => {
    const p = new URLSearchParams(params);
    p.set("tab", "posts");
    if (next === "recent") p.delete("sort");
    else p.set("sort", next);
    setParams(p, { replace: true, preventScrollReset: true });
  };

  function onTabKey(e: React.KeyboardEvent) {
    if (e.key !== "ArrowRight" && e.key !== "ArrowLeft" && e.key !== "Home" && e.key !== "End") return;
    e.preventDefault();
    const i = TABS.findIndex((x) => x.id === tab);
    const next =
      e.key === "Home" ? TABS[0] : e.key === "End" ? TABS[TABS.length - 1] : TABS[(i + (e.key === "ArrowRight" ? 1 : TABS.length - 1)) % TABS.length];
    navigate(tabHref(next.id), { preventScrollReset: true });
    tabRefs.current[next.id]?.focus();
  }

  return (
    <div className="space-y-5">
      <div className="space-y-1">
        <PageTitle>{t("explore.title")}</PageTitle>
        <p className="text-sm text-stone-700">{t("explore.intro")}</p>
      </div>
      <div role="tablist" aria-label={t("explore.title")} className="grid grid-cols-2 gap-1 rounded-full bg-stone-100 p-1" onKeyDown={onTabKey}>
        {TABS.map((x) => (
          <Link
            key={x.id}
            ref={(el) => {
              tabRefs.current[x.id] = el;
            }}
            to={tabHref(x.id)}
            preventScrollReset
            role="tab"
            id={`${baseId}-tab-${x.id}`}
            aria-selected={tab === x.id}
            aria-controls={`${baseId}-panel-${x.id}`}
            tabIndex={tab === x.id ? 0 : -1}
            className={`tap-target flex min-h-10 items-center justify-center rounded-full text-sm font-semibold transition-colors ${
              tab === x.id ? "bg-white text-stone-900 shadow-sm" : "text-stone-700 hover:text-stone-900"
            }`}
          >
            {t(x.label)}
          </Link>
        ))}
      </div>
      <FeedFilters filter={filter} onChange={setFilter} />
      <div role="tabpanel" id={`${baseId}-panel-${tab}`} aria-labelledby={`${baseId}-tab-${tab}`} tabIndex={0} className="outline-none">
        {!ready && !first ? (
          <p className="text-sm text-stone-600">{t("explore.loading")}</p>
        ) : tab === "routines" ? (
          <RoutinesTab key={filterKey} signedIn={signedIn} filter={filter} initial={first?.routines} />
        ) : (
          <PostsTab key={`${sort}|${filterKey}`} signedIn={signedIn} sort={sort} onSort={setSort} filter={filter} initial={first?.posts} />
        )}
      </div>
    </div>
  );
}

function LoadMore({ onClick, busy }: { onClick(): void; busy: boolean }) {
  const t = useT();
  return (
    <div className="flex justify-center pt-2">
      <Button variant="secondary" size="sm" onClick={onClick} loading={busy}>
        {t("explore.loadMore")}
      </Button>
    </div>
  );
}

function ErrorNotice({ message, onRetry }: { message: MessageKey; onRetry(): void }) {
  const t = useT();
  return (
    <Notice tone="error" className="flex items-center justify-between gap-3">
      <span>{t(message)}</span>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t("explore.retry")}
      </Button>
    </Notice>
  );
}

function RoutinesTab({ signedIn, filter, initial }: { signedIn: boolean; filter: FeedFilter; initial?: Page<RoutineCardData> }) {
  const fetchPage = useCallback(
    (cursor: string | null, signal?: AbortSignal) => communityApi.routines({ cursor, limit: PAGE_SIZE, signedIn, signal, filter }),
    [signedIn, filter],
  );
  const { state, retry, more } = usePagedList(fetchPage, "public routines", initial);
  const t = useT();

  if (state.status === "loading") return <p className="text-sm text-stone-600">{t("explore.loadingRoutines")}</p>;
  if (state.status === "error") return <ErrorNotice message="explore.routinesFailed" onRetry={retry} />;
  if (state.items.length === 0) {
    return <p className="py-8 text-center text-stone-700">{t(filter.goal || filter.skinType ? "explore.noMatches" : "explore.noRoutines")}</p>;
  }
  return (
    <div className="space-y-3">
      <ul className="grid gap-3 lg:grid-cols-2" data-testid="routine-feed">
        {state.items.map((r) => (
          <li key={r.id} className="min-w-0">
            <RoutineCard routine={r} />
          </li>
        ))}
      </ul>
      {state.nextCursor ? <LoadMore onClick={() => void more()} busy={state.loadingMore} /> : null}
    </div>
  );
}

function PostsTab({
  signedIn,
  sort,
  onSort,
  filter,
  initial,
}: {
  signedIn: boolean;
  sort: FeedSort;
  onSort(sort: FeedSort): void;
  filter: FeedFilter;
  initial?: Page<FeedPost>;
}) {
  const fetchPage = useCallback(
    (cursor: string | null, signal?: AbortSignal) => communityApi.posts({ sort, cursor, limit: PAGE_SIZE, signedIn, signal, filter }),
    [sort, signedIn, filter],
  );
  const { state, setState, retry, more } = usePagedList(fetchPage, "posts", initial);
  const t = useT();
  const [reacting, setReacting] = useState<ReadonlySet<string>>(new Set());
  const [reactionError, setReactionError] = useState<string | null>(null);
  const sortId = useId();
  const stateRef = useRef(state);
  stateRef.current = state;

  /** Reloads the loaded part of the feed (up to 50 posts) and keeps older pages after it. */
  const refetch = useCallback(async () => {
    const current = stateRef.current;
    const loaded = current.status === "ready" ? current.items.length : 0;
    const limit = Math.min(MAX_REFETCH, Math.max(PAGE_SIZE, loaded));
    try {
      const page = await communityApi.posts({ sort, limit, signedIn, filter });
      setState((s) => {
        if (s.status !== "ready") return { status: "ready", items: page.items, nextCursor: page.nextCursor, loadingMore: false };
        const items = mergeRefetch(page.items, s.items);
        return { ...s, items, nextCursor: s.items.length > page.items.length ? s.nextCursor : page.nextCursor };
      });
    } catch (error) {
      console.error("Could not refresh the feed", error);
    }
  }, [sort, signedIn, filter, setState]);

  const replacePost = (id: string, update: (p: FeedPost) => FeedPost) =>
    setState((s) => (s.status === "ready" ? { ...s, items: s.items.map((p) => (p.id === id ? update(p) : p)) } : s));

  async function react(post: FeedPost, isLike: boolean) {
    if (!signedIn || reacting.has(post.id)) return;
    const before = post;
    replacePost(post.id, (p) => applyReaction(p, isLike)); // optimistic
    setReacting((r) => new Set(r).add(post.id));
    setReactionError(null);
    try {
      await communityApi.react(post.id, isLike);
    } catch (error) {
      console.error("Could not save the reaction", error);
      replacePost(post.id, () => before); // roll back
      // An unverified address, a ban: said, not only rolled back.
      setReactionError(apiErrorText(t, error, t("post.reactionFailed")));
    } finally {
      setReacting((r) => {
        const next = new Set(r);
        next.delete(post.id);
        return next;
      });
      await refetch();
    }
  }

  async function comment(post: FeedPost, content: string): Promise<string | null> {
    try {
      await communityApi.comment(post.id, content);
      await refetch();
      return null;
    } catch (error) {
      console.error("Could not add the comment", error);
      return apiErrorText(t, error, t("comment.failed"));
    }
  }

  async function loadThread(post: FeedPost, cursor: string | null): Promise<Page<FeedComment> | null> {
    try {
      return await communityApi.comments(post.id, { cursor, signedIn });
    } catch (error) {
      console.error("Could not load comments", error);
      return null;
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-end gap-2">
        <label htmlFor={sortId} className="text-sm font-medium text-stone-800">
          {t("explore.sortBy")}
        </label>
        <select
          id={sortId}
          value={sort}
          onChange={(e) => onSort(e.target.value === "most-liked" ? "most-liked" : "recent")}
          className="min-h-11 rounded-xl border border-stone-400 bg-white px-3 py-2 text-sm text-stone-900"
        >
          <option value="recent">{t("explore.sortRecent")}</option>
          <option value="most-liked">{t("explore.sortMostLiked")}</option>
        </select>
      </div>
      {state.status === "loading" ? (
        <p className="text-sm text-stone-600">{t("explore.loadingPosts")}</p>
      ) : state.status === "error" ? (
        <ErrorNotice message="explore.postsFailed" onRetry={retry} />
      ) : state.items.length === 0 ? (
        <p className="py-8 text-center text-stone-700">{t(filter.goal || filter.skinType ? "explore.noMatches" : "explore.noPosts")}</p>
      ) : (
        <>
          {reactionError ? (
            <Notice tone="error">
              {reactionError}
            </Notice>
          ) : null}
          <ul className="grid items-start gap-4 lg:grid-cols-2" data-testid="post-feed">
            {state.items.map((post) => (
              <li key={post.id} className="min-w-0">
                <PostCard
                  post={post}
                  signedIn={signedIn}
                  reacting={reacting.has(post.id)}
                  onReact={(isLike) => void react(post, isLike)}
                  onComment={(content) => comment(post, content)}
                  loadThread={(cursor) => loadThread(post, cursor)}
                />
              </li>
            ))}
          </ul>
          {state.nextCursor ? <LoadMore onClick={() => void more()} busy={state.loadingMore} /> : null}
        </>
      )}
    </div>
  );
}
