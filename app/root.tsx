import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { AppShell, MAIN_ID, SkipLink } from "./components/app-shell";
import { LiveUpdates } from "./components/community/live-updates";
import { BRAND } from "./components/header";
import { LogoIcon } from "./components/icons";
import { NotFound } from "./components/not-found";
import { SessionProvider } from "./components/session";
import { ToastProvider } from "./components/toast";
import { ButtonLink } from "./components/ui";
import stylesheet from "./tailwind.css?url";
import { apiServer } from "./utils/api.server";
import { useNonce } from "./utils/nonce";
import { pageMeta } from "./utils/meta";

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

export const meta: MetaFunction = () => pageMeta(null);

/** The signed-in user of the session cookie, so that the first render shows the right header. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await apiServer(context, request).currentUser();
  return { user };
}

/**
 * Pages are personalised (header): never cached by shared caches. A signed-out visitor's public
 * pages get the guest headers instead, from the Pages function (ADR 0041, app/utils/guest-cache.server.ts).
 */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** After the first load the browser keeps the session itself (components/session.tsx). */
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {THEME_COLORS.map(({ scheme, color }) => (
          <meta key={scheme} name="theme-color" media={`(prefers-color-scheme: ${scheme})`} content={color} />
        ))}
        <Meta />
        <Links />
      </head>
      <body className="bg-canvas text-ink antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <SessionProvider serverUser={user}>
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
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
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
            <h1 className="text-2xl font-bold tracking-tight">Something went wrong</h1>
            <p className="text-stone-700">
              {isRouteErrorResponse(error)
                ? `${error.status} ${error.statusText}`
                : "An unexpected error occurred. Please try again."}
            </p>
            <ButtonLink to="/">Go back home</ButtonLink>
          </section>
        )}
      </main>
    </div>
  );
}
