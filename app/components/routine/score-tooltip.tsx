import { useEffect, useId, useRef, useState } from "react";
import { useT } from "~/utils/i18n";
import { InfoIcon } from "./icons";

export const TOOLTIP_DELAY_MS = 700;

/**
 * An info button whose tooltip opens 700 ms after hover or keyboard focus (at once on a tap or
 * click) and closes on leave, blur or Escape. The text is tied to the button with aria-describedby.
 */
export function ScoreTooltip({ label, text }: { label: string; text: string }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const id = useId();
  const t = useT();

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const later = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setOpen(false);
  };

  return (
    <span className="relative inline-flex">
      <button
        type="button"
        aria-label={t("scores.aboutLabel", { label })}
        aria-describedby={id}
        onPointerEnter={(e) => e.pointerType === "mouse" && later()}
        onPointerLeave={(e) => e.pointerType === "mouse" && hide()}
        onFocus={later}
        onBlur={hide}
        onClick={() => {
          window.clearTimeout(timer.current);
          setOpen((o) => !o);
        }}
        onKeyDown={(e) => {
          if (e.key === "Escape") hide();
        }}
        className="tap-target grid size-8 place-items-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-900"
      >
        <InfoIcon className="size-4" />
      </button>
      <span
        id={id}
        role="tooltip"
        hidden={!open}
        className="absolute bottom-full left-1/2 z-20 mb-1 w-60 -translate-x-1/2 rounded-lg bg-stone-900 px-3 py-2 text-xs font-normal text-white shadow-lg"
      >
        {text}
      </span>
    </span>
  );
}
