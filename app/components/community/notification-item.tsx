/** One line of the notifications (the bell's list, the notifications page): icon, text, time, and a dot while unread. */
import { useT } from "~/utils/i18n";
import { useRelativeTime } from "./relative-time";
import { ChatIcon, HeartIcon } from "../icons";

export function NotificationItem({
  type,
  isRead,
  createdAt,
  onOpen,
  testId,
  children,
}: {
  type: string;
  isRead: boolean;
  createdAt: string;
  onOpen(): void;
  testId?: string;
  /** What happened, above the time. */
  children: React.ReactNode;
}) {
  const t = useT();
  const ago = useRelativeTime();
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className={`flex w-full items-start gap-3 px-4 py-3 text-left text-sm hover:bg-stone-50 ${isRead ? "" : "bg-brand-50"}`}
        data-testid={testId}
      >
        {type === "like" ? <HeartIcon className="mt-0.5 size-4 shrink-0 text-brand-700" /> : <ChatIcon className="mt-0.5 size-4 shrink-0 text-stone-700" />}
        <span className="min-w-0 flex-1">
          {children}
          <span className="block text-xs text-stone-600" suppressHydrationWarning>
            {ago(createdAt)}
          </span>
        </span>
        {isRead ? null : (
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600">
            <span className="sr-only">{t("notifications.unread")}</span>
          </span>
        )}
      </button>
    </li>
  );
}
