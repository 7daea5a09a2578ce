import { Link, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { ButtonLink } from "./ui";
import { CoinIcon, LogoIcon } from "./icons";
import { NotificationsBell } from "./notifications-bell";
import { isWizardPath, MinimalHeader } from "./routine/minimal-header";
import { useSession } from "./session";
import { UserMenu } from "./user-menu";
import { useLoginPath } from "~/utils/use-login-path";

export const BRAND = "Skinstack";

export function Header() {
  const { signedIn, user, refresh, ready } = useSession();
  const { pathname } = useLocation();
  const loginPath = useLoginPath();
  const signupPath = useLoginPath("/signup");

  // The header refreshes user data on landing at /payment-success (spec section 4).
  useEffect(() => {
    if (ready && signedIn && pathname === "/payment-success") void refresh();
  }, [pathname, ready, signedIn, refresh]);

  // The wizard screens use the minimal header variant (spec section 2).
  if (isWizardPath(pathname)) return <MinimalHeader brand={BRAND} />;

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex h-14 max-w-md items-center justify-between gap-2 px-4">
        <Link to="/" className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-stone-900">
          <LogoIcon className="size-6 text-brand-600" />
          {BRAND}
        </Link>
        {signedIn ? (
          <div className="flex items-center gap-1">
            <CreditPill credits={user?.credits} />
            {ready ? <NotificationsBell /> : null}
            <UserMenu />
          </div>
        ) : (
          <nav aria-label="Account" className="flex items-center gap-2">
            <ButtonLink to={loginPath} variant="ghost" size="sm">
              Login
            </ButtonLink>
            <ButtonLink to={signupPath} size="sm">
              Sign up
            </ButtonLink>
          </nav>
        )}
      </div>
    </header>
  );
}

/** The credit balance: the number, or '...' while it is unknown. */
export function CreditPill({ credits }: { credits: number | undefined }) {
  const known = typeof credits === "number";
  return (
    <Link
      to="/buy-credits"
      aria-label={known ? `${credits} ${credits === 1 ? "credit" : "credits"}, buy more` : "Credits loading, buy more"}
      className="flex items-center gap-1 rounded-full border border-stone-300 bg-white px-2.5 py-1 text-sm font-semibold text-stone-800 hover:bg-stone-50"
    >
      <CoinIcon className="size-4 text-amber-600" />
      <span data-testid="credit-balance">{known ? credits : "..."}</span>
    </Link>
  );
}
