import { NavLink } from "@remix-run/react";
import { ListIcon, PlusCircleIcon, UserIcon, UsersIcon } from "./icons";

const ITEMS = [
  { to: "/home", label: "Routines", Icon: ListIcon },
  { to: "/explore", label: "Social", Icon: UsersIcon },
  { to: "/add-stack", label: "Create", Icon: PlusCircleIcon },
  { to: "/account", label: "Account", Icon: UserIcon },
] as const;

/** The four-item bottom navigation (spec section 2); the current page gets aria-current. */
export function BottomNav() {
  return (
    <nav aria-label="Main" className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white">
      <ul className="mx-auto grid h-16 max-w-md grid-cols-4">
        {ITEMS.map(({ to, label, Icon }) => (
          <li key={to} className="flex">
            <NavLink
              to={to}
              className={({ isActive }) =>
                `flex flex-1 flex-col items-center justify-center gap-0.5 text-xs font-medium ${
                  isActive ? "text-brand-700" : "text-stone-700 hover:text-stone-900"
                }`
              }
            >
              <Icon className="size-5" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
