import type { AppLoadContext } from "@remix-run/cloudflare";
import type { PlatformProxy } from "wrangler";

/** Bindings of the Pages project (root wrangler.toml). */
export interface WebEnv {
  /** Service binding to the api Worker (production). */
  API?: Fetcher;
  /** Base URL of the api Worker when there is no service binding (local runs). */
  API_URL?: string;
  ENVIRONMENT?: string;
}

type Cloudflare = Omit<PlatformProxy<WebEnv>, "dispose">;

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: Cloudflare;
  }
}

type GetLoadContext = (args: { request: Request; context: { cloudflare: Cloudflare } }) => AppLoadContext;

export const getLoadContext: GetLoadContext = ({ context }) => context;
