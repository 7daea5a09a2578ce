/**
 * Moderation: members' open reports grouped by what they are about, the most reported first (paged
 * with "Load more"), and the Actioned view: hidden posts and comments and banned members, where
 * Restore and Lift ban live once Hide or Ban closed the reports. Each entry links to the reported
 * post, comment or member. Ban asks for confirmation. Each action is written to the audit log.
 */
import { useState } from "react";
import { Link } from "@remix-run/react";
import type { ModerationItem, ReportedAuthor } from "@core/api/moderation";
import type { MessageKey } from "@core/i18n/catalogues";
import type { ModerationAction } from "@core/schemas/community";
import { Button } from "~/components/ui";
import { useT } from "~/utils/i18n";
import { adminApi } from "./admin-api.client";
import { reasonIn, whenIn } from "./admin-text";
import { Badge } from "./controls";
import { QueueCard, useReviewQueue } from "./review-queue";

const DONE: Record<ModerationAction, MessageKey> = {
  hide: "adminUi.moderation.done.hide",
  restore: "adminUi.moderation.done.restore",
  dismiss: "adminUi.moderation.done.dismiss",
  ban: "adminUi.moderation.done.ban",
};

function authorOf(item: ModerationItem): ReportedAuthor | null {
  return item.content?.author ?? null;
}

type View = "open" | "actioned";

const fetchQueue = (cursor: string | null) => adminApi.moderationQueue(cursor);
const fetchActioned = async (cursor: string | null) => {
  const page = await adminApi.actioned(cursor);
  return { ...page, total: page.items.length };
};

export function ModerationTab() {
  const [view, setView] = useState<View>("open");
  const t = useT();
  return (
    <div className="space-y-3">
      <div className="flex gap-2" role="group" aria-label={t("adminUi.moderation.viewLabel")}>
        <Button
          size="sm"
          variant={view === "open" ? "primary" : "secondary"}
          aria-pressed={view === "open"}
          onClick={() => setView("open")}
        >
          {t("adminUi.moderation.openReports")}
        </Button>
        <Button
          size="sm"
          variant={view === "actioned" ? "primary" : "secondary"}
          aria-pressed={view === "actioned"}
          onClick={() => setView("actioned")}
        >
          {t("adminUi.moderation.actioned")}
        </Button>
      </div>
      {view === "open" ? (
        <ModerationList key="open" view="open" />
      ) : (
        <ModerationList key="actioned" view="actioned" />
      )}
    </div>
  );
}

function ModerationList({ view }: { view: View }) {
  const t = useT();
  const queue = useReviewQueue<ModerationItem>(
    view === "open" ? fetchQueue : fetchActioned,
    t("adminUi.moderation.loadFailed")
  );
  const [confirming, setConfirming] = useState<string | null>(null);

  function act(item: ModerationItem, action: ModerationAction) {
    setConfirming(null);
    void queue.decide(
      `${item.targetId}:${action}`,
      t("adminUi.moderation.actionFailed"),
      async () => {
        await adminApi.moderate({
          targetType: item.targetType,
          targetId: item.targetId,
          action,
        });
        await queue.load();
        return t(DONE[action]);
      }
    );
  }

  return (
    <QueueCard
      title={t(
        view === "open"
          ? "adminUi.moderation.titleOpen"
          : "adminUi.moderation.titleActioned"
      )}
      queue={queue}
      loadingText={t(
        view === "open"
          ? "adminUi.moderation.loadingOpen"
          : "adminUi.moderation.loadingActioned"
      )}
      emptyText={t(
        view === "open"
          ? "adminUi.moderation.emptyOpen"
          : "adminUi.moderation.emptyActioned"
      )}
    >
      {(items) => (
        <ul
          className="divide-y divide-stone-100"
          aria-label={t(
            view === "open"
              ? "adminUi.moderation.titleOpen"
              : "adminUi.moderation.listActioned"
          )}
        >
          {items.map((item) => {
            const key = `${item.targetType}:${item.targetId}`;
            return (
              <ModerationEntry
                key={key}
                item={item}
                view={view}
                busy={queue.busy}
                confirming={confirming === key}
                onConfirm={(on) => setConfirming(on ? key : null)}
                onAct={(a) => act(item, a)}
              />
            );
          })}
        </ul>
      )}
    </QueueCard>
  );
}

/** Where the reported thing is: the post, the comment in its post's thread, or the member's profile. */
/** A post or comment its author changed after the first open report: what was reported may no longer be in it (ADR 0087). */
function editedAfterReport(item: ModerationItem): boolean {
  const content = item.content;
  return Boolean(content && content.kind !== "user" && content.editedAt && content.editedAt > item.firstReportedAt);
}

function targetHref(item: ModerationItem): string | null {
  const content = item.content;
  if (!content) return null;
  if (content.kind === "post")
    return `/posts/${encodeURIComponent(content.postId)}`;
  if (content.kind === "comment")
    return `/posts/${encodeURIComponent(
      content.postId
    )}#comment-${encodeURIComponent(item.targetId)}`;
  return content.author.username
    ? `/u/${encodeURIComponent(content.author.username)}`
    : null;
}

function ModerationEntry({
  item,
  view,
  busy,
  confirming,
  onConfirm,
  onAct,
}: {
  item: ModerationItem;
  view: View;
  busy: string | null;
  confirming: boolean;
  onConfirm(on: boolean): void;
  onAct(action: ModerationAction): void;
}) {
  const t = useT();
  const author = authorOf(item);
  const href = targetHref(item);
  const content = item.content;
  const hidden = content && content.kind !== "user" ? content.hidden : false;
  const pending = (action: ModerationAction) =>
    busy === `${item.targetId}:${action}`;
  return (
    <li className="space-y-2 py-3 text-sm" data-testid="moderation-item">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">
          {t("adminUi.moderation.kind", { kind: item.targetType })}
        </Badge>
        {view === "open" ? (
          <Badge tone="amber">
            {t("adminUi.moderation.reportCount", { count: item.reportCount })}
          </Badge>
        ) : null}
        {hidden ? (
          <Badge tone="stone">{t("adminUi.moderation.hidden")}</Badge>
        ) : null}
        {view === "open" && editedAfterReport(item) ? (
          <Badge tone="amber">{t("adminUi.moderation.editedAfterReport")}</Badge>
        ) : null}
        {author?.banned ? (
          <Badge tone="red">{t("adminUi.moderation.authorBanned")}</Badge>
        ) : null}
        <span className="text-xs text-stone-600">
          {t("adminUi.moderation.since", {
            event:
              view === "open"
                ? "first"
                : item.targetType === "user"
                ? "banned"
                : "hidden",
            when: whenIn(t, item.firstReportedAt),
          })}
        </span>
        {href ? (
          <Link
            to={href}
            className="text-xs font-semibold text-brand-700 underline"
            data-testid="moderation-target-link"
          >
            {t("adminUi.moderation.openTarget", { kind: item.targetType })}
          </Link>
        ) : null}
      </div>
      {content === null ? (
        <p className="text-stone-700">{t("adminUi.moderation.gone")}</p>
      ) : content.kind === "post" ? (
        <div>
          <p
            className="break-words font-semibold text-stone-900"
            data-testid="moderation-title"
          >
            {content.title}
          </p>
          {content.description ? (
            <p className="line-clamp-3 whitespace-pre-line break-words text-stone-800">
              {content.description}
            </p>
          ) : null}
        </div>
      ) : content.kind === "comment" ? (
        <p
          className="line-clamp-4 whitespace-pre-line break-words text-stone-900"
          data-testid="moderation-title"
        >
          {content.content}
        </p>
      ) : null}
      {author ? (
        <p className="text-xs text-stone-700">
          {`${t(
            item.targetType === "user"
              ? "adminUi.moderation.memberLabel"
              : "adminUi.moderation.byLabel"
          )} `}
          {author.username ? (
            <Link
              to={`/u/${encodeURIComponent(author.username)}`}
              className="font-semibold text-brand-700 underline"
            >
              @{author.username}
            </Link>
          ) : (
            <span className="font-semibold">
              {author.name ?? t("adminUi.moderation.noUsername")}
            </span>
          )}
        </p>
      ) : null}
      {item.reports.length ? (
        <ul
          className="space-y-1 rounded-xl bg-stone-50 p-2 text-xs text-stone-800"
          aria-label={t("adminUi.moderation.reportsLabel")}
        >
          {item.reports.map((r) => (
            <li key={r.id}>
              <span className="font-semibold">{reasonIn(t, r.reason)}</span>
              {r.details ? `: ${r.details}` : ""}
              <span className="text-stone-600">
                {" "}
                ·{" "}
                {r.reporter?.username
                  ? `@${r.reporter.username}`
                  : r.reporter?.name ?? t("adminUi.moderation.aMember")}{" "}
                · {whenIn(t, r.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {confirming && author ? (
        <div
          className="space-y-2 rounded-xl border border-red-200 bg-red-50 p-2 text-sm text-red-900"
          role="alert"
        >
          <p>
            {t("adminUi.moderation.banConfirm", {
              who: author.username
                ? `@${author.username}`
                : author.name ?? t("adminUi.moderation.thisMember"),
            })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="danger"
              onClick={() => onAct("ban")}
              loading={pending("ban")}
              disabled={busy !== null}
            >
              {t("adminUi.moderation.confirmBan")}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onConfirm(false)}
              disabled={busy !== null}
            >
              {t("adminUi.moderation.cancel")}
            </Button>
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {content && content.kind !== "user" ? (
          hidden ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onAct("restore")}
              loading={pending("restore")}
              disabled={busy !== null}
            >
              {t("adminUi.moderation.restore")}
            </Button>
          ) : (
            <Button
              size="sm"
              onClick={() => onAct("hide")}
              loading={pending("hide")}
              disabled={busy !== null}
            >
              {t("adminUi.moderation.hide")}
            </Button>
          )
        ) : null}
        {author && !author.banned && !confirming ? (
          <Button
            size="sm"
            variant="danger"
            onClick={() => onConfirm(true)}
            disabled={busy !== null}
          >
            {t(
              item.targetType === "user"
                ? "adminUi.moderation.banMember"
                : "adminUi.moderation.banAuthor"
            )}
          </Button>
        ) : null}
        {author?.banned && item.targetType === "user" ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onAct("restore")}
            loading={pending("restore")}
            disabled={busy !== null}
          >
            {t("adminUi.moderation.liftBan")}
          </Button>
        ) : null}
        {view === "open" ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onAct("dismiss")}
            loading={pending("dismiss")}
            disabled={busy !== null}
          >
            {t("adminUi.dismiss")}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
