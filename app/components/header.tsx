import { Link, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { ButtonLink } from "./ui";
import { TopNav } from "./bottom-nav";
import { CreditPill, ProBadge } from "./credit-pill";
import { LogoIcon } from "./icons";
import { MobileMenu } from "./mobile-menu";
import { NotificationsBell } from "./notifications-bell";
import { isWizardPath, MinimalHeader } from "./routine/minimal-header";
import { useSession } from "./session";
import { UserMenu } from "./user-menu";
import { useLoginPath } from "~/utils/use-login-path";
import { useT } from "~/utils/i18n";

export const BRAND = "Skinstack";
export { CreditPill } from "./credit-pill";

export function Header() {
  const { signedIn, user, refresh, ready } = useSession();
  const { pathname } = useLocation();
  const loginPath = useLoginPath();
  const signupPath = useLoginPath("/signup");
  const t = useT();

  // The header refreshes user data on landing at /payment-success.
  useEffect(() => {
    if (ready && signedIn && pathname === "/payment-success") void refresh();
  }, [pathname, ready, signedIn, refresh]);

  const withMenu = signedIn && pathname === "/";

  // The wizard screens use the minimal header variant.
  if (isWizardPath(pathname)) return <MinimalHeader brand={BRAND} />;

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
      <div className="relative mx-auto flex h-14 max-w-md items-center justify-between gap-2 px-4 lg:max-w-page">
        <Link to="/" className="flex min-h-11 min-w-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight text-ink">
          <LogoIcon className="size-6 shrink-0 text-brand-600" />
          {/* The landing's extra menu button needs the room on phones. */}
          <span className={withMenu ? "max-[429px]:sr-only" : "max-[374px]:sr-only"}>{BRAND}</span>
          {user?.pro ? <ProBadge /> : null}
        </Link>
        <TopNav />
        {signedIn ? (
          <div className="flex items-center gap-1">
            <CreditPill credits={user?.credits} />
            {ready ? <NotificationsBell /> : null}
            <UserMenu />
            {withMenu ? <MobileMenu /> : null}
          </div>
        ) : (
          <nav aria-label={t("shell.accountNav")} className="flex items-center gap-2">
            <ButtonLink to={loginPath} variant="ghost" size="sm">
              {t("shell.login")}
            </ButtonLink>
            <ButtonLink to={signupPath} size="sm">
              {t("shell.signUp")}
            </ButtonLink>
          </nav>
        )}
      </div>
    </header>
  );
}
