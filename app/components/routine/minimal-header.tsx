import { Link } from "@remix-run/react";
import { CreditPill, ProBadge } from "../credit-pill";
import { LogoIcon } from "../icons";
import { useSession } from "../session";
import { UserMenu } from "../user-menu";
import { useT } from "~/utils/i18n";

/** Paths that use the minimal header variant (the wizard screens). */
export function isWizardPath(pathname: string): boolean {
  return pathname === "/add-stack" || pathname.startsWith("/add-stack/") || pathname.startsWith("/edit-stack/");
}

/**
 * The minimal header variant: brand, 'Pro' (for buyers of credits), Explore and
 * Create Routine; signed in, the credit balance and the account menu stay too.
 */
export function MinimalHeader({ brand }: { brand: string }) {
  const { signedIn, user } = useSession();
  const t = useT();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-md items-center justify-between gap-1 px-3 lg:max-w-page">
        <Link to="/" className="tap-target flex min-w-0 items-center gap-1.5 rounded-md text-base font-bold tracking-tight text-ink">
          <LogoIcon className="size-5 shrink-0 text-brand-600" />
          <span className="max-[429px]:sr-only">{brand}</span>
          {user?.pro ? <ProBadge /> : null}
        </Link>
        <div className="flex min-w-0 items-center gap-1 max-[429px]:gap-0.5">
          <nav aria-label={t("routineUi.header.nav")} className="flex shrink-0 items-center gap-0.5 text-sm font-semibold">
            <Link to="/explore" className="tap-target whitespace-nowrap rounded-full px-2 py-2 text-stone-800 hover:bg-stone-100 max-[429px]:px-1.5">
              {t("routineUi.header.explore")}
            </Link>
            {/* The full name for assistive technology at every width; narrow screens show the short one. */}
            <Link
              to="/add-stack"
              aria-label={t("nav.create")}
              className="tap-target whitespace-nowrap rounded-full bg-brand-600 px-3 py-1.5 text-white hover:bg-brand-700 max-[429px]:px-2.5"
            >
              <span className="max-[399px]:hidden">{t("nav.create")}</span>
              <span className="min-[400px]:hidden">{t("nav.createShort")}</span>
            </Link>
          </nav>
          {signedIn ? (
            <>
              <CreditPill credits={user?.credits} />
              <UserMenu />
            </>
          ) : null}
        </div>
      </div>
    </header>
  );
}
