/**
 * The daily pull of Open Beauty Facts' changes into our catalogue (ADR 0039), run by the api
 * Worker's Cron Trigger. Reads OBF's search API newest change first
 * (`/api/v2/search?sort_by=last_modified_t`) until it reaches the changes an earlier run stored
 * (`catalogue_syncs.synced_until`), and stores the skincare products with an ingredient list and a
 * valid barcode: new ones are added, ones it added before are updated in place. Rows of other
 * sources (the shipped catalogue, members' products) with the same barcode are left alone.
 *
 * Idempotent under a retried run: every write is an upsert of the same values, and the watermark
 * moves only when a run has read every page down to it, so a run that failed half-way is redone
 * whole by the next one.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { catalogRowFromObf, OBF_FIELDS, readObfChangesAnswer, syncable, type ObfProduct } from "@core/open-beauty-facts";
import type { ProductTypeName } from "@core/domain";
import type { Database } from "@db/client";
import { catalogueSyncs, products } from "@db/schema";
import { getObfJson, type ObfConfig } from "./open-beauty-facts";

export const SYNC_SOURCE = "openbeautyfacts";
export const SYNC_PAGE_SIZE = 100;
/** At most this many pages a run (a day of OBF changes is a few hundred products). */
export const SYNC_MAX_PAGES = 20;
/** A first run reaches this far back; older products come through the live lookups. */
export const FIRST_RUN_LOOKBACK_S = 2 * 24 * 3600;

export interface SyncResult {
  ok: boolean;
  added: number;
  updated: number;
  /** Rows skipped: no ingredient list, no skincare type, no valid barcode, or another source's barcode. */
  skipped: number;
  pages: number;
  /** The run stopped at SYNC_MAX_PAGES before reaching the last run's changes. */
  truncated: boolean;
  syncedUntil: number;
  error?: string;
}

type Storable = ObfProduct & { productType: ProductTypeName };

/** Adds new products and updates the ones an earlier sync or lookup stored; returns [added, updated, skipped]. */
async function store(db: Database, found: Storable[]): Promise<[number, number, number]> {
  if (found.length === 0) return [0, 0, 0];
  const existing = await db
    .select({ id: products.id, barcode: products.barcode, source: products.source })
    .from(products)
    .where(inArray(products.barcode, found.map((p) => p.barcode)));
  const byBarcode = new Map(existing.map((r) => [r.barcode, r]));
  let updated = 0, skipped = 0;
  const fresh: Storable[] = [];
  for (const p of found) {
    const row = byBarcode.get(p.barcode);
    if (!row) fresh.push(p);
    else if (row.source !== SYNC_SOURCE) skipped++;
    else {
      const { status: _status, ...columns } = catalogRowFromObf(p);
      // A new name that another catalogue product already has keeps the old one (unique brand and
      // name among approved products; members' unapproved submissions do not count, ADR 0056).
      const changed = await db
        .update(products)
        .set(columns)
        .where(
          and(
            eq(products.id, row.id),
            sql`not exists (select 1 from products o where lower(o.brand) = lower(${p.brand}) and lower(o.name) = lower(${p.name}) and o.id <> ${row.id} and o.status = 'approved')`,
          ),
        )
        .returning({ id: products.id });
      if (changed.length) updated++;
      else skipped++;
    }
  }
  const inserted = fresh.length
    ? await db.insert(products).values(fresh.map(catalogRowFromObf)).onConflictDoNothing().returning({ id: products.id })
    : [];
  return [inserted.length, updated, skipped + fresh.length - inserted.length];
}

/** One run: every change newer than the stored watermark, stored; the watermark moved when complete. */
export async function syncObfChanges(db: Database, config: ObfConfig, now = Date.now()): Promise<SyncResult> {
  const [state] = await db.select().from(catalogueSyncs).where(eq(catalogueSyncs.source, SYNC_SOURCE)).limit(1);
  const since = state?.syncedUntil || Math.floor(now / 1000) - FIRST_RUN_LOOKBACK_S;
  const result: SyncResult = { ok: true, added: 0, updated: 0, skipped: 0, pages: 0, truncated: false, syncedUntil: since };
  let newest = since;
  let reached = false;
  const fields = `${OBF_FIELDS},last_modified_t`;
  for (let page = 1; page <= SYNC_MAX_PAGES && !reached; page++) {
    const query = new URLSearchParams({ sort_by: "last_modified_t", page: String(page), page_size: String(SYNC_PAGE_SIZE), fields });
    const answer = await getObfJson(config, `/api/v2/search?${query}`);
    const read = answer.ok ? readObfChangesAnswer(answer.body, config.baseUrl) : null;
    if (!answer.ok || !read || read.kind === "malformed") {
      result.ok = false;
      result.error = !answer.ok ? answer.message : read?.kind === "malformed" ? `Open Beauty Facts sent an unexpected page (${read.reason})` : "unreadable page";
      break;
    }
    result.pages = page;
    const recent = read.changes.filter((c) => c.modifiedAt > since);
    reached = recent.length < read.changes.length || read.changes.length < SYNC_PAGE_SIZE;
    for (const c of recent) newest = Math.max(newest, c.modifiedAt);
    const storable = new Map<string, Storable>();
    for (const c of recent) if (syncable(c.product) && !storable.has(c.product.barcode)) storable.set(c.product.barcode, c.product);
    const [added, updated, skipped] = await store(db, [...storable.values()]);
    result.added += added;
    result.updated += updated;
    result.skipped += skipped + recent.length - storable.size;
  }
  result.truncated = result.ok && !reached;
  if (result.ok) result.syncedUntil = newest;
  const lastResult = { ...result };
  await db
    .insert(catalogueSyncs)
    .values({ source: SYNC_SOURCE, syncedUntil: result.syncedUntil, lastRunAt: new Date(now), lastResult })
    .onConflictDoUpdate({
      target: catalogueSyncs.source,
      // A failed run records what happened and keeps the watermark where the last complete run left it.
      set: { syncedUntil: result.ok ? result.syncedUntil : sql`${catalogueSyncs.syncedUntil}`, lastRunAt: new Date(now), lastResult },
    });
  return result;
}
