/**
 * Open Beauty Facts as a live source behind our catalogue: a barcode our catalogue lacks, or a
 * name search with few results, is asked there; products found are stored in our catalogue
 * (source 'openbeautyfacts', licence ODbL, attribution) so the next person finds them locally.
 *
 * Settings (.dev.vars.example): OPEN_BEAUTY_FACTS_URL (unset or "off": the source is off and
 * every answer says so), OPEN_BEAUTY_FACTS_USER_AGENT (their API asks for a contact),
 * OPEN_BEAUTY_FACTS_TIMEOUT_MS (default 2500). Nothing here throws: a timeout, an error status, a
 * missing network, a malformed or huge answer each become an `ObfFailure` with a clear message,
 * and callers fall back to our catalogue. Nothing is stored from a bad answer.
 */
import { inArray, or } from "drizzle-orm";
import {
  catalogRowFromObf,
  OBF_FIELDS,
  readObfProductAnswer,
  readObfSearchAnswer,
  type ObfProduct,
} from "@core/open-beauty-facts";
import type { ExternalStatus } from "@core/api/products";
import type { ProductTypeName } from "@core/domain";
import { readBodyWithin } from "@core/request-limits";
import type { Database } from "@db/client";
import { products } from "@db/schema";
import { sameNameInCatalogue } from "./products";
import type { Env } from "../../env";

export const DEFAULT_TIMEOUT_MS = 2500;
/** Answers larger than this are refused (a product answer is a few kB; a search page ~50 kB). */
export const MAX_ANSWER_BYTES = 1_000_000;

export interface ObfConfig {
  baseUrl: string;
  userAgent: string;
  timeoutMs: number;
}

export interface ObfFailure {
  ok: false;
  status: Exclude<ExternalStatus, "ok">;
  message: string;
}


export function obfConfig(env: Env): ObfConfig | null {
  const raw = (env.OPEN_BEAUTY_FACTS_URL ?? "").trim();
  if (!raw || raw === "off") return null;
  let baseUrl: string;
  try {
    const url = new URL(raw);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    baseUrl = url.toString().replace(/\/$/, "");
  } catch {
    return null;
  }
  const timeout = Number(env.OPEN_BEAUTY_FACTS_TIMEOUT_MS);
  return {
    baseUrl,
    userAgent: env.OPEN_BEAUTY_FACTS_USER_AGENT?.trim() || `Skinstack/1.0 (${env.APP_URL ?? "https://skinstack.app"})`,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? Math.min(timeout, 10_000) : DEFAULT_TIMEOUT_MS,
  };
}

export const OBF_OFF: ObfFailure = {
  ok: false,
  status: "off",
  message: "Open Beauty Facts lookups are off here (OPEN_BEAUTY_FACTS_URL is not set): only our catalogue was searched.",
};

/** This network asked Open Beauty Facts too often this hour (`openBeautyFactsLookups`, ADR 0084): it is not asked. */
export const OBF_LIMITED: ObfFailure = {
  ok: false,
  status: "limited",
  message: "Open Beauty Facts was asked many times from your network in the last hour: only our catalogue was searched.",
};

const failure = (status: ObfFailure["status"], message: string): ObfFailure => ({ ok: false, status, message });

/** Reads at most `max` bytes of a body; null when it is larger. */
async function readCapped(res: Response, max: number): Promise<string | null> {
  const declared = Number(res.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > max) {
    await res.body?.cancel().catch(() => {});
    return null;
  }
  const bytes = await readBodyWithin(res.body, max);
  return bytes && new TextDecoder().decode(bytes);
}

/** GET a JSON answer within the timeout and size cap; 404 answers are read too (not found). */
export async function getObfJson(config: ObfConfig, path: string): Promise<{ ok: true; body: unknown } | ObfFailure> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  try {
    const res = await fetch(`${config.baseUrl}${path}`, {
      headers: { "User-Agent": config.userAgent, Accept: "application/json" },
      signal: controller.signal,
    });
    if (!res.ok && res.status !== 404) {
      await res.body?.cancel().catch(() => {});
      return failure("error", `Open Beauty Facts answered ${res.status}: only our catalogue was searched.`);
    }
    const text = await readCapped(res, MAX_ANSWER_BYTES);
    if (text === null) return failure("too_large", "Open Beauty Facts sent an answer too large to read: only our catalogue was searched.");
    try {
      return { ok: true, body: JSON.parse(text) };
    } catch {
      return failure("malformed", "Open Beauty Facts sent an answer that is not valid JSON: only our catalogue was searched.");
    }
  } catch {
    return controller.signal.aborted
      ? failure("timeout", `Open Beauty Facts did not answer within ${config.timeoutMs / 1000} s: only our catalogue was searched.`)
      : failure("unreachable", "Open Beauty Facts could not be reached (no network?): only our catalogue was searched.");
  } finally {
    clearTimeout(timer);
  }
}

export type ObfLookup = { ok: true; product: ObfProduct | null } | ObfFailure;

/** The product with this (valid, canonical) barcode on Open Beauty Facts, or null when it has none. */
export async function lookupObfBarcode(config: ObfConfig, barcode: string): Promise<ObfLookup> {
  const answer = await getObfJson(config, `/api/v2/product/${barcode}.json?fields=${OBF_FIELDS}`);
  if (!answer.ok) return answer;
  const read = readObfProductAnswer(answer.body, config.baseUrl);
  if (read.kind === "malformed") return failure("malformed", `Open Beauty Facts sent an unexpected answer (${read.reason}): nothing was stored.`);
  return { ok: true, product: read.kind === "found" ? read.product : null };
}

export type ObfSearch = { ok: true; products: ObfProduct[] } | ObfFailure;

/** Up to 10 products Open Beauty Facts finds for a name. */
export async function searchObf(config: ObfConfig, text: string): Promise<ObfSearch> {
  const query = new URLSearchParams({ search_terms: text, search_simple: "1", action: "process", json: "1", page_size: "20", fields: OBF_FIELDS });
  const answer = await getObfJson(config, `/cgi/search.pl?${query}`);
  if (!answer.ok) return answer;
  const read = readObfSearchAnswer(answer.body, config.baseUrl);
  if (read.kind === "malformed") return failure("malformed", `Open Beauty Facts sent an unexpected answer (${read.reason}): nothing was stored.`);
  return { ok: true, products: read.products };
}

/**
 * Stores products found on Open Beauty Facts (those with a known type) in our catalogue, once:
 * a barcode or a brand and name already present is left alone. Returns the catalogue ids of the
 * given products (stored now or before), keyed by their barcode.
 */
export async function storeObfProducts(db: Database, found: ObfProduct[]): Promise<{ ids: Map<string, string>; added: number }> {
  const typed = found.filter((p): p is ObfProduct & { productType: ProductTypeName } => p.productType !== null);
  if (typed.length === 0) return { ids: new Map(), added: 0 };
  const inserted = await db.insert(products).values(typed.map(catalogRowFromObf)).onConflictDoNothing().returning({ id: products.id });
  const key = (brand: string, name: string) => `${brand.toLowerCase()}\u0000${name.toLowerCase()}`;
  const rows = await db
    .select({ id: products.id, barcode: products.barcode, brand: products.brand, name: products.name })
    .from(products)
    .where(
      or(
        inArray(
          products.barcode,
          typed.map((p) => p.barcode),
        ),
        // By name, only the catalogue's row: a member's unapproved one of that name is theirs alone.
        ...typed.map((p) => sameNameInCatalogue(p.brand, p.name)),
      ),
    );
  const ids = new Map<string, string>();
  for (const p of typed) {
    const row = rows.find((r) => r.barcode === p.barcode) ?? rows.find((r) => key(r.brand, r.name) === key(p.brand, p.name));
    if (row) ids.set(p.barcode, row.id);
  }
  return { ids, added: inserted.length };
}

/**
 * Recent name searches asked of Open Beauty Facts, per Worker isolate: the picker searches as
 * people type, and the same words should not be asked twice in a row. Failures are kept briefly.
 */
const recentSearches = new Map<string, { at: number; result: ObfSearch }>();
const KEEP_MS = 10 * 60_000;
const KEEP_FAILURE_MS = 60_000;

export async function searchObfRemembered(config: ObfConfig, text: string, now = Date.now()): Promise<ObfSearch> {
  const key = `${config.baseUrl}\u0000${text.trim().toLowerCase()}`;
  const kept = recentSearches.get(key);
  if (kept && now - kept.at < (kept.result.ok ? KEEP_MS : KEEP_FAILURE_MS)) return kept.result;
  const result = await searchObf(config, text);
  if (recentSearches.size >= 500) recentSearches.delete(recentSearches.keys().next().value!);
  recentSearches.set(key, { at: now, result });
  return result;
}

/** Forget remembered searches (tests). */
export function clearObfMemory() {
  recentSearches.clear();
}
