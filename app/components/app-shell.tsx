import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { BottomNav } from "./bottom-nav";
import { Footer } from "./footer";
import { Header } from "./header";
import { VerifyEmailBanner } from "./verify-email-banner";
import { BannedBanner } from "./banned-banner";
import { OfflineBanner } from "./offline-banner";
import { MAIN_WIDTH_CLASSES, pageWidth } from "~/utils/page-width";
import { useT } from "~/utils/i18n";

export const MAIN_ID = "main-content";

/** The first stop of the keyboard: hidden until focused, it jumps to the page's <main>. */
export function SkipLink() {
  const t = useT();
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only z-50 rounded-md bg-surface px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
    >
      {t("shell.skipToContent")}
    </a>
  );
}

/**
 * The shared layout: skip link, header, the <main> landmark, footer and the fixed bottom navigation.
 * Phones and tablets get one mobile-width column and the bottom bar; from lg (1024px) the column
 * widens (screens lay out in two columns where that helps) and the header's top navigation replaces
 * the bottom bar. After a client-side navigation focus moves to <main>, so keyboard and
 * screen-reader users start at the new page's content.
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
    <div className="flex min-h-dvh flex-col pb-16 lg:pb-0">
      <SkipLink />
      <Header />
      <div className="px-4">
        <VerifyEmailBanner />
        <BannedBanner />
        <OfflineBanner />
      </div>
      <main ref={main} id={MAIN_ID} tabIndex={-1} className={`mx-auto w-full flex-1 px-4 py-6 outline-none lg:px-8 lg:py-8 ${MAIN_WIDTH_CLASSES[pageWidth(pathname)]}`}>
        {children}
      </main>
      <Footer />
      <BottomNav />
    </div>
  );
}
