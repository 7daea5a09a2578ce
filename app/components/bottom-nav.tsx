import { NavLink } from "@remix-run/react";
import { NAV_ITEMS } from "./nav-items";
import { useT } from "~/utils/i18n";

/** The four-item bottom navigation of phones and tablets; from lg the header's top navigation replaces it. */
export function BottomNav() {
  const t = useT();
  return (
    <nav aria-label={t("shell.mainNav")} data-bottom-bar="" className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface lg:hidden">
      <ul className="mx-auto grid h-16 max-w-md grid-cols-4">
        {NAV_ITEMS.map(({ to, short, Icon }) => (
          <li key={to} className="flex">
            <NavLink
              to={to}
              className={({ isActive }) =>
                `flex flex-1 flex-col items-center justify-center gap-0.5 text-xs font-medium ${
                  isActive ? "text-brand-700" : "text-stone-700 hover:text-ink"
                }`
              }
            >
              <Icon className="size-5" />
              {t(short)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The same destinations in the header, from lg (1024px) up. */
export function TopNav() {
  const t = useT();
  return (
    <nav aria-label={t("shell.mainNav")} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {NAV_ITEMS.map(({ to, label }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                `block rounded-full px-3 py-2 text-sm font-semibold ${
                  isActive ? "bg-brand-50 text-brand-700" : "text-stone-700 hover:bg-stone-100 hover:text-ink"
                }`
              }
            >
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
