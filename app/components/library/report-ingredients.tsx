import { Link } from "@remix-run/react";
import { useState } from "react";
import { REPORT_MESSAGE_MAX, REPORT_SUGGESTION_MAX } from "@core/schemas/product-reports";
import { useSession } from "../session";
import { Button, Notice, TextAreaField } from "../ui";
import { serverMessageOr } from "~/utils/http";
import { sentence } from "~/utils/format";
import { routineApi } from "~/components/routine/routine-api.client";
import { useLoginPath } from "~/utils/use-login-path";

/**
 * "Report wrong ingredients" on a product (POST /api/products/{id}/reports): what is wrong and,
 * optionally, the right list. An admin reviews it in the admin panel. Signed-in users only.
 */
export function ReportIngredients({ productId }: { productId: string }) {
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
      <button type="button" onClick={() => setOpen(true)} className="text-sm font-semibold text-brand-700 underline underline-offset-2">
        Report wrong ingredients
      </button>
    );
  }
  if (ready && !user) {
    return (
      <p className="text-sm text-stone-700">
        <Link to={loginPath} className="font-semibold text-brand-700 underline">
          Sign in
        </Link>{" "}
        to report wrong ingredients.
      </p>
    );
  }

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (message.trim().length < 3) {
      setState({ status: "error", text: "Say what is wrong (at least 3 characters)." });
      return;
    }
    setState({ status: "sending" });
    try {
      const result = await routineApi.reportProduct(productId, { message: message.trim(), ...(suggested.trim() ? { suggestedIngredients: suggested.trim() } : {}) });
      setState({ status: "done", text: result.message });
    } catch (error) {
      setState({ status: "error", text: sentence(serverMessageOr(error, "Could not send the report. Please try again.")) });
    }
  }

  return (
    <form onSubmit={send} noValidate aria-label="Report wrong ingredients" className="space-y-2 rounded-xl border border-stone-200 bg-stone-50 p-3">
      {state.status === "error" ? <Notice tone="error">{state.text}</Notice> : null}
      <TextAreaField
        label="What is wrong?"
        rows={2}
        maxLength={REPORT_MESSAGE_MAX}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        placeholder="e.g. The list on my bottle has niacinamide second"
      />
      <TextAreaField
        label="The right ingredient list"
        optional
        rows={3}
        maxLength={REPORT_SUGGESTION_MAX}
        value={suggested}
        onChange={(e) => setSuggested(e.target.value)}
        placeholder="Aqua, Glycerin, ..."
      />
      <div className="flex gap-2">
        <Button type="submit" loading={state.status === "sending"}>
          Send report
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
