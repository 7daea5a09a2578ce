/**
 * Toasts: at most one visible at a time; a new one replaces the old; 5 s by default.
 * Two live regions are always in the page (polite for info and success, assertive for errors),
 * so that screen readers announce a toast the moment its text appears.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { CloseIcon } from "./icons";

export const DEFAULT_TOAST_MS = 5000;

export type ToastVariant = "info" | "success" | "error";

/**
 * Bottom (above the bottom navigation) by default; top (just under the header) for news that must
 * not cover the page's main actions, which sit low on a phone.
 */
export type ToastPlacement = "bottom" | "top";

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

  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        className={`pointer-events-none fixed inset-x-0 z-50 mx-auto flex max-w-md flex-col px-4 ${
          current?.placement === "top" ? "top-16" : "bottom-20"
        }`}
        data-placement={current?.placement ?? "bottom"}
        data-testid="toast-region"
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

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  info: "border-stone-300 bg-white text-stone-900",
  success: "border-emerald-300 bg-emerald-50 text-emerald-900",
  error: "border-red-300 bg-red-50 text-red-900",
};

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  return (
    <div
      key={toast.id}
      className={`pointer-events-auto flex items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg ${VARIANT_CLASSES[toast.variant]}`}
    >
      <p className="flex-1">{toast.message}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss message"
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
