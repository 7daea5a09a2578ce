import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { BottomNav } from "./bottom-nav";
import { Footer } from "./footer";
import { Header } from "./header";
import { VerifyEmailBanner } from "./verify-email-banner";

export const MAIN_ID = "main-content";

/**
 * The shared layout: skip link, header, one narrow mobile-width column as the <main> landmark,
 * footer and the fixed bottom navigation. After a client-side navigation focus moves to <main>,
 * so keyboard and screen-reader users start at the new page's content.
 */
export function AppShell({ children }: { children: React.ReactNode }) {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col pb-16">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        Skip to main content
      </a>
      <Header />
      <div className="px-4">
        <VerifyEmailBanner />
      </div>
      <main ref={main} id={MAIN_ID} tabIndex={-1} className="mx-auto w-full max-w-md flex-1 px-4 py-6 outline-none">
        {children}
      </main>
      <Footer />
      <BottomNav />
    </div>
  );
}
