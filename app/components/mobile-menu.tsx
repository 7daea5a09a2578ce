import { NavLink } from "@remix-run/react";
import { usePopover } from "./disclosure";
import { CloseIcon, MenuIcon } from "./icons";
import { NAV_ITEMS } from "./nav-items";
import { useT } from "~/utils/i18n";

/** The landing header's menu below lg: the main destinations in a disclosure panel. */
export function MobileMenu() {
  const { open, panelId, container, buttonProps } = usePopover();
  const t = useT();

  return (
    <div ref={container} className="lg:hidden">
      <button
        {...buttonProps}
        aria-label={t("shell.menu")}
        className="tap-target grid size-10 place-items-center rounded-full text-stone-800 hover:bg-stone-100"
      >
        {open ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
      </button>
      <nav
        id={panelId}
        hidden={!open}
        aria-label={t("shell.menu")}
        className="absolute inset-x-0 top-full z-40 border-b border-line bg-surface px-4 py-2 shadow-lg"
      >
        <ul className="mx-auto max-w-md">
          {NAV_ITEMS.map(({ to, label, Icon }) => (
            <li key={to}>
              <NavLink to={to} className="flex items-center gap-3 rounded-lg px-3 py-3 text-base font-semibold text-ink hover:bg-stone-100">
                <Icon className="size-5 text-brand-700" />
                {t(label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
