/**
 * Moderation: members' open reports grouped by what they are about, the most reported first (paged
 * with "Load more"), and the Actioned view: hidden posts and comments and banned members, where
 * Restore and Lift ban live once Hide or Ban closed the reports. Each entry links to the reported
 * post, comment or member. Ban asks for confirmation. Each action is written to the audit log.
 */
import { useState } from "react";
import { Link } from "@remix-run/react";
import type { ModerationItem, ReportedAuthor } from "@core/api/moderation";
import { REPORT_REASONS, type ModerationAction } from "@core/schemas/community";
import { Button } from "~/components/ui";
import { adminApi } from "./admin-api.client";
import { formatWhen } from "./admin-forms";
import { Badge } from "./controls";
import { QueueCard, useReviewQueue } from "./review-queue";

const reasonLabel = (id: string) =>
  REPORT_REASONS.find((r) => r.id === id)?.label ?? id;

const DONE: Record<ModerationAction, string> = {
  hide: "Hidden: only its author sees it now. Restore it from Actioned.",
  restore: "Restored.",
  dismiss: "Reports dismissed.",
  ban: "Banned and signed out everywhere. Lift the ban from Actioned.",
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
  return (
    <div className="space-y-3">
      <div className="flex gap-2" role="group" aria-label="Moderation view">
        <Button
          size="sm"
          variant={view === "open" ? "primary" : "secondary"}
          aria-pressed={view === "open"}
          onClick={() => setView("open")}
        >
          Open reports
        </Button>
        <Button
          size="sm"
          variant={view === "actioned" ? "primary" : "secondary"}
          aria-pressed={view === "actioned"}
          onClick={() => setView("actioned")}
        >
          Actioned
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
  const queue = useReviewQueue<ModerationItem>(
    view === "open" ? fetchQueue : fetchActioned,
    "Could not load the moderation queue."
  );
  const [confirming, setConfirming] = useState<string | null>(null);

  function act(item: ModerationItem, action: ModerationAction) {
    setConfirming(null);
    void queue.decide(
      `${item.targetId}:${action}`,
      "The action was not applied.",
      async () => {
        await adminApi.moderate({
          targetType: item.targetType,
          targetId: item.targetId,
          action,
        });
        await queue.load();
        return DONE[action];
      }
    );
  }

  return (
    <QueueCard
      title={
        view === "open"
          ? "Reported content"
          : "Actioned: hidden content and banned members"
      }
      queue={queue}
      loadingText={
        view === "open" ? "Loading reports..." : "Loading actioned items..."
      }
      emptyText={
        view === "open"
          ? "No open reports."
          : "Nothing is hidden and nobody is banned."
      }
    >
      {(items) => (
        <ul
          className="divide-y divide-stone-100"
          aria-label={view === "open" ? "Reported content" : "Actioned content"}
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
  const author = authorOf(item);
  const href = targetHref(item);
  const kind = item.targetType === "user" ? "member" : item.targetType;
  const content = item.content;
  const hidden = content && content.kind !== "user" ? content.hidden : false;
  const pending = (action: ModerationAction) =>
    busy === `${item.targetId}:${action}`;
  return (
    <li className="space-y-2 py-3 text-sm" data-testid="moderation-item">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">
          {item.targetType === "user"
            ? "Member"
            : item.targetType === "post"
            ? "Post"
            : "Comment"}
        </Badge>
        {view === "open" ? (
          <Badge tone="amber">
            {item.reportCount} {item.reportCount === 1 ? "report" : "reports"}
          </Badge>
        ) : null}
        {hidden ? <Badge tone="stone">Hidden</Badge> : null}
        {author?.banned ? <Badge tone="red">Author banned</Badge> : null}
        <span className="text-xs text-stone-600">
          {view === "open"
            ? "first"
            : item.targetType === "user"
            ? "banned"
            : "hidden"}{" "}
          {formatWhen(item.firstReportedAt)}
        </span>
        {href ? (
          <Link
            to={href}
            className="text-xs font-semibold text-brand-700 underline"
            data-testid="moderation-target-link"
          >
            Open the reported {kind}
          </Link>
        ) : null}
      </div>
      {content === null ? (
        <p className="text-stone-700">The reported content no longer exists.</p>
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
          {item.targetType === "user" ? "Member: " : "By "}
          {author.username ? (
            <Link
              to={`/u/${encodeURIComponent(author.username)}`}
              className="font-semibold text-brand-700 underline"
            >
              @{author.username}
            </Link>
          ) : (
            <span className="font-semibold">
              {author.name ?? "a member without a username"}
            </span>
          )}
        </p>
      ) : null}
      {item.reports.length ? (
        <ul
          className="space-y-1 rounded-xl bg-stone-50 p-2 text-xs text-stone-800"
          aria-label="Reports"
        >
          {item.reports.map((r) => (
            <li key={r.id}>
              <span className="font-semibold">{reasonLabel(r.reason)}</span>
              {r.details ? `: ${r.details}` : ""}
              <span className="text-stone-600">
                {" "}
                ·{" "}
                {r.reporter?.username
                  ? `@${r.reporter.username}`
                  : r.reporter?.name ?? "a member"}{" "}
                · {formatWhen(r.createdAt)}
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
            Ban{" "}
            {author.username
              ? `@${author.username}`
              : author.name ?? "this member"}
            ? They are signed out everywhere, and their posts, comments and
            shared routines disappear for everyone else until the ban is lifted.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="danger"
              onClick={() => onAct("ban")}
              loading={pending("ban")}
              disabled={busy !== null}
            >
              Confirm ban
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onConfirm(false)}
              disabled={busy !== null}
            >
              Cancel
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
              Restore
            </Button>
          ) : (
            <Button
              size="sm"
              onClick={() => onAct("hide")}
              loading={pending("hide")}
              disabled={busy !== null}
            >
              Hide
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
            {item.targetType === "user" ? "Ban member" : "Ban author"}
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
            Lift ban
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
            Dismiss
          </Button>
        ) : null}
      </div>
    </li>
  );
}
