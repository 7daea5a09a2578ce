/**
 * The daily pull of Open Beauty Facts' changes (the api Worker's Cron Trigger, ADR 0039), against
 * the Open Beauty Facts fake's recent-changes list.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { eq, like } from "drizzle-orm";
import { beforeEach, describe, expect, inject, it } from "vitest";
import { gs1CheckDigit } from "@core/barcode";
import { OBF_ATTRIBUTION } from "@core/open-beauty-facts";
import { catalogueSyncs, products } from "@db/schema";
import worker from "../src/index";
import type { Env } from "../src/env";
import { SYNC_PAGE_SIZE, SYNC_SOURCE } from "../src/lib/catalogue/obf-sync";
import { testEnv, withTestDb } from "./helpers";

const NOW = Date.UTC(2026, 10, 27, 3, 17);
const T = Math.floor(NOW / 1000) - 3600;
const fakeUrl = () => inject("obfUrl");
let serial = Math.floor(Math.random() * 1e7) * 10;
const code = () => {
  const body = `29${String(serial++).padStart(10, "0")}`;
  return `${body}${gs1CheckDigit(body)}`;
};
const change = (barcode: string, modified: number, extra: Record<string, unknown> = {}) => ({
  code: barcode,
  product_name: `Synced Cream ${barcode}`,
  brands: "Syncbrand",
  categories_tags: ["en:face-creams"],
  ingredients_text: "Aqua, Glycerin, Niacinamide, Squalane, Phenoxyethanol",
  last_modified_t: modified,
  ...extra,
});

async function setChanges(list: unknown[], failPages: number[] = []) {
  const res = await fetch(`${fakeUrl()}/__changes`, { method: "PUT", body: JSON.stringify({ products: list, failPages }) });
  expect(res.status).toBe(200);
}
const pagesAsked = async () => ((await (await fetch(`${fakeUrl()}/__changes/requests`)).json()) as { requests: string[] }).requests;

async function runCron(env: Partial<Env> = { OPEN_BEAUTY_FACTS_URL: fakeUrl() }, scheduledTime = NOW) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime, cron: "17 3 * * *" }), testEnv(env), ctx);
  await waitOnExecutionContext(ctx);
}

const syncState = () => withTestDb(async (db) => (await db.select().from(catalogueSyncs).where(eq(catalogueSyncs.source, SYNC_SOURCE)))[0]);
const synced = (prefix = "Synced Cream") =>
  withTestDb((db) => db.select().from(products).where(like(products.name, `${prefix}%`)));
const byBarcode = (barcode: string) => withTestDb(async (db) => (await db.select().from(products).where(eq(products.barcode, barcode)))[0]);

beforeEach(async () => {
  await withTestDb((db) => db.delete(catalogueSyncs));
  await withTestDb((db) => db.delete(products).where(like(products.name, "Synced Cream%")));
});

describe("the daily Open Beauty Facts sync", () => {
  it("stores new skincare products that have an ingredient list and a valid barcode, with the ODbL attribution", async () => {
    const cream = code(), serum = code(), noList = code(), shampoo = code(), badBody = code().slice(0, 12);
    const badCheck = `${badBody}${(gs1CheckDigit(badBody) + 1) % 10}`;
    await setChanges([
      change(cream, T),
      change(serum, T - 60, { product_name: `Synced Cream Serum ${serum}`, categories_tags: ["en:serums"], image_front_url: "https://images.openbeautyfacts.org/images/x.jpg" }),
      change(noList, T - 120, { ingredients_text: "" }),
      change(shampoo, T - 180, { categories_tags: ["en:shampoos"] }),
      change(badCheck, T - 240),
    ]);
    await runCron();

    const rows = await synced();
    expect(rows.map((r) => r.barcode).sort()).toEqual([cream, serum].sort());
    expect(await byBarcode(cream)).toMatchObject({
      source: "openbeautyfacts",
      licence: "ODbL",
      attribution: OBF_ATTRIBUTION,
      sourceUrl: expect.stringContaining(`/product/${cream}`),
      status: "approved",
      productType: "Moisturizer",
      ingredientsMissing: false,
      ingredientKeys: expect.arrayContaining(["niacinamide", "squalane"]),
    });
    expect(await byBarcode(serum)).toMatchObject({ productType: "Serum", imageUrl: "https://images.openbeautyfacts.org/images/x.jpg" });
    expect(await syncState()).toMatchObject({ syncedUntil: T, lastResult: { ok: true, added: 2, skipped: 3, pages: 1 } });
    const [asked] = await pagesAsked();
    expect(new URLSearchParams(asked).get("fields")).toContain("last_modified_t");
  });

  it("reads only what changed since the last run, updates what it stored, leaves other sources' rows alone; a retried run changes nothing", async () => {
    const cream = code(), shipped = code(), old = code();
    await setChanges([change(cream, T)]);
    await runCron();
    const first = await byBarcode(cream);
    await withTestDb((db) =>
      db.insert(products).values({ name: `Shipped Balm ${shipped}`, brand: "Ours", productType: "Moisturizer", ingredients: "Water, Glycerin", barcode: shipped, source: "catalog" }),
    );

    const later = [
      change(cream, T + 600, { ingredients_text: "Aqua, Glycerin, Panthenol, Ceramide NP" }),
      change(shipped, T + 500, { product_name: "Synced Cream Renamed Balm" }),
      change(old, T - 10),
    ];
    await setChanges(later);
    await runCron(undefined, NOW + 86_400_000);
    const updated = await byBarcode(cream);
    expect(updated.id).toBe(first.id);
    expect(updated.ingredients).toBe("Aqua, Glycerin, Panthenol, Ceramide NP");
    expect(updated.ingredientKeys).toEqual(expect.arrayContaining(["panthenol", "ceramide np"]));
    expect(await byBarcode(shipped)).toMatchObject({ name: `Shipped Balm ${shipped}`, source: "catalog", ingredients: "Water, Glycerin" });
    expect(await byBarcode(old)).toBeUndefined();
    expect(await syncState()).toMatchObject({ syncedUntil: T + 600, lastResult: { ok: true, added: 0, updated: 1 } });

    // The same changes again (a retried run): the catalogue is as it was.
    const before = await synced();
    await withTestDb((db) => db.update(catalogueSyncs).set({ syncedUntil: T }));
    await runCron(undefined, NOW + 86_400_000);
    expect(await synced()).toEqual(before);
    expect(await syncState()).toMatchObject({ syncedUntil: T + 600 });
  });

  it("keeps its watermark when a run fails half-way, and the next run ends where a clean run would", async () => {
    const many = Array.from({ length: SYNC_PAGE_SIZE + 30 }, (_, i) => change(code(), T - i));
    await setChanges(many, [2]);
    await runCron();
    expect(await synced()).toHaveLength(SYNC_PAGE_SIZE);
    const failed = await syncState();
    expect(failed.lastResult).toMatchObject({ ok: false, error: expect.stringContaining("500") });
    expect(failed.syncedUntil).toBeLessThan(T - SYNC_PAGE_SIZE - 30);

    await runCron(undefined, NOW + 60_000);
    expect(await synced()).toHaveLength(SYNC_PAGE_SIZE + 30);
    expect(await syncState()).toMatchObject({ syncedUntil: T, lastResult: { ok: true, added: 30, pages: 2 } });
  });

  it("is off where OPEN_BEAUTY_FACTS_URL is unset: no request, nothing stored", async () => {
    await setChanges([change(code(), T)]);
    await runCron({ OPEN_BEAUTY_FACTS_URL: undefined });
    expect(await pagesAsked()).toEqual([]);
    expect(await synced()).toEqual([]);
    expect(await syncState()).toBeUndefined();
  });
});
