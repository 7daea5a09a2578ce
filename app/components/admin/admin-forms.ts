/** Pure helpers of the admin panel's forms (unit-tested in admin-forms.test.ts). */

import type { AiSettings, AiSettingsOptions } from "@core/api/admin";
import { translator, type Translator } from "@core/i18n/catalogues";
import { AI_MODELS, type AuditAction } from "@core/schemas/admin";

export type JsonBox =
  | { ok: true; value: unknown }
  | { ok: false; error: string };

/**
 * The prompt tester's JSON boxes: valid JSON of the expected shape, or an inline error in the
 * admin's language. The parser's own detail (the runtime's, in English) follows in brackets.
 */
export function parseJsonBox(
  text: string,
  label: string,
  expect: "array" | "array-or-object",
  t: Translator = translator("en")
): JsonBox {
  if (!text.trim()) return { ok: false, error: t("adminMsg.json.empty", { label }) };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : "";
    return {
      ok: false,
      error: detail ? t("adminMsg.json.invalidDetail", { label, detail }) : t("adminMsg.json.invalid", { label }),
    };
  }
  if (expect === "array" && !Array.isArray(value)) return { ok: false, error: t("adminMsg.json.notList", { label }) };
  if (expect === "array-or-object" && (value === null || typeof value !== "object")) {
    return { ok: false, error: t("adminMsg.json.notProducts", { label }) };
  }
  return { ok: true, value };
}

export function parseSecondaryGoals(text: string, t: Translator = translator("en")): JsonBox {
  const label = t("adminMsg.json.secondaryGoals");
  const box = parseJsonBox(text, label, "array", t);
  if (!box.ok) return box;
  if (!(box.value as unknown[]).every((g) => typeof g === "string")) {
    return { ok: false, error: t("adminMsg.json.goalIds", { label }) };
  }
  return box;
}

export function parseProducts(text: string, t: Translator = translator("en")): JsonBox {
  return parseJsonBox(text, t("adminMsg.json.products"), "array-or-object", t);
}

export const SAMPLE_PRODUCTS = [
  {
    name: "Hydrating Facial Cleanser",
    brand: "CeraVe",
    productType: "Cleanser",
    ingredients: "Aqua, Glycerin, Ceramide NP, Hyaluronic Acid",
    routine: "morning",
  },
  {
    name: "Niacinamide 10% + Zinc 1%",
    brand: "The Ordinary",
    productType: "Serum",
    ingredients: "Aqua, Niacinamide, Zinc PCA",
    routine: "morning",
  },
  {
    name: "Retinol 0.5% in Squalane",
    brand: "The Ordinary",
    productType: "Serum",
    ingredients: "Squalane, Retinol, Solanum Lycopersicum Fruit Extract",
    routine: "night",
  },
  {
    name: "Moisturizing Cream",
    brand: "CeraVe",
    productType: "Moisturizer",
    ingredients: "Aqua, Glycerin, Petrolatum, Ceramide NP",
    routine: "night",
  },
];

export const SAMPLE_PRODUCTS_TEXT = JSON.stringify(SAMPLE_PRODUCTS, null, 2);
export const SAMPLE_SECONDARY_GOALS_TEXT = '["hydration"]';

/** Pretty JSON of a model answer when it is JSON, else the text exactly as it came. */
export function prettyRaw(raw: string): string {
  try {
    return JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    return raw;
  }
}

/* ---------------------------------------------------------------- AI settings form */

export interface SettingsForm {
  model: string;
  temperature: string;
  maxTokens: string;
  timeoutSeconds: string;
  jsonMode: boolean;
}

export type SettingsLimits = Omit<AiSettingsOptions, "models" | "defaults"> & {
  models: readonly string[];
};

export type SettingsErrors = Partial<Record<keyof SettingsForm, string>>;

export function settingsToForm(s: AiSettings): SettingsForm {
  return {
    model: s.model,
    temperature: String(s.temperature),
    maxTokens: String(s.maxTokens),
    timeoutSeconds: String(s.timeoutMs / 1000),
    jsonMode: s.jsonMode,
  };
}

/** A number as English showed it (`grouped`: with thousands separators), by Intl elsewhere. */
export function numberIn(t: Translator, value: number, grouped = false): string {
  if (t.language === "en")
    return grouped ? value.toLocaleString("en-US") : String(value);
  return new Intl.NumberFormat(t.language).format(value);
}

/** The settings to send, or the errors to show next to each field (the api checks the same), in `tr`'s language. */
export function validateSettingsForm(
  form: SettingsForm,
  limits: SettingsLimits,
  tr: Translator = translator("en")
):
  | {
      ok: true;
      value: {
        model: (typeof AI_MODELS)[number];
        temperature: number;
        maxTokens: number;
        timeoutMs: number;
        jsonMode: boolean;
      };
    }
  | { ok: false; errors: SettingsErrors } {
  const errors: SettingsErrors = {};
  // One of the models the api takes (core/schemas/admin) that the api offered.
  const model = AI_MODELS.find((known) => known === form.model && limits.models.includes(known));
  if (!model)
    errors.model = tr("adminUi.ai.error.model", {
      models: limits.models.join(", "),
    });
  const t = Number(form.temperature);
  const { min: tMin, max: tMax } = limits.temperature;
  if (
    form.temperature.trim() === "" ||
    !Number.isFinite(t) ||
    t < tMin ||
    t > tMax
  )
    errors.temperature = tr("adminUi.ai.error.temperatureRange", {
      min: numberIn(tr, tMin),
      max: numberIn(tr, tMax),
    });
  else if (Math.abs(t * 10 - Math.round(t * 10)) > 1e-6)
    errors.temperature = tr("adminUi.ai.error.temperatureStep", {
      step: numberIn(tr, 0.1),
    });
  const m = Number(form.maxTokens);
  const { min: mMin, max: mMax } = limits.maxTokens;
  if (
    form.maxTokens.trim() === "" ||
    !Number.isInteger(m) ||
    m < mMin ||
    m > mMax
  ) {
    errors.maxTokens = tr("adminUi.ai.error.maxTokens", {
      min: numberIn(tr, mMin),
      max: numberIn(tr, mMax, true),
    });
  }
  const s = Number(form.timeoutSeconds);
  const sMin = limits.timeoutMs.min / 1000;
  const sMax = limits.timeoutMs.max / 1000;
  if (
    form.timeoutSeconds.trim() === "" ||
    !Number.isInteger(s) ||
    s < sMin ||
    s > sMax
  ) {
    errors.timeoutSeconds = tr("adminUi.ai.error.timeout", {
      min: numberIn(tr, sMin),
      max: numberIn(tr, sMax),
    });
  }
  if (!model || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      model,
      temperature: Math.round(t * 10) / 10,
      maxTokens: m,
      timeoutMs: s * 1000,
      jsonMode: form.jsonMode,
    },
  };
}

/* ---------------------------------------------------------------- overrides form */

/** One entry per line, blank lines dropped. */
export function linesToList(text: string): string[] {
  return text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
}

/* ---------------------------------------------------------------- audit log */

/** One label per audit action: a new action without a label is a type error. */
const ACTION_LABELS: Record<AuditAction, string> = {
  "template.save": "Saved a prompt template",
  "template.revert": "Reverted a prompt template",
  "ai_settings.update": "Changed the AI settings",
  "product.approve": "Approved a product",
  "product.reject": "Rejected a product",
  "barcode.approve": "Approved a member's barcode",
  "barcode.reject": "Rejected a member's barcode",
  "product_report.resolve": "Resolved an ingredients report",
  "product_report.dismiss": "Dismissed an ingredients report",
  "ingredient.override": "Adjusted an ingredient",
  "ingredient.override_remove": "Removed an ingredient adjustment",
  "user.grant_admin": "Granted the admin role",
  "user.revoke_admin": "Revoked the admin role",
  "queue.refund_failed": "A dead-letter refund failed",
  "content.hide": "Hid reported content",
  "content.restore": "Restored hidden content",
  "report.dismiss": "Dismissed community reports",
  "user.ban": "Banned a member",
  "user.unban": "Lifted a ban",
  "payment.refund": "A payment was refunded",
  "payment.dispute": "A payment was disputed",
};

export function actionLabel(action: string): string {
  return (ACTION_LABELS as Record<string, string>)[action] ?? action;
}

const str = (v: unknown) =>
  typeof v === "string" || typeof v === "number" || typeof v === "boolean"
    ? String(v)
    : JSON.stringify(v);

/** A one-line description of what changed, in `t`'s language (English by default). */
export function auditSummary(
  entry: {
    action: string;
    target: string;
    details: Record<string, unknown>;
    subjects?: Record<string, string>;
  },
  t: Translator = translator("en")
): string {
  const d = entry.details ?? {};
  const named = entry.subjects ?? {};
  const [kind] = entry.target.split(":");
  const what = ["post", "comment", "user"].includes(kind) ? kind : "item";
  // Moderation entries name what they were about (the api's subjects), never a raw id.
  const subject = named[entry.target]
    ? t("adminUi.auditSummary.subject", { what, name: named[entry.target] })
    : t("adminUi.auditSummary.deletedSubject", { what });
  const person = (id: unknown) =>
    (typeof id === "string" && named[`user:${id}`]) ||
    t("adminUi.auditSummary.deletedMember");
  const product = [d.brand, d.name].filter(Boolean).map(str).join(" ");
  const withReason = (text: string) =>
    d.reason
      ? t("adminUi.auditSummary.withReason", { text, reason: str(d.reason) })
      : text;
  switch (entry.action) {
    case "content.hide":
    case "content.restore":
      return t("adminUi.auditSummary.contentBy", {
        subject,
        person: person(d.authorId),
      });
    case "report.dismiss":
      return t("adminUi.auditSummary.reportsAbout", { subject });
    case "user.ban":
    case "user.unban":
      return person(d.userId);
    case "template.save":
    case "template.revert":
      return t(
        entry.action === "template.save"
          ? "adminUi.auditSummary.templateSaved"
          : "adminUi.auditSummary.templateReverted",
        {
          target: entry.target,
          version: str(d.version),
          previous: str(d.previousVersion),
        }
      );
    case "ai_settings.update": {
      const changes = (d.changes ?? {}) as Record<
        string,
        { from: unknown; to: unknown }
      >;
      return Object.entries(changes)
        .map(([k, c]) => `${k} ${str(c.from)} → ${str(c.to)}`)
        .join(", ");
    }
    case "barcode.approve":
    case "barcode.reject":
      return withReason(
        t("adminUi.auditSummary.barcodeFor", {
          barcode: str(d.barcode),
          product,
        })
      );
    case "product.approve":
    case "product.reject":
      return withReason(product);
    case "product_report.resolve":
    case "product_report.dismiss": {
      const text = product || entry.target;
      return d.ingredientsUpdated
        ? t("adminUi.auditSummary.listReplaced", { text })
        : text;
    }
    case "ingredient.override":
    case "ingredient.override_remove":
      return entry.target;
    case "user.grant_admin":
    case "user.revoke_admin":
      return str(d.email ?? entry.target);
    default:
      return entry.target;
  }
}

/** Date and time as the panel shows them, in UTC so that server and browser render the same. */
export function formatWhen(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
