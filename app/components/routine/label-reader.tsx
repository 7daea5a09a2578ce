import { useId, useRef, useState } from "react";
import { readIngredientLabel } from "@core/label-text";
import { countOf } from "@core/plural";

type State =
  | { status: "idle" }
  | { status: "reading"; step: string; percent: number }
  | { status: "done"; tone: "info" | "error"; text: string };

const STEPS: Record<string, string> = {
  "loading tesseract core": "Loading the reader",
  "loading language traineddata": "Loading the reader",
  "initializing api": "Loading the reader",
  "recognizing text": "Reading the photo",
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

  async function read(file: File) {
    setState({ status: "reading", step: "Loading the reader", percent: 0 });
    try {
      const { readImageText } = await import("./label-ocr.client");
      const text = await readImageText(file, (p) =>
        setState({ status: "reading", step: STEPS[p.status] ?? "Reading the photo", percent: Math.round(p.progress * 100) }),
      );
      const reading = readIngredientLabel(text);
      if (reading.ok) {
        onList(reading.text);
        setState({ status: "done", tone: "info", text: `Read ${countOf(reading.ingredients, "ingredient")} from your photo: check them against the package before adding.` });
      } else {
        setState({ status: "done", tone: "error", text: reading.message });
      }
    } catch {
      setState({ status: "done", tone: "error", text: "The photo could not be read here. Type or paste the list instead." });
    } finally {
      if (input.current) input.current.value = "";
    }
  }

  return (
    <div className="space-y-1">
      <label htmlFor={inputId} className="inline-block cursor-pointer text-sm font-semibold text-brand-700 underline underline-offset-2">
        Read the list from a photo
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
          {state.step}… {state.percent > 0 ? `${state.percent}%` : ""}
        </p>
      ) : state.status === "done" ? (
        <p role="status" className={`text-sm ${state.tone === "error" ? "text-red-800" : "text-stone-700"}`} data-testid="label-reading">
          {state.text}
        </p>
      ) : null}
    </div>
  );
}
