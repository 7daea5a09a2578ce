/**
 * The admin panel's words in the reader's language (issue #31). English keeps the panel's own
 * formats (ISO-like UTC times, product types as stored) so its output stays as it was.
 */
import type { MessageKey, Translator } from "@core/i18n/catalogues";
import { productTypeName } from "@core/i18n/domain-labels";
import type { AuditAction } from "@core/schemas/admin";
import type { ReportReason } from "@core/schemas/community";
import { actionLabel, formatWhen } from "./admin-forms";

export { numberIn } from "./admin-forms";

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment as the panel shows it: UTC, so that server and browser render the same. */
export function whenIn(t: Translator, iso: string | null | undefined): string {
  if (t.language === "en") return formatWhen(iso);
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  let format = dateFormats.get(t.language);
  if (!format) {
    format = new Intl.DateTimeFormat(t.language, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
    dateFormats.set(t.language, format);
  }
  return t("adminUi.whenUtc", { when: format.format(date) });
}

/** A product type as stored in English, by its domain label elsewhere. */
export function typeIn(t: Translator, type: string): string {
  return t.language === "en" ? type : productTypeName(t, type);
}

/** Every audit action's display name; the codes on the wire stay as they are. */
const ACTION_KEYS: Record<AuditAction, MessageKey> = {
  "template.save": "adminUi.audit.action.template.save",
  "template.revert": "adminUi.audit.action.template.revert",
  "ai_settings.update": "adminUi.audit.action.ai_settings.update",
  "product.approve": "adminUi.audit.action.product.approve",
  "product.reject": "adminUi.audit.action.product.reject",
  "barcode.approve": "adminUi.audit.action.barcode.approve",
  "barcode.reject": "adminUi.audit.action.barcode.reject",
  "product_report.resolve": "adminUi.audit.action.product_report.resolve",
  "product_report.dismiss": "adminUi.audit.action.product_report.dismiss",
  "ingredient.override": "adminUi.audit.action.ingredient.override",
  "ingredient.override_remove": "adminUi.audit.action.ingredient.override_remove",
  "user.grant_admin": "adminUi.audit.action.user.grant_admin",
  "user.revoke_admin": "adminUi.audit.action.user.revoke_admin",
  "queue.refund_failed": "adminUi.audit.action.queue.refund_failed",
  "content.hide": "adminUi.audit.action.content.hide",
  "content.restore": "adminUi.audit.action.content.restore",
  "report.dismiss": "adminUi.audit.action.report.dismiss",
  "user.ban": "adminUi.audit.action.user.ban",
  "user.unban": "adminUi.audit.action.user.unban",
  "payment.refund": "adminUi.audit.action.payment.refund",
  "payment.dispute": "adminUi.audit.action.payment.dispute",
};

/** An audit action's name; an unknown code is shown as it is. */
export function actionLabelIn(t: Translator, action: string): string {
  const key = (ACTION_KEYS as Record<string, MessageKey | undefined>)[action];
  return key ? t(key) : actionLabel(action);
}

/** A community report's reason, by the labels the report form uses. */
const REASON_KEYS: Record<ReportReason, MessageKey> = {
  spam: "report.reasonSpam",
  harassment: "report.reasonHarassment",
  misinformation: "report.reasonMisinformation",
  inappropriate: "report.reasonInappropriate",
  other: "report.reasonOther",
};

export function reasonIn(t: Translator, reason: string): string {
  const key = (REASON_KEYS as Record<string, MessageKey | undefined>)[reason];
  return key ? t(key) : reason;
}
