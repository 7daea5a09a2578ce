/**
 * The api Worker's Cron Trigger (wrangler.toml `[triggers] crons`): the daily pull of Open Beauty
 * Facts' changes (lib/catalogue/obf-sync.ts, ADR 0039). Off where OPEN_BEAUTY_FACTS_URL is unset,
 * as the live lookups are. A failed run is logged and left for the next one (the watermark has
 * not moved, so that run covers its changes too); it never throws into the runtime.
 */
import type { Env } from "../env";
import { openDatabase } from "../lib/database";
import { obfConfig } from "../lib/catalogue/open-beauty-facts";
import { syncObfChanges, type SyncResult } from "../lib/catalogue/obf-sync";

/** A sync page is up to 100 products (~100 kB): more time than a person's lookup is given. */
export const SYNC_TIMEOUT_MS = 20_000;

export async function runCatalogueSync(env: Env, now = Date.now()): Promise<SyncResult | "off"> {
  const config = obfConfig(env);
  if (!config) {
    console.log("catalogue sync: off (OPEN_BEAUTY_FACTS_URL is not set)");
    return "off";
  }
  const { db, close } = openDatabase(env);
  try {
    const result = await syncObfChanges(db, { ...config, timeoutMs: Math.max(config.timeoutMs, SYNC_TIMEOUT_MS) }, now);
    if (result.ok) console.log("catalogue sync: done", JSON.stringify(result));
    else console.error("[ALERT] catalogue sync failed; the next run retries", JSON.stringify(result));
    return result;
  } catch (error) {
    console.error("[ALERT] catalogue sync failed; the next run retries", error instanceof Error ? error.message : error);
    return { ok: false, added: 0, updated: 0, skipped: 0, pages: 0, truncated: false, syncedUntil: 0, error: "database" };
  } finally {
    await close();
  }
}
