/**
 * Moderation: members' open reports grouped by what they are about, the longest-waiting first.
 * For each: what was reported and by whom, and the actions hide / restore (posts and comments),
 * ban / lift the ban (the author or the member), dismiss (close the reports). Each action is
 * written to the audit log by the api.
 */
import { Link } from "@remix-run/react";
import type { ModerationItem, ReportedAuthor } from "@core/api/moderation";
import { REPORT_REASONS, type ModerationAction } from "@core/schemas/community";
import { Button } from "~/components/ui";
import { adminApi } from "./admin-api.client";
import { formatWhen } from "./admin-forms";
import { Badge } from "./controls";
import { QueueCard, useReviewQueue } from "./review-queue";

const reasonLabel = (id: string) => REPORT_REASONS.find((r) => r.id === id)?.label ?? id;

const DONE: Record<ModerationAction, string> = {
  hide: "Hidden: only its author sees it now.",
  restore: "Restored.",
  dismiss: "Reports dismissed.",
  ban: "Banned and signed out everywhere.",
};

function authorOf(item: ModerationItem): ReportedAuthor | null {
  return item.content?.author ?? null;
}

const fetchQueue = () => adminApi.moderationQueue();

export function ModerationTab() {
  const queue = useReviewQueue<ModerationItem>(fetchQueue, "Could not load the moderation queue.");

  function act(item: ModerationItem, action: ModerationAction) {
    void queue.decide(`${item.targetId}:${action}`, "The action was not applied.", async () => {
      await adminApi.moderate({ targetType: item.targetType, targetId: item.targetId, action });
      await queue.load();
      return DONE[action];
    });
  }

  return (
    <QueueCard title="Reported content" queue={queue} loadingText="Loading reports..." emptyText="No open reports.">
      {(items) => (
        <ul className="divide-y divide-stone-100" aria-label="Reported content">
          {items.map((item) => (
            <ModerationEntry key={`${item.targetType}:${item.targetId}`} item={item} busy={queue.busy} onAct={(a) => act(item, a)} />
          ))}
        </ul>
      )}
    </QueueCard>
  );
}

function ModerationEntry({ item, busy, onAct }: { item: ModerationItem; busy: string | null; onAct(action: ModerationAction): void }) {
  const author = authorOf(item);
  const content = item.content;
  const hidden = content && content.kind !== "user" ? content.hidden : false;
  const pending = (action: ModerationAction) => busy === `${item.targetId}:${action}`;
  return (
    <li className="space-y-2 py-3 text-sm" data-testid="moderation-item">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{item.targetType === "user" ? "Member" : item.targetType === "post" ? "Post" : "Comment"}</Badge>
        <Badge tone="amber">
          {item.reportCount} {item.reportCount === 1 ? "report" : "reports"}
        </Badge>
        {hidden ? <Badge tone="stone">Hidden</Badge> : null}
        {author?.banned ? <Badge tone="red">Author banned</Badge> : null}
        <span className="text-xs text-stone-600">first {formatWhen(item.firstReportedAt)}</span>
      </div>
      {content === null ? (
        <p className="text-stone-700">The reported content no longer exists.</p>
      ) : content.kind === "post" ? (
        <div>
          <p className="break-words font-semibold text-stone-900" data-testid="moderation-title">
            {content.title}
          </p>
          {content.description ? <p className="line-clamp-3 whitespace-pre-line break-words text-stone-800">{content.description}</p> : null}
        </div>
      ) : content.kind === "comment" ? (
        <p className="line-clamp-4 whitespace-pre-line break-words text-stone-900" data-testid="moderation-title">
          {content.content}
        </p>
      ) : null}
      {author ? (
        <p className="text-xs text-stone-700">
          {item.targetType === "user" ? "Member: " : "By "}
          {author.username ? (
            <Link to={`/u/${encodeURIComponent(author.username)}`} className="font-semibold text-brand-700 underline">
              @{author.username}
            </Link>
          ) : (
            <span className="font-semibold">{author.name ?? "a member without a username"}</span>
          )}
        </p>
      ) : null}
      <ul className="space-y-1 rounded-xl bg-stone-50 p-2 text-xs text-stone-800" aria-label="Reports">
        {item.reports.map((r) => (
          <li key={r.id}>
            <span className="font-semibold">{reasonLabel(r.reason)}</span>
            {r.details ? `: ${r.details}` : ""}
            <span className="text-stone-600">
              {" "}
              · {r.reporter?.username ? `@${r.reporter.username}` : (r.reporter?.name ?? "a member")} · {formatWhen(r.createdAt)}
            </span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        {content && content.kind !== "user" ? (
          hidden ? (
            <Button size="sm" variant="secondary" onClick={() => onAct("restore")} loading={pending("restore")} disabled={busy !== null}>
              Restore
            </Button>
          ) : (
            <Button size="sm" onClick={() => onAct("hide")} loading={pending("hide")} disabled={busy !== null}>
              Hide
            </Button>
          )
        ) : null}
        {author && !author.banned ? (
          <Button size="sm" variant="danger" onClick={() => onAct("ban")} loading={pending("ban")} disabled={busy !== null}>
            {item.targetType === "user" ? "Ban member" : "Ban author"}
          </Button>
        ) : null}
        {author?.banned && item.targetType === "user" ? (
          <Button size="sm" variant="secondary" onClick={() => onAct("restore")} loading={pending("restore")} disabled={busy !== null}>
            Lift ban
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" onClick={() => onAct("dismiss")} loading={pending("dismiss")} disabled={busy !== null}>
          Dismiss
        </Button>
      </div>
    </li>
  );
}
