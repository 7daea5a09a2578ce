/**
 * Toasts: at most one visible at a time; a new one replaces the old; 5 s by default.
 * Two live regions are always in the page (polite for info and success, assertive for errors),
 * so that screen readers announce a toast the moment its text appears.
 * A toast sits at the bottom of the free viewport, or at the top when it would cover a primary
 * action there (utils/toast-placement); an open modal dialog is in the top layer, above any toast.
 */
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { CloseIcon } from "./icons";
import { useT } from "~/utils/i18n";
import { toastBand, toastPlacement, type Band, type ToastPlacement } from "~/utils/toast-placement";

/** Marks an element a toast must not cover (primary buttons, sticky action bars). */
export const PRIMARY_ACTION_ATTRIBUTE = "data-primary-action";
/** Marks the fixed bottom bar, whose top ends the free viewport. */
export const BOTTOM_BAR_ATTRIBUTE = "data-bottom-bar";

const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

export const DEFAULT_TOAST_MS = 5000;

export type ToastVariant = "info" | "success" | "error";

interface Toast {
  id: number;
  message: string;
  variant: ToastVariant;
  placement: ToastPlacement;
}

interface ToastOptions {
  variant?: ToastVariant;
  /** Milliseconds; defaults to 5 s. */
  duration?: number;
  /**
   * "top" (just under the header) for news that must never cover the page's main actions, such as
   * a live notification; by default the toast is placed where it covers no primary action.
   */
  placement?: ToastPlacement;
}

interface ToastContextValue {
  toast(message: string, options?: ToastOptions): void;
  dismiss(): void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [current, setCurrent] = useState<Toast | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const nextId = useRef(1);

  const dismiss = useCallback(() => {
    window.clearTimeout(timer.current);
    setCurrent(null);
  }, []);

  const toast = useCallback((message: string, options: ToastOptions = {}) => {
    window.clearTimeout(timer.current);
    const id = nextId.current++;
    setCurrent({ id, message, variant: options.variant ?? "info", placement: options.placement ?? "bottom" });
    timer.current = window.setTimeout(
      () => setCurrent((t) => (t?.id === id ? null : t)),
      options.duration ?? DEFAULT_TOAST_MS,
    );
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  const region = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ placement: ToastPlacement; top: number } | null>(null);

  useIsomorphicLayoutEffect(() => {
    if (!current) {
      setPosition(null);
      return;
    }
    let frame = 0;
    const place = () => {
      frame = 0;
      const height = region.current?.getBoundingClientRect().height ?? 0;
      const input = { height, free: freeViewport(), actions: primaryActionBands() };
      const placement = current.placement === "top" ? "top" : toastPlacement(input);
      setPosition({ placement, top: toastBand(placement, input).top });
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(place);
    };
    place();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [current]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        ref={region}
        data-testid="toast-region"
        data-placement={position?.placement ?? "bottom"}
        style={position ? { top: position.top, bottom: "auto" } : undefined}
        className="pointer-events-none fixed inset-x-0 bottom-20 z-50 mx-auto flex max-w-md flex-col px-4 lg:bottom-4"
      >
        <div role="status" aria-live="polite" aria-atomic="true">
          {current && current.variant !== "error" ? <ToastCard toast={current} onDismiss={dismiss} /> : null}
        </div>
        <div role="alert" aria-live="assertive" aria-atomic="true">
          {current && current.variant === "error" ? <ToastCard toast={current} onDismiss={dismiss} /> : null}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

/** The viewport between the sticky header and the fixed bottom bar (where they are shown). */
function freeViewport(): Band {
  const header = document.querySelector("header")?.getBoundingClientRect();
  const bar = document.querySelector(`[${BOTTOM_BAR_ATTRIBUTE}]`)?.getBoundingClientRect();
  const top = header && header.height > 0 ? Math.max(0, header.bottom) : 0;
  const bottom = bar && bar.height > 0 ? bar.top : window.innerHeight;
  return { top, bottom };
}

function primaryActionBands(): Band[] {
  // A form's submit button is its primary action too, whatever its look.
  return Array.from(document.querySelectorAll(`[${PRIMARY_ACTION_ATTRIBUTE}], button[type="submit"]`))
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight)
    .map((r) => ({ top: r.top, bottom: r.bottom }));
}

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  info: "border-stone-300 bg-white text-stone-900",
  success: "border-emerald-300 bg-emerald-50 text-emerald-900",
  error: "border-red-300 bg-red-50 text-red-900",
};

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const t = useT();
  return (
    <div
      key={toast.id}
      className={`pointer-events-auto flex items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg ${VARIANT_CLASSES[toast.variant]}`}
    >
      <p className="flex-1">{toast.message}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t("misc.dismissMessage")}
        className="-m-1 rounded p-1 opacity-80 hover:opacity-100"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}

export function useToast(): ToastContextValue {
  const value = useContext(ToastContext);
  if (!value) throw new Error("useToast must be used inside <ToastProvider>");
  return value;
}
