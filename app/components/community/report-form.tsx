/**
 * "Report": a dialog opened from a post, a comment or a profile: a reason (required) and optional
 * details. Reporting the same thing twice is harmless (the api keeps one report).
 */
import { useId, useState } from "react";
import { MAX_REPORT_DETAILS, REPORT_REASONS, type ReportReason, type ReportTargetType } from "@core/schemas/community";
import { apiErrorText } from "~/utils/api-error-text";
import { useT } from "~/utils/i18n";
import type { MessageKey } from "@core/i18n/catalogues";
import { FlagIcon } from "../icons";
import { Dialog } from "../routine/dialog";
import { Button } from "../ui";
import { communityApi } from "./community-api.client";
import { FormFooter } from "./form-footer";

/** What the report is about, said three ways: after "Report" for screen readers, as the dialog's title, as the question. */
const WHAT: Record<ReportTargetType, { sr: MessageKey; title: MessageKey; why: MessageKey }> = {
  post: { sr: "report.thisPost", title: "report.titlePost", why: "report.whyPost" },
  comment: { sr: "report.thisComment", title: "report.titleComment", why: "report.whyComment" },
  user: { sr: "report.thisMember", title: "report.titleMember", why: "report.whyMember" },
};

const REASON_LABEL: Record<ReportReason, MessageKey> = {
  spam: "report.reasonSpam",
  harassment: "report.reasonHarassment",
  misinformation: "report.reasonMisinformation",
  inappropriate: "report.reasonInappropriate",
  other: "report.reasonOther",
};

/** A "Report" button that opens the report form in a dialog (Escape or Cancel closes it). */
export function ReportToggle({ targetType, targetId }: { targetType: ReportTargetType; targetId: string }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="tap-target inline-flex min-h-9 shrink-0 items-center gap-1 whitespace-nowrap rounded-full px-2 text-xs font-semibold text-stone-700 hover:bg-stone-100 hover:text-stone-900"
        data-testid={`report-${targetType}`}
      >
        <FlagIcon className="size-3.5" />
        {t("report.button")}
        <span className="sr-only">{t(WHAT[targetType].sr)}</span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t(WHAT[targetType].title)}>
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
  const t = useT();

  if (state.status === "sent") {
    return (
      <div className="space-y-3">
        <p role="status" className="rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900" data-testid="report-sent">
          {t("report.sent")}
        </p>
        <div className="flex justify-end">
          <Button size="sm" onClick={onClose} autoFocus>
            {t("report.done")}
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
          setState({ status: "error", message: apiErrorText(t, error, t("report.failed")) });
        }
      }}
    >
      <fieldset className="space-y-1.5" aria-labelledby={legendId}>
        <legend id={legendId} className="text-sm font-semibold text-stone-900">
          {t(WHAT[targetType].why)}
        </legend>
        {REPORT_REASONS.map((r) => (
          <label key={r.id} className="flex min-h-8 items-center gap-2 text-sm text-stone-800">
            <input type="radio" name={`reason-${targetId}`} value={r.id} checked={reason === r.id} onChange={() => setReason(r.id)} className="size-4 accent-brand-700" />
            {t(REASON_LABEL[r.id])}
          </label>
        ))}
      </fieldset>
      <div className="space-y-1">
        <label htmlFor={detailsId} className="text-sm font-medium text-stone-800">
          {t("report.details")}
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
          {t("community.cancel")}
        </Button>
        <Button type="submit" size="sm" disabled={!reason} loading={state.status === "sending"}>
          {t("report.send")}
        </Button>
      </FormFooter>
    </form>
  );
}
