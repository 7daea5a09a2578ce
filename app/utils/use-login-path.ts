import { useLocation } from "@remix-run/react";
import { loginPath } from "./format";

/** The sign-in (or sign-up) page that brings the visitor back to the current page afterwards. */
export function useLoginPath(page: "/login" | "/signup" = "/login"): string {
  const { pathname, search } = useLocation();
  return loginPath(pathname + search, page);
}
