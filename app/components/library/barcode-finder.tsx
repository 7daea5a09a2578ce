/**
 * The library's "Find by barcode": typed digits, or the camera (BarcodeScanner), looked up in our
 * catalogue and then Open Beauty Facts; a product found opens its page.
 */
import { useNavigate } from "@remix-run/react";
import { useId, useState } from "react";
import { checkBarcode } from "@core/barcode";
import { MAX_BARCODE_TEXT } from "@core/product-limits";
import { sentence } from "~/utils/format";
import { apiErrorText } from "~/utils/api-error-text";
import { useT } from "~/utils/i18n";
import { routineApi } from "~/components/routine/routine-api.client";
import { BarcodeScanner } from "../routine/barcode-scanner";
import { Button } from "../ui";
import { Input } from "../ui/field";

export function BarcodeFinder() {
  const navigate = useNavigate();
  const id = useId();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const t = useT();

  async function find(value = code) {
    const check = checkBarcode(value);
    if (!check.ok) {
      setMessage(sentence(check.message));
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const result = await routineApi.lookupBarcode(check.code);
      if (result.product) {
        navigate(`/products/${result.product.id}`);
        return;
      }
      setMessage(result.suggestion ? t("library.barcode.suggestion", { name: result.suggestion.name }) : t("library.barcode.none"));
    } catch (error) {
      setMessage(apiErrorText(t, error, t("routine.addForm.lookupFailed")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <details className="rounded-xl border border-stone-200 bg-white p-3" data-testid="barcode-finder">
      <summary className="tap-target cursor-pointer text-sm font-semibold text-stone-800">{t("library.barcode.title")}</summary>
      <form
        className="mt-3 space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          void find();
        }}
      >
        <label htmlFor={id} className="block text-sm font-medium text-stone-800">
          {t("library.barcode.digits")}
        </label>
        <div className="flex gap-2">
          <Input id={id} inputMode="numeric" autoComplete="off" value={code} maxLength={MAX_BARCODE_TEXT} onChange={(e) => setCode(e.target.value)} />
          <Button type="submit" variant="secondary" loading={busy}>
            {t("library.barcode.find")}
          </Button>
        </div>
        <BarcodeScanner
          onCode={(scanned) => {
            setCode(scanned);
            void find(scanned);
          }}
        />
        {message ? (
          <p role="status" className="text-sm text-stone-700">
            {message}
          </p>
        ) : null}
      </form>
    </details>
  );
}
