import { useId, useRef, useState } from "react";
import { readIngredientLabel } from "@core/label-text";
import type { MessageKey } from "@core/i18n/catalogues";
import { useT } from "~/utils/i18n";

type State =
  | { status: "idle" }
  | { status: "reading"; step: MessageKey; percent: number }
  | { status: "done"; tone: "info" | "error"; text: string };

const STEPS: Record<string, MessageKey> = {
  "loading tesseract core": "routine.label.loading",
  "loading language traineddata": "routine.label.loading",
  "initializing api": "routine.label.loading",
  "recognizing text": "routine.label.reading",
};

/**
 * "Read the list from a photo": the user photographs (or picks) the ingredient panel; the text is
 * read in the browser (./label-ocr.client.ts, loaded only now) and, when it reads as an
 * ingredient list, fills the box for the user to check before saving. Anything else fills nothing
 * and says so. The photo never leaves the device.
 */
export function LabelReader({ onList }: { onList: (text: string) => void }) {
  const [state, setState] = useState<State>({ status: "idle" });
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const t = useT();

  async function read(file: File) {
    setState({ status: "reading", step: "routine.label.loading", percent: 0 });
    try {
      const { readImageText } = await import("./label-ocr.client");
      const text = await readImageText(file, (p) =>
        setState({ status: "reading", step: STEPS[p.status] ?? "routine.label.reading", percent: Math.round(p.progress * 100) }),
      );
      const reading = readIngredientLabel(text);
      if (reading.ok) {
        onList(reading.text);
        setState({ status: "done", tone: "info", text: t("routine.label.read", { count: reading.ingredients }) });
      } else {
        setState({ status: "done", tone: "error", text: reading.message });
      }
    } catch {
      setState({ status: "done", tone: "error", text: t("routine.label.failed") });
    } finally {
      if (input.current) input.current.value = "";
    }
  }

  return (
    <div className="space-y-1">
      <label htmlFor={inputId} className="inline-block cursor-pointer text-sm font-semibold text-brand-700 underline underline-offset-2">
        {t("routine.label.button")}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/*"
        className="sr-only"
        disabled={state.status === "reading"}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void read(file);
        }}
      />
      {state.status === "reading" ? (
        <p role="status" className="text-sm text-stone-700">
          {t(state.step)}… {state.percent > 0 ? `${state.percent}%` : ""}
        </p>
      ) : state.status === "done" ? (
        <p role="status" className={`text-sm ${state.tone === "error" ? "text-red-800" : "text-stone-700"}`} data-testid="label-reading">
          {state.text}
        </p>
      ) : null}
    </div>
  );
}
