import { Link, useNavigate } from "@remix-run/react";
import { useState } from "react";
import type { MessageKey } from "@core/i18n/catalogues";
import { useT } from "~/utils/i18n";
import { LanguageSwitcher } from "./language-switcher";
import { usePopover } from "./disclosure";
import { ChevronDownIcon } from "./icons";
import { useSession } from "./session";

/** Beyond the spec's two items: the screens that have no place in the bottom navigation. */
const EXTRA_LINKS: readonly { to: string; label: MessageKey }[] = [
  { to: "/profile", label: "userMenu.skinProfile" },
  { to: "/advanced-analysis", label: "userMenu.advancedAnalysis" },
  { to: "/library", label: "userMenu.productLibrary" },
  { to: "/ingredients", label: "userMenu.ingredientDecoder" },
];

/** The signed-in user's menu: 'My Account', 'Logout', a few more and the language (a disclosure, not an ARIA menu). */
export function UserMenu() {
  const t = useT();
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const { open, close, panelId, container, buttonProps } = usePopover();
  const [busy, setBusy] = useState(false);

  const initial = (user?.name || user?.username || user?.email || "?").trim().charAt(0).toUpperCase();

  async function onLogout() {
    setBusy(true);
    await logout();
    setBusy(false);
    close();
    navigate("/");
  }

  return (
    <div ref={container} className="relative">
      <button
        {...buttonProps}
        aria-label={t("userMenu.button")}
        className="tap-target flex items-center gap-1 rounded-full p-1 text-stone-800 hover:bg-stone-100 max-[429px]:p-0.5"
      >
        <span aria-hidden="true" className="grid size-8 place-items-center rounded-full bg-brand-100 text-sm font-bold text-brand-800">
          {initial}
        </span>
        <ChevronDownIcon className="size-4 max-[374px]:hidden" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-40 mt-2 w-56 rounded-xl border border-stone-200 bg-white p-1 shadow-lg"
      >
        {user ? (
          <p className="truncate border-b border-stone-100 px-3 py-2 text-xs text-stone-600">{user.email}</p>
        ) : null}
        <ul>
          <li>
            <Link to="/account" className="flex min-h-11 items-center rounded-lg px-3 text-sm text-stone-900 hover:bg-stone-100">
              {t("userMenu.myAccount")}
            </Link>
          </li>
          {EXTRA_LINKS.map((l) => (
            <li key={l.to}>
              <Link to={l.to} className="flex min-h-11 items-center rounded-lg px-3 text-sm text-stone-900 hover:bg-stone-100">
                {t(l.label)}
              </Link>
            </li>
          ))}
          {user?.role === "admin" ? (
            <li>
              <Link to="/admin" className="flex min-h-11 items-center rounded-lg px-3 text-sm text-stone-900 hover:bg-stone-100">
                {t("userMenu.admin")}
              </Link>
            </li>
          ) : null}
          <li>
            <button
              type="button"
              onClick={onLogout}
              disabled={busy}
              className="flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm text-stone-900 hover:bg-stone-100"
            >
              {t("userMenu.logout")}
            </button>
          </li>
        </ul>
        <LanguageSwitcher className="justify-between border-t border-stone-100 px-3 py-2" labelClassName="text-sm text-stone-700" />
      </div>
    </div>
  );
}
