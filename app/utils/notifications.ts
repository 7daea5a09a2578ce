/**
 * The notifications the bell and the notifications page show, as the api answers them (core/api/community,
 * through the typed client), and the page event that keeps the bell's badge in step.
 */
import type { NotificationGroup, NotificationItem } from "@core/api/community";

export type { NotificationGroup };

/** A notification of the bell list (GET /api/notifications). */
export type AppNotification = NotificationItem;

/** Said in the page when notifications were marked read elsewhere than the bell, so that its badge follows. */
export const NOTIFICATIONS_READ_EVENT = "skinstack:notifications-read";

export function announceNotificationsRead(target: Pick<EventTarget, "dispatchEvent"> = window): void {
  target.dispatchEvent(new Event(NOTIFICATIONS_READ_EVENT));
}
