import type { MessageKey } from "@core/i18n/catalogues";
import { ListIcon, PlusCircleIcon, UserIcon, UsersIcon } from "./icons";

/**
 * The app's main destinations, in one list for the phone's bottom bar (short labels), the desktop
 * top navigation and the landing page's mobile menu (full labels): catalogue keys.
 */
export const NAV_ITEMS = [
  { to: "/home", label: "nav.routines", short: "nav.routinesShort", Icon: ListIcon },
  { to: "/explore", label: "nav.social", short: "nav.socialShort", Icon: UsersIcon },
  { to: "/add-stack", label: "nav.create", short: "nav.createShort", Icon: PlusCircleIcon },
  { to: "/account", label: "nav.account", short: "nav.accountShort", Icon: UserIcon },
] as const satisfies readonly { to: string; label: MessageKey; short: MessageKey; Icon: unknown }[];
