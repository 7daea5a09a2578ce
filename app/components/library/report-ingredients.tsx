import { Link } from "@remix-run/react";
import { useState } from "react";
import { REPORT_MESSAGE_MAX, REPORT_SUGGESTION_MAX } from "@core/schemas/product-reports";
import { useSession } from "../session";
import { Button, Notice, TextAreaField } from "../ui";
import { serverMessageOr } from "~/utils/http";
import { sentence } from "~/utils/format";
import { apiErrorText } from "~/utils/api-error-text";
import { useT } from "~/utils/i18n";
import { DEFAULT_LANGUAGE } from "@core/i18n/negotiate";
import { routineApi } from "~/components/routine/routine-api.client";
import { useLoginPath } from "~/utils/use-login-path";

/**
 * "Report wrong ingredients" on a product (POST /api/products/{id}/reports): what is wrong and,
 * optionally, the right list. An admin reviews it in the admin panel. Signed-in users only.
 */
export function ReportIngredients({ productId }: { productId: string }) {
  const t = useT();
  const loginPath = useLoginPath();
  const { user, ready } = useSession();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  const [suggested, setSuggested] = useState("");
  const [state, setState] = useState<{ status: "idle" | "sending" } | { status: "done" | "error"; text: string }>({ status: "idle" });

  if (state.status === "done") {
    return (
      <p role="status" className="text-sm text-emerald-800">
        {state.text}
      </p>
    );
  }
  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} className="tap-target text-sm font-semibold text-brand-700 underline underline-offset-2">
        {t("product.report.open")}
      </button>
    );
  }
  if (ready && !user) {
    return (
      <p className="text-sm text-stone-700">
        {t.rich<React.ReactNode>("product.report.signIn", {
          link: (chunks) => (
            <Link key="sign-in" to={loginPath} className="font-semibold text-brand-700 underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    );
  }

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (message.trim().length < 3) {
      setState({ status: "error", text: t("product.report.tooShort") });
      return;
    }
    setState({ status: "sending" });
    try {
      const result = await routineApi.reportProduct(productId, { message: message.trim(), ...(suggested.trim() ? { suggestedIngredients: suggested.trim() } : {}) });
      // The api thanks in English; another language has its own words.
      setState({ status: "done", text: t.language === DEFAULT_LANGUAGE ? result.message : t("product.report.thanks") });
    } catch (error) {
      setState({
        status: "error",
        text: t.language === DEFAULT_LANGUAGE ? sentence(serverMessageOr(error, t("product.report.failed"))) : apiErrorText(t, error, t("product.report.failed")),
      });
    }
  }

  return (
    <form onSubmit={send} noValidate aria-label={t("product.report.open")} className="space-y-2 rounded-xl border border-stone-200 bg-stone-50 p-3">
      {state.status === "error" ? <Notice tone="error">{state.text}</Notice> : null}
      <TextAreaField
        label={t("product.report.what")}
        rows={2}
        maxLength={REPORT_MESSAGE_MAX}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        placeholder={t("product.report.whatPlaceholder")}
      />
      <TextAreaField
        label={t("product.report.list")}
        optional
        rows={3}
        maxLength={REPORT_SUGGESTION_MAX}
        value={suggested}
        onChange={(e) => setSuggested(e.target.value)}
        placeholder="Aqua, Glycerin, ..."
      />
      <div className="flex gap-2">
        <Button type="submit" loading={state.status === "sending"}>
          {t("product.report.send")}
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {t("product.report.cancel")}
        </Button>
      </div>
    </form>
  );
}
