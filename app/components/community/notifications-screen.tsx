/**
 * /notifications ("See all" in the bell): every notification, newest first, paged. The likes of
 * one post show as one line ("Ana and 9 others liked your post"); a comment shows its excerpt.
 * Opening a line marks it read (the whole group) and goes to the post, at the comment for a comment.
 */
import { useNavigate } from "@remix-run/react";
import { groupSentence } from "@core/notification-sentence";
import { useT } from "~/utils/i18n";
import { notificationsApi } from "~/utils/api.client";
import { useLiveEvent } from "~/utils/live-events";
import { announceNotificationsRead, type NotificationGroup } from "~/utils/notifications";
import { useLoginPath } from "~/utils/use-login-path";
import { useSession } from "../session";
import { Button, Notice, PageTitle, TitleRow } from "../ui";
import { Gate } from "./gate";
import { NotificationItem } from "./notification-item";
import { notificationHref } from "./notification-targets";
import { usePagedList } from "./use-paged-list";

const fetchGroups = async (cursor: string | null, signal?: AbortSignal) => {
  const { groups, nextCursor } = await notificationsApi.groups({ cursor, signal });
  return { items: groups, nextCursor };
};

export function NotificationsScreen() {
  const { signedIn, ready } = useSession();
  const loginPath = useLoginPath();
  const t = useT();
  if (!signedIn) {
    if (!ready) return <p className="text-sm text-stone-600">{t("community.loading")}</p>;
    return <Gate title={t("community.loginRequired")} text={t("notifications.loginText")} to={loginPath} action={t("community.logIn")} />;
  }
  return <NotificationsList />;
}

function NotificationsList() {
  const navigate = useNavigate();
  const { state, setState, reload, more } = usePagedList(fetchGroups, "notifications");
  const t = useT();

  // Something new arrived: the newest page again (a like may join an existing group).
  useLiveEvent("notification", () => void reload());

  const markLocally = (read: (g: NotificationGroup) => boolean) =>
    setState((s) => (s.status === "ready" ? { ...s, items: s.items.map((g) => (read(g) ? { ...g, isRead: true } : g)) } : s));

  async function open(group: NotificationGroup) {
    if (!group.isRead) {
      markLocally((g) => g.id === group.id);
      try {
        await notificationsApi.markRead(group.id, "group");
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
      <TitleRow>
        <PageTitle>{t("notifications.title")}</PageTitle>
        {anyUnread ? (
          <Button variant="secondary" size="sm" className="whitespace-nowrap" onClick={() => void markAllRead()}>
            {t("notifications.markAllRead")}
          </Button>
        ) : null}
      </TitleRow>
      {state.status === "loading" ? (
        // The size of the empty state, which most often replaces it: the footer does not jump (CLS).
        <p role="status" className="py-8 text-center text-stone-700">
          {t("community.loading")}
        </p>
      ) : state.status === "error" ? (
        <Notice tone="error" className="flex items-center justify-between gap-3">
          <span>{t("notifications.loadFailed")}</span>
          <Button variant="secondary" size="sm" onClick={() => void reload()}>
            {t("explore.retry")}
          </Button>
        </Notice>
      ) : state.items.length === 0 ? (
        <p className="py-8 text-center text-stone-700">{t("notifications.none")}</p>
      ) : (
        <>
          <ul className="divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white" data-testid="notification-list">
            {state.items.map((g) => (
              <NotificationItem key={g.id} type={g.type} isRead={g.isRead} createdAt={g.createdAt} onOpen={() => void open(g)} testId="notification-group">
                <span className="block wrap-anywhere text-stone-900">{groupSentence(t, g)}</span>
                {g.type === "comment" && g.commentExcerpt ? (
                  <span className="mt-0.5 block wrap-anywhere text-stone-700" data-testid="comment-excerpt">
                    “{g.commentExcerpt}”
                  </span>
                ) : null}
              </NotificationItem>
            ))}
          </ul>
          {state.nextCursor ? (
            <div className="flex justify-center">
              <Button variant="secondary" size="sm" onClick={() => void more()} loading={state.loadingMore}>
                {t("explore.loadMore")}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
