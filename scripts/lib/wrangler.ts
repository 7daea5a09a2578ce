/** How the local scripts run `wrangler dev` and `wrangler pages dev`. */
import { freePort } from "./processes";

/**
 * No metrics, no update check, and no attempt to fetch the `Request.cf` placeholder from
 * workers.cloudflare.com (offline it fails with a stack trace; the built-in placeholder is used).
 */
export const QUIET_WRANGLER = { WRANGLER_SEND_METRICS: "false", WRANGLER_LOG: "warn", NO_UPDATE_NOTIFIER: "1", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

/** The arguments of a local wrangler server: on 127.0.0.1:`port`, an inspector on a free port, no interactive session, its state in `persistTo`. */
export async function localServerArgs(port: number, persistTo: string): Promise<string[]> {
  return [
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--inspector-port",
    String(await freePort()),
    "--show-interactive-dev-session=false",
    "--persist-to",
    persistTo,
  ];
}
