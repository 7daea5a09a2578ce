/**
 * Disclosures: a button that shows and hides the panel it controls. `useDisclosure` for one in
 * the page (comments of a card, the report form); `usePopover` for one that floats over it (the
 * header's menus, the notifications bell).
 */
import { useLocation } from "@remix-run/react";
import { useCallback, useEffect, useId, useRef, useState, type RefObject } from "react";

export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  /** Spread on the toggle button. */
  const buttonProps = { type: "button", "aria-expanded": open, "aria-controls": panelId, onClick: () => setOpen((o) => !o) } as const;
  return { open, setOpen, panelId, buttonProps };
}

/**
 * A disclosure that closes on Escape (focus returns to its button), on a press or focus outside
 * `container`, and when the page changes. Put `container` on the element that holds button and panel.
 */
export function usePopover() {
  const { open, setOpen, panelId, buttonProps } = useDisclosure();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);
  useDismiss(open, close, container, trigger);
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);
  return { open, close, panelId, container, buttonProps: { ...buttonProps, ref: trigger } };
}

function useDismiss(open: boolean, close: () => void, container: RefObject<HTMLElement | null>, trigger: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    function onKey(event: KeyboardEvent) {
      if (event.key === "Escape") {
        close();
        trigger.current?.focus();
      }
    }
    function onPointer(event: PointerEvent) {
      if (container.current && !container.current.contains(event.target as Node)) close();
    }
    function onFocus(event: FocusEvent) {
      if (container.current && event.target instanceof Node && !container.current.contains(event.target)) close();
    }
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("focusin", onFocus);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("focusin", onFocus);
    };
  }, [open, close, container, trigger]);
}
