import type { AppLoadContext } from "@remix-run/cloudflare";
import type { PlatformProxy } from "wrangler";

/** Bindings of the Pages project (root wrangler.toml). */
export interface WebEnv {
  /** Service binding to the api Worker (production). */
  API?: Fetcher;
  /** Base URL of the api Worker when there is no service binding (local runs). */
  API_URL?: string;
  ENVIRONMENT?: string;
  /** Shared with the api Worker: vouches for the client address the web app forwards. */
  FORWARDING_SECRET?: string;
  /**
   * Cloudflare Turnstile's site key: the person check the api asks for past the sign-in, sign-up
   * and reset limits (ADR 0028; its secret is the api's TURNSTILE_SECRET_KEY). Unset: a labelled
   * local stand-in outside production, and the page's CSP does not allow Turnstile.
   */
  TURNSTILE_SITE_KEY?: string;
  /** The site's public address: canonical links and Open Graph URLs (app/utils/meta siteOrigin). */
  APP_URL?: string;
}

type Cloudflare = Omit<PlatformProxy<WebEnv>, "dispose">;

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: Cloudflare;
  }
}

type GetLoadContext = (args: { request: Request; context: { cloudflare: Cloudflare } }) => AppLoadContext;

/**
 * In `npm run dev` the loaders run in Node next to the api Worker, whose port follows PORT; the
 * dev script passes it as API_URL. On Pages there is no `process`, and the bindings are used.
 */
const devApiUrl = typeof process !== "undefined" ? process.env?.API_URL : undefined;
const devForwardingSecret = typeof process !== "undefined" ? process.env?.FORWARDING_SECRET : undefined;
const devAppUrl = typeof process !== "undefined" ? process.env?.APP_URL : undefined;

export const getLoadContext: GetLoadContext = ({ context }) =>
  devApiUrl
    ? {
        ...context,
        cloudflare: { ...context.cloudflare, env: { ...context.cloudflare.env, API_URL: devApiUrl, FORWARDING_SECRET: devForwardingSecret, APP_URL: devAppUrl } },
      }
    : context;
