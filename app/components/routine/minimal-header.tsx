import { Link } from "@remix-run/react";
import { LogoIcon } from "../icons";

/** Paths that use the minimal header variant (the wizard screens). */
export function isWizardPath(pathname: string): boolean {
  return pathname === "/add-stack" || pathname.startsWith("/add-stack/") || pathname.startsWith("/edit-stack/");
}

/** The minimal header variant: brand, a 'Pro' badge, Explore and Create Stack. */
export function MinimalHeader({ brand }: { brand: string }) {
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-md items-center justify-between gap-1 px-3">
        <Link to="/" className="flex min-w-0 items-center gap-1.5 rounded-md text-base font-bold tracking-tight text-stone-900">
          <LogoIcon className="size-5 shrink-0 text-brand-600" />
          <span className="max-[374px]:sr-only">{brand}</span>
          <span className="rounded bg-stone-900 px-1 py-0.5 text-[0.65rem] font-bold uppercase leading-none tracking-wide text-white">Pro</span>
        </Link>
        <nav aria-label="Wizard" className="flex shrink-0 items-center gap-0.5 text-sm font-semibold">
          <Link to="/explore" className="whitespace-nowrap rounded-full px-2 py-2 text-stone-800 hover:bg-stone-100">
            Explore
          </Link>
          <Link to="/add-stack" className="whitespace-nowrap rounded-full bg-brand-600 px-3 py-1.5 text-white hover:bg-brand-700">
            Create Stack
          </Link>
        </nav>
      </div>
    </header>
  );
}
