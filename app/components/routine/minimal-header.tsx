import { Link } from "@remix-run/react";
import { LogoIcon } from "../icons";

/** Paths that use the minimal header variant (the wizard screens). */
export function isWizardPath(pathname: string): boolean {
  return pathname === "/add-stack" || pathname.startsWith("/add-stack/") || pathname.startsWith("/edit-stack/");
}

/** The minimal header variant (spec section 2): brand, a 'Pro' badge, Explore and Create Stack. */
export function MinimalHeader({ brand }: { brand: string }) {
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-md items-center justify-between gap-1 px-4">
        <Link to="/" className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-stone-900">
          <LogoIcon className="size-6 text-brand-600" />
          {brand}
          <span className="rounded-md bg-stone-900 px-1.5 py-0.5 text-xs font-bold uppercase tracking-wide text-white">Pro</span>
        </Link>
        <nav aria-label="Wizard" className="flex items-center gap-1 text-sm font-semibold">
          <Link to="/explore" className="whitespace-nowrap rounded-full px-2.5 py-2 text-stone-800 hover:bg-stone-100">
            Explore
          </Link>
          <Link to="/add-stack" className="whitespace-nowrap rounded-full bg-brand-600 px-3 py-2 text-white hover:bg-brand-700">
            Create Stack
          </Link>
        </nav>
      </div>
    </header>
  );
}
