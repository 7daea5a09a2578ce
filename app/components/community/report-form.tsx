/**
 * "Report": a dialog opened from a post, a comment or a profile: a reason (required) and optional
 * details. Reporting the same thing twice is harmless (the api keeps one report).
 */
import { useId, useState } from "react";
import { MAX_REPORT_DETAILS, REPORT_REASONS, type ReportReason, type ReportTargetType } from "@core/schemas/community";
import { serverMessageOr } from "~/utils/http";
import { FlagIcon } from "../icons";
import { Dialog } from "../routine/dialog";
import { Button } from "../ui";
import { communityApi } from "./community-api.client";
import { FormFooter } from "./form-footer";

const WHAT: Record<ReportTargetType, string> = { post: "post", comment: "comment", user: "member" };

/** A "Report" button that opens the report form in a dialog (Escape or Cancel closes it). */
export function ReportToggle({ targetType, targetId }: { targetType: ReportTargetType; targetId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-9 shrink-0 items-center gap-1 whitespace-nowrap rounded-full px-2 text-xs font-semibold text-stone-700 hover:bg-stone-100 hover:text-stone-900"
        data-testid={`report-${targetType}`}
      >
        <FlagIcon className="size-3.5" />
        Report<span className="sr-only"> this {WHAT[targetType]}</span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={`Report this ${WHAT[targetType]}`}>
        {/* Rendered only while open, so each opening starts afresh. */}
        <ReportForm targetType={targetType} targetId={targetId} onClose={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

export function ReportForm({ targetType, targetId, onClose }: { targetType: ReportTargetType; targetId: string; onClose(): void }) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState("");
  const [state, setState] = useState<{ status: "idle" | "sending" } | { status: "sent" } | { status: "error"; message: string }>({ status: "idle" });
  const detailsId = useId();
  const legendId = useId();

  if (state.status === "sent") {
    return (
      <div className="space-y-3">
        <p role="status" className="rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900" data-testid="report-sent">
          Thanks for the report: a moderator will look at it.
        </p>
        <div className="flex justify-end">
          <Button size="sm" onClick={onClose} autoFocus>
            Done
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      className="space-y-3"
      data-testid="report-form"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!reason || state.status === "sending") return;
        setState({ status: "sending" });
        try {
          await communityApi.report({ targetType, targetId, reason, details: details.trim() });
          setState({ status: "sent" });
        } catch (error) {
          setState({ status: "error", message: serverMessageOr(error, "The report was not sent. Please try again.") });
        }
      }}
    >
      <fieldset className="space-y-1.5" aria-labelledby={legendId}>
        <legend id={legendId} className="text-sm font-semibold text-stone-900">
          Why are you reporting this {WHAT[targetType]}?
        </legend>
        {REPORT_REASONS.map((r) => (
          <label key={r.id} className="flex min-h-8 items-center gap-2 text-sm text-stone-800">
            <input type="radio" name={`reason-${targetId}`} value={r.id} checked={reason === r.id} onChange={() => setReason(r.id)} className="size-4 accent-brand-700" />
            {r.label}
          </label>
        ))}
      </fieldset>
      <div className="space-y-1">
        <label htmlFor={detailsId} className="text-sm font-medium text-stone-800">
          Details (optional)
        </label>
        <textarea
          id={detailsId}
          value={details}
          onChange={(e) => setDetails(e.target.value)}
          maxLength={MAX_REPORT_DETAILS}
          rows={2}
          className="block w-full rounded-xl border border-stone-400 bg-white px-3 py-2 text-sm text-stone-900"
        />
        <p className="text-right text-xs text-stone-600">
          {details.length}/{MAX_REPORT_DETAILS}
        </p>
      </div>
      <FormFooter error={state.status === "error" ? state.message : null}>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={!reason} loading={state.status === "sending"}>
          Send report
        </Button>
      </FormFooter>
    </form>
  );
}
