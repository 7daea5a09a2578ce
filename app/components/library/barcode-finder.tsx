/**
 * The library's "Find by barcode": typed digits, or the camera (BarcodeScanner), looked up in our
 * catalogue and then Open Beauty Facts; a product found opens its page.
 */
import { useNavigate } from "@remix-run/react";
import { useId, useState } from "react";
import { checkBarcode } from "@core/barcode";
import { MAX_BARCODE_TEXT } from "@core/schemas/products";
import { sentence } from "~/utils/format";
import { serverMessageOr } from "~/utils/http";
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
      setMessage(result.suggestion ? `Found "${result.suggestion.name}", but not its product type yet: add it from Create Routine.` : "No product with this barcode yet.");
    } catch (error) {
      setMessage(serverMessageOr(error, "Could not look up this barcode. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <details className="rounded-xl border border-stone-200 bg-white p-3" data-testid="barcode-finder">
      <summary className="cursor-pointer text-sm font-semibold text-stone-800">Find by barcode</summary>
      <form
        className="mt-3 space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          void find();
        }}
      >
        <label htmlFor={id} className="block text-sm font-medium text-stone-800">
          Barcode digits
        </label>
        <div className="flex gap-2">
          <Input id={id} inputMode="numeric" autoComplete="off" value={code} maxLength={MAX_BARCODE_TEXT} onChange={(e) => setCode(e.target.value)} />
          <Button type="submit" variant="secondary" loading={busy}>
            Find
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
