/**
 * The header's notifications bell. It shows itself only once GET /api/notifications/unread-count
 * answers 200; a 404 (the api does not serve notifications) hides it quietly and stops asking.
 * Errors are only logged. Count and list are refetched every 30 s, and at once
 * when a live `notification` event arrives (app/utils/live-events.ts), which also shows a brief
 * toast. Clicking a notification opens its post, at the comment for a comment
 * (community/notification-targets.ts); "See all" opens /notifications.
 */
import { Link, useLocation, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { notificationsApi } from "~/utils/api.client";
import { useLiveEvent } from "~/utils/live-events";
import { badgeText } from "~/utils/format";
import { isApiError } from "~/utils/http";
import { useT } from "~/utils/i18n";
import { notificationSentence } from "@core/notification-sentence";
import { NOTIFICATIONS_READ_EVENT, type AppNotification } from "~/utils/notifications";
import { NotificationItem } from "./community/notification-item";
import { notificationHref } from "./community/notification-targets";
import { useToast } from "./toast";
import { BellIcon } from "./icons";
import { usePopover } from "./disclosure";

export const NOTIFICATIONS_POLL_MS = 30_000;
/** How long the toast of a notification that just arrived stays. */
export const LIVE_TOAST_MS = 4000;

export function NotificationsBell() {
  const [available, setAvailable] = useState(false);
  const [unread, setUnread] = useState(0);
  const [items, setItems] = useState<AppNotification[] | null>(null);
  const [countVersion, setCountVersion] = useState(0);
  const navigate = useNavigate();
  const { open, close, panelId, container, buttonProps } = usePopover();
  const t = useT();

  // Unread count: probe, then poll while the endpoint exists.
  useEffect(() => {
    let stopped = false;
    let timer: number | undefined;
    const controller = new AbortController();
    async function load() {
      try {
        const { count } = await notificationsApi.unreadCount(controller.signal);
        if (stopped) return;
        setAvailable(true);
        setUnread(count);
      } catch (error) {
        if (stopped || controller.signal.aborted) return;
        if (isApiError(error, 404)) {
          setAvailable(false);
          return; // not served (yet): hide and stop polling
        }
        console.error("Could not load the unread notification count", error);
      }
      timer = window.setTimeout(load, NOTIFICATIONS_POLL_MS);
    }
    void load();
    return () => {
      stopped = true;
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [countVersion]);

  const loadList = useCallback(async (signal?: AbortSignal) => {
    try {
      setItems((await notificationsApi.list(signal)).notifications);
    } catch (error) {
      if (!signal?.aborted) console.error("Could not load notifications", error);
    }
  }, []);

  // The list: loaded on open, refetched every 30 s while open.
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    void loadList(controller.signal);
    const id = window.setInterval(() => void loadList(controller.signal), NOTIFICATIONS_POLL_MS);
    return () => {
      controller.abort();
      window.clearInterval(id);
    };
  }, [open, loadList]);

  // A like or comment just arrived: count again now (the 30 s poll restarts), and the open list too.
  const openRef = useRef(open);
  openRef.current = open;
  const { toast } = useToast();
  const { pathname } = useLocation();
  useLiveEvent("notification", (event) => {
    if (!event.notification.isRead) setUnread((u) => u + 1);
    // Just under the header, away from the page's main actions (a dialog sits above it); not while
    // the list itself is in view (the open popover, the notifications page), which updates instead.
    if (event.notification.message && !openRef.current && pathname !== "/notifications") {
      toast(notificationSentence(t, event.notification), { placement: "top", duration: LIVE_TOAST_MS });
    }
    setCountVersion((v) => v + 1);
    if (openRef.current) void loadList();
  });

  // The notifications page marked some read: count again now.
  useEffect(() => {
    const recount = () => setCountVersion((v) => v + 1);
    window.addEventListener(NOTIFICATIONS_READ_EVENT, recount);
    return () => window.removeEventListener(NOTIFICATIONS_READ_EVENT, recount);
  }, []);

  if (!available) return null;

  const badge = badgeText(unread);

  async function markRead(n: AppNotification) {
    if (n.isRead) return;
    setItems((list) => list?.map((x) => (x.id === n.id ? { ...x, isRead: true } : x)) ?? null);
    setUnread((u) => Math.max(0, u - 1));
    try {
      await notificationsApi.markRead(n.id);
    } catch (error) {
      console.error("Could not mark the notification read", error);
    }
  }

  async function markAllRead() {
    setItems((list) => list?.map((x) => ({ ...x, isRead: true })) ?? null);
    setUnread(0);
    try {
      await notificationsApi.markAllRead();
    } catch (error) {
      console.error("Could not mark all notifications read", error);
    }
  }

  function onItemClick(n: AppNotification) {
    void markRead(n);
    const href = notificationHref(n);
    if (href) {
      close();
      navigate(href);
    }
  }

  return (
    // The panel is positioned against the header row (not this wrapper), so it fits a 390 px screen.
    <div ref={container}>
      <button
        {...buttonProps}
        aria-label={badge ? t("notifications.bellUnread", { count: unread }) : t("notifications.title")}
        className="tap-target rounded-full p-2 text-stone-800 hover:bg-stone-100"
      >
        <BellIcon className="size-5" />
        {badge ? (
          <span
            aria-hidden="true"
            className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-[0.6875rem] font-bold leading-5 text-white"
          >
            {badge}
          </span>
        ) : null}
      </button>
      <div
        id={panelId}
        hidden={!open}
        role="region"
        aria-label={t("notifications.title")}
        className="absolute right-4 top-full z-40 mt-1 w-80 max-w-[calc(100%-2rem)] rounded-xl border border-stone-200 bg-white shadow-lg"
      >
        <div className="flex items-center justify-between border-b border-stone-100 px-4 py-3">
          <h2 className="text-sm font-semibold">{t("notifications.title")}</h2>
          {unread > 0 ? (
            <button type="button" onClick={markAllRead} className="text-xs font-medium text-brand-700 hover:underline">
              {t("notifications.markAllRead")}
            </button>
          ) : null}
        </div>
        <div className="h-80 overflow-y-auto">
          {items === null ? (
            <p className="p-4 text-sm text-stone-600">{t("community.loading")}</p>
          ) : items.length === 0 ? (
            <p className="p-4 text-sm text-stone-600">{t("notifications.none")}</p>
          ) : (
            <ul>
              {items.map((n) => (
                <NotificationItem key={n.id} type={n.type} isRead={n.isRead} createdAt={n.createdAt} onOpen={() => onItemClick(n)}>
                  <span className="block text-stone-900 wrap-anywhere">{notificationSentence(t, n)}</span>
                </NotificationItem>
              ))}
            </ul>
          )}
        </div>
        <div className="border-t border-stone-100 px-4 py-2 text-center">
          <Link to="/notifications" onClick={close} className="text-sm font-semibold text-brand-700 hover:underline">
            {t("notifications.seeAll")}
          </Link>
        </div>
      </div>
    </div>
  );
}
