import { ListIcon, PlusCircleIcon, UserIcon, UsersIcon } from "./icons";

/**
 * The app's main destinations, in one list for the phone's bottom bar (short labels), the desktop
 * top navigation and the landing page's mobile menu (full labels).
 */
export const NAV_ITEMS = [
  { to: "/home", label: "My Routines", short: "Routines", Icon: ListIcon },
  { to: "/explore", label: "Social", short: "Social", Icon: UsersIcon },
  { to: "/add-stack", label: "Create Routine", short: "Create", Icon: PlusCircleIcon },
  { to: "/account", label: "Account", short: "Account", Icon: UserIcon },
] as const;
