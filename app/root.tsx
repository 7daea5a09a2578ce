import { useEffect } from "react";
import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { AppShell, MAIN_ID, SkipLink } from "./components/app-shell";
import { LiveUpdates } from "./components/community/live-updates";
import { AccountLanguage } from "./components/language-switcher";
import { BRAND } from "./components/header";
import { LogoIcon } from "./components/icons";
import { LOW_PRIORITY, LowPriorityModulePreloads } from "./components/low-priority-preloads";
import { NotFound } from "./components/not-found";
import { SessionProvider } from "./components/session";
import { ToastProvider } from "./components/toast";
import { ButtonLink } from "./components/ui";
import stylesheet from "./tailwind.css?url";
import { CATALOGUE_URLS } from "@core/i18n/catalogue-urls";
import { LANGUAGES, languageName, loadCatalogue } from "@core/i18n/catalogues";
import { DEFAULT_LANGUAGE } from "@core/i18n/negotiate";
import { apiServer } from "./utils/api.server";
import { metaTranslator, takeLanguageChange, useT } from "./utils/i18n";
import { requestLanguage } from "./utils/language.server";
import { useNonce } from "./utils/nonce";
import { siteOrigin, translatedPageMeta } from "./utils/meta";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/** The browser chrome's colour: the brand in the light scheme, the dark surface in the dark one. */
const THEME_COLORS = [
  { scheme: "light", color: "#b94a3a" },
  { scheme: "dark", color: "#1c1917" },
] as const;

export const meta: MetaFunction = ({ matches }) => translatedPageMeta(metaTranslator(matches), null);

/**
 * The signed-in user of the session cookie, so that the first render shows the right header, and
 * the language the page is rendered in (ADR 0042: the account's, else the `lang` cookie, else
 * Accept-Language, else English).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await apiServer(context, request).currentUser();
  // The switcher's names come from here: an Intl.DisplayNames would cost a new browser page 40-60 ms (ADR 0077).
  const languageNames = Object.fromEntries(LANGUAGES.map((language) => [language, languageName(language)]));
  return { user, language: requestLanguage(request, user?.language), languageNames, origin: siteOrigin(context.cloudflare.env) };
}

/** In the browser, the root's data names a language only once its catalogue is there (ADR 0048): useT() stays synchronous. */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const data = await serverLoader<typeof loader>();
  await loadCatalogue(data.language);
  return data;
}

/**
 * Pages are personalised (header): never cached by shared caches. A signed-out visitor's public
 * pages get the guest headers instead, from the Pages function (ADR 0041, app/utils/guest-cache.server.ts).
 */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** After the first load the browser keeps the session itself (components/session.tsx); a switch of language reloads it. */
export const shouldRevalidate: ShouldRevalidateFunction = () => takeLanguageChange();

/**
 * Every language is served at the same URL (negotiated, ADR 0042): the alternates all name this
 * page, x-default included, so search engines know the page exists in each language.
 */
function LanguageAlternates({ origin }: { origin: string | null }) {
  const { pathname } = useLocation();
  const href = `${origin ?? ""}${pathname}`;
  return (
    <>
      {[...LANGUAGES, "x-default"].map((language) => (
        <link key={language} rel="alternate" hrefLang={language} href={href} />
      ))}
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>("root");
  const language = root?.language ?? DEFAULT_LANGUAGE;
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The page's messages, fetched by entry.client.tsx before it hydrates (ADR 0048), after
            what the first paint needs (ADR 0080). */}
        <link rel="preload" href={CATALOGUE_URLS[language]} as="fetch" crossOrigin="anonymous" {...LOW_PRIORITY} />
        {THEME_COLORS.map(({ scheme, color }) => (
          <meta key={scheme} name="theme-color" media={`(prefers-color-scheme: ${scheme})`} content={color} />
        ))}
        <Meta />
        <Links />
        <LanguageAlternates origin={root?.origin ?? null} />
      </head>
      <body className="bg-canvas text-ink antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <LowPriorityModulePreloads />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { user } = useLoaderData<typeof loader>();
  // Says when the page's script has taken over (links, switchers and forms work as scripts): the
  // end-to-end tests wait for it instead of for a time before using such a control.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <SessionProvider serverUser={user}>
      <AccountLanguage />
      <LiveUpdates />
      <ToastProvider>
        <AppShell>
          <Outlet />
        </AppShell>
      </ToastProvider>
    </SessionProvider>
  );
}

/** Errors that escape every route: a minimal shell that needs no session. */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A client's 4xx (a write to a page, say) is no server error: entry.server's handleError logs the rest.
  if (!isRouteErrorResponse(error) || error.status >= 500) console.error(error);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-14 max-w-md items-center px-4">
          <Link to="/" className="flex items-center gap-2 text-lg font-bold tracking-tight text-stone-900">
            <LogoIcon className="size-6 text-brand-600" />
            {BRAND}
          </Link>
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto w-full max-w-md flex-1 px-4 py-6 outline-none">
        {notFound ? (
          <NotFound />
        ) : (
          <section className="space-y-4 py-10 text-center">
            <h1 className="text-2xl font-bold tracking-tight">{t("error.heading")}</h1>
            <p className="text-stone-700">
              {isRouteErrorResponse(error)
                ? `${error.status} ${error.statusText}`
                : t("error.text")}
            </p>
            <ButtonLink to="/">{t("error.goHome")}</ButtonLink>
          </section>
        )}
      </main>
    </div>
  );
}
