/**
 * /notifications ("See all" in the bell): every notification, newest first, paged. The likes of
 * one post show as one line ("Ana and 9 others liked your post"); a comment shows its excerpt.
 * Opening a line marks it read (the whole group) and goes to the post, at the comment for a comment.
 */
import { useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { groupText } from "@core/notification-text";
import { notificationsApi } from "~/utils/api.client";
import { relativeTime } from "~/utils/format";
import { useLiveEvent } from "~/utils/live-events";
import { announceNotificationsRead, parseNotificationGroups, type NotificationGroup } from "~/utils/notifications";
import { useLoginPath } from "~/utils/use-login-path";
import { ChatIcon, HeartIcon } from "../icons";
import { useSession } from "../session";
import { Button, ButtonLink, Card, Notice, PageTitle } from "../ui";
import { communityApi } from "./community-api.client";
import { notificationHref } from "./notification-targets";

type State =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; items: NotificationGroup[]; nextCursor: string | null; loadingMore: boolean };

export function NotificationsScreen() {
  const { signedIn, ready } = useSession();
  const loginPath = useLoginPath();
  if (!signedIn) {
    if (!ready) return <p className="text-sm text-stone-600">Loading...</p>;
    return (
      <Card className="space-y-4 text-center">
        <h1 className="text-xl font-bold tracking-tight text-stone-900">Login Required</h1>
        <p className="text-stone-700">Log in to see your notifications.</p>
        <ButtonLink to={loginPath}>Log In</ButtonLink>
      </Card>
    );
  }
  return <NotificationsList />;
}

function NotificationsList() {
  const [state, setState] = useState<State>({ status: "loading" });
  const navigate = useNavigate();

  const loadFirst = useCallback(async (signal?: AbortSignal) => {
    try {
      const page = parseNotificationGroups(await communityApi.notificationGroups({ signal }));
      setState({ status: "ready", items: page.items, nextCursor: page.nextCursor, loadingMore: false });
    } catch (error) {
      if (signal?.aborted) return;
      console.error("Could not load notifications", error);
      setState((s) => (s.status === "ready" ? s : { status: "error" }));
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void loadFirst(controller.signal);
    return () => controller.abort();
  }, [loadFirst]);

  // Something new arrived: the newest page again (a like may join an existing group).
  useLiveEvent("notification", () => void loadFirst());

  async function more() {
    if (state.status !== "ready" || !state.nextCursor) return;
    setState({ ...state, loadingMore: true });
    try {
      const page = parseNotificationGroups(await communityApi.notificationGroups({ cursor: state.nextCursor }));
      setState((s) =>
        s.status === "ready"
          ? { status: "ready", items: [...s.items, ...page.items.filter((g) => !s.items.some((x) => x.id === g.id))], nextCursor: page.nextCursor, loadingMore: false }
          : s,
      );
    } catch (error) {
      console.error("Could not load more notifications", error);
      setState((s) => (s.status === "ready" ? { ...s, loadingMore: false } : s));
    }
  }

  const markLocally = (read: (g: NotificationGroup) => boolean) =>
    setState((s) => (s.status === "ready" ? { ...s, items: s.items.map((g) => (read(g) ? { ...g, isRead: true } : g)) } : s));

  async function open(group: NotificationGroup) {
    if (!group.isRead) {
      markLocally((g) => g.id === group.id);
      try {
        await communityApi.markNotificationGroupRead(group.id);
        announceNotificationsRead();
      } catch (error) {
        console.error("Could not mark the notification read", error);
      }
    }
    const href = notificationHref(group);
    if (href) navigate(href);
  }

  async function markAllRead() {
    markLocally(() => true);
    try {
      await notificationsApi.markAllRead();
      announceNotificationsRead();
    } catch (error) {
      console.error("Could not mark all notifications read", error);
    }
  }

  const anyUnread = state.status === "ready" && state.items.some((g) => !g.isRead);

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <PageTitle>Notifications</PageTitle>
        {anyUnread ? (
          <Button variant="secondary" size="sm" onClick={() => void markAllRead()}>
            Mark all read
          </Button>
        ) : null}
      </div>
      {state.status === "loading" ? (
        <p className="text-sm text-stone-600">Loading...</p>
      ) : state.status === "error" ? (
        <Notice tone="error" className="flex items-center justify-between gap-3">
          <span>Could not load notifications. Please try again.</span>
          <Button variant="secondary" size="sm" onClick={() => void loadFirst()}>
            Retry
          </Button>
        </Notice>
      ) : state.items.length === 0 ? (
        <p className="py-8 text-center text-stone-700">No notifications yet</p>
      ) : (
        <>
          <ul className="divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white" data-testid="notification-list">
            {state.items.map((g) => (
              <li key={g.id}>
                <button
                  type="button"
                  onClick={() => void open(g)}
                  className={`flex w-full items-start gap-3 px-4 py-3 text-left text-sm hover:bg-stone-50 ${g.isRead ? "" : "bg-brand-50"}`}
                  data-testid="notification-group"
                >
                  {g.type === "like" ? (
                    <HeartIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
                  ) : (
                    <ChatIcon className="mt-0.5 size-4 shrink-0 text-stone-700" />
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="block break-words text-stone-900">{groupText(g)}</span>
                    {g.type === "comment" && g.commentExcerpt ? (
                      <span className="mt-0.5 block break-words text-stone-700" data-testid="comment-excerpt">
                        “{g.commentExcerpt}”
                      </span>
                    ) : null}
                    <span className="block text-xs text-stone-600">{relativeTime(g.createdAt)}</span>
                  </span>
                  {g.isRead ? null : (
                    <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600">
                      <span className="sr-only">Unread</span>
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
          {state.nextCursor ? (
            <div className="flex justify-center">
              <Button variant="secondary" size="sm" onClick={() => void more()} loading={state.loadingMore}>
                Load more
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
