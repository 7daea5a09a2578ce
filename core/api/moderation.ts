/** The admin moderation queue (GET /api/admin/moderation) as the api sends it and the admin panel reads it. */
import type { ModerationAction, ReportReason, ReportTargetType } from "../schemas/community";

export interface ModerationReport {
  id: string;
  reason: ReportReason;
  details: string;
  reporter: { username: string | null; name: string | null } | null;
  createdAt: string;
}

/** What was reported, as the moderator needs to judge it (a removed target: null). */
export type ReportedContent =
  | { kind: "post"; title: string; description: string; author: ReportedAuthor; hidden: boolean; postId: string; editedAt: string | null }
  | { kind: "comment"; content: string; author: ReportedAuthor; hidden: boolean; postId: string; editedAt: string | null }
  | { kind: "user"; author: ReportedAuthor };

export interface ReportedAuthor {
  id: string;
  username: string | null;
  name: string | null;
  banned: boolean;
}

export interface ModerationItem {
  targetType: ReportTargetType;
  targetId: string;
  /**
   * The post, comment or member as they are now. A post or comment's `editedAt` later than `firstReportedAt` says its
   * author changed it after it was reported: what the reports are about may be gone from the text (ADR 0087).
   */
  content: ReportedContent | null;
  reportCount: number;
  firstReportedAt: string;
  reports: ModerationReport[];
}

export interface ModerationQueue {
  items: ModerationItem[];
  /** Targets with open reports, including any beyond this page. */
  total: number;
  /** The next page (`?cursor=`), null on the last one. */
  nextCursor: string | null;
}

/** GET /api/admin/moderation/actioned: hidden content and banned members, the latest action first. */
export interface ActionedItem extends ModerationItem {
  /** When the content was hidden or the member banned. */
  actionedAt: string;
}

export interface ActionedPage {
  items: ActionedItem[];
  nextCursor: string | null;
}

export interface ModerationResult {
  targetType: ReportTargetType;
  targetId: string;
  action: ModerationAction;
  /** False when the target was already in that state (nothing written but the reports' status). */
  changed: boolean;
  reportsClosed: number;
}

/** POST /api/reports: the member's report (the same one when reported twice). */
export interface ContentReport {
  id: string;
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReason;
  status: "open" | "dismissed" | "actioned";
  createdAt: string;
}
