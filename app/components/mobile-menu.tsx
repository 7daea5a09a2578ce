import { NavLink, useLocation } from "@remix-run/react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { CloseIcon, MenuIcon } from "./icons";
import { NAV_ITEMS } from "./nav-items";
import { useDismiss } from "./use-dismiss";

/** The landing header's menu below lg: the main destinations in a disclosure panel. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, trigger);
  useEffect(close, [pathname, close]);

  return (
    <div ref={container} className="lg:hidden">
      <button
        ref={trigger}
        type="button"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="grid size-10 place-items-center rounded-full text-stone-800 hover:bg-stone-100"
      >
        {open ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
      </button>
      <nav
        id={panelId}
        hidden={!open}
        aria-label="Menu"
        className="absolute inset-x-0 top-full z-40 border-b border-line bg-surface px-4 py-2 shadow-lg"
      >
        <ul className="mx-auto max-w-md">
          {NAV_ITEMS.map(({ to, label, Icon }) => (
            <li key={to}>
              <NavLink to={to} className="flex items-center gap-3 rounded-lg px-3 py-3 text-base font-semibold text-ink hover:bg-stone-100">
                <Icon className="size-5 text-brand-700" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
