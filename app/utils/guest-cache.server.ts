/**
 * Guest pages from the edge (ADR 0041): the Pages function answers a signed-out visitor's request
 * for a public page (core/guest-pages.ts) from the Workers Cache API when it can, and stores what
 * it renders for such a visitor. Stored pages are keyed by the guest pages' generation, which the
 * api moves on after every write a guest could see; a new generation is a new set of keys.
 *
 * The Cache API keeps no stale copies of its own (it ignores stale-while-revalidate), so the time
 * a page was stored travels with it: a fresh page is served as it is, a stale one is served while
 * one render replaces it in the background, an older one is rendered again before answering.
 *
 * Pages read out of the cache are also kept in the isolate's memory under the same key, so that
 * the next guests' hits cost no cache lookup; a new generation is a new key there too.
 *
 * A stored page still holds the nonce its Content-Security-Policy was made with: every answer
 * from the cache gets a nonce of its own, swapped into the policy and the page.
 */
import {
  GUEST_PAGE_CACHE_CONTROL,
  GUEST_PAGE_FRESH_SECONDS,
  GUEST_PAGE_STALE_SECONDS,
  GUEST_PAGE_VARY,
  isGuestPageRequest,
  storedPageAge,
} from "@core/guest-pages";
import { createNonce } from "@core/security-headers";

const STORED_AT = "x-guest-page-stored-at";
const STORED_NONCE = "x-guest-page-nonce";
/** RFC 9211's Cache-Status: what this cache did with the request. */
const CACHE_STATUS = "cache-status";
const CACHE_NAME = "skinstack-edge";

export interface GuestCacheOptions {
  /** The cache guest pages are kept in (`caches.default` in a Worker). */
  cache: Cache;
  /** The guest pages' current generation; null when it cannot be known (then nothing is cached). */
  generation: () => Promise<string | null>;
  /** The language the page is rendered in for this request (ADR 0042): each language is its own copy. */
  language: (request: Request) => Promise<string>;
  /** Keeps background work (storing, revalidating) alive after the answer is sent. */
  waitUntil: (promise: Promise<unknown>) => void;
  now?: () => number;
}

/** Pages being rendered again in the background by this isolate: one render per stale page. */
const revalidating = new Set<string>();

/** The key a page is stored under in one generation and language: the page's own address in their folder. */
export function guestPageKey(url: URL, generation: string, language: string): string {
  return `${url.origin}/__guest-pages/${encodeURIComponent(generation)}/${encodeURIComponent(language)}${url.pathname}${url.search}`;
}

function nonceOf(contentSecurityPolicy: string | null): string | null {
  return contentSecurityPolicy?.match(/'nonce-([^']+)'/)?.[1] ?? null;
}

/** A rendered page that may be stored for every guest: a whole HTML page that sets no cookie. */
function storable(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has("set-cookie") &&
    (response.headers.get("content-type") ?? "").startsWith("text/html") &&
    response.body !== null
  );
}

function withGuestHeaders(headers: Headers, status: string): Headers {
  headers.set("Cache-Control", GUEST_PAGE_CACHE_CONTROL);
  headers.set("Vary", GUEST_PAGE_VARY);
  headers.set(CACHE_STATUS, `${CACHE_NAME}; ${status}`);
  return headers;
}

/** The copy kept in the cache: the page, the time it was stored and its nonce; no guest headers. */
function copyToStore(response: Response, body: ReadableStream, storedAt: number): Response {
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", `public, max-age=${GUEST_PAGE_FRESH_SECONDS + GUEST_PAGE_STALE_SECONDS}`);
  headers.set(STORED_AT, String(storedAt));
  const nonce = nonceOf(headers.get("content-security-policy"));
  if (nonce) headers.set(STORED_NONCE, nonce);
  headers.delete(CACHE_STATUS);
  return new Response(body, { status: response.status, headers });
}

/** A stored page read out of the cache, kept in this isolate's memory too (see `inMemory`). */
interface StoredPage {
  status: number;
  headers: [string, string][];
  body: string;
  storedAt: number;
  nonce: string | null;
}

async function readStored(stored: Response): Promise<StoredPage> {
  const headers = new Headers(stored.headers);
  const storedAt = Number(headers.get(STORED_AT));
  const nonce = headers.get(STORED_NONCE);
  headers.delete(STORED_AT);
  headers.delete(STORED_NONCE);
  headers.delete("cf-cache-status");
  return { status: stored.status, headers: [...headers], body: await stored.text(), storedAt, nonce };
}

/**
 * The pages this isolate last read out of the cache, by key (so by generation too): a hit then
 * costs no cache lookup. Bounded by count and size; the oldest read goes first.
 */
const MEMORY_PAGES = 64;
const MEMORY_BYTES = 8 * 1024 * 1024;
const inMemory = new Map<string, StoredPage>();
let memoryBytes = 0;

function remember(key: string, page: StoredPage) {
  forget(key);
  inMemory.set(key, page);
  memoryBytes += page.body.length;
  for (const [oldest, old] of inMemory) {
    if (inMemory.size <= MEMORY_PAGES && memoryBytes <= MEMORY_BYTES) break;
    inMemory.delete(oldest);
    memoryBytes -= old.body.length;
  }
}

function forget(key: string) {
  const page = inMemory.get(key);
  if (!page) return;
  inMemory.delete(key);
  memoryBytes -= page.body.length;
}

/** Empties this isolate's memory of pages (tests). */
export function forgetGuestPages() {
  inMemory.clear();
  memoryBytes = 0;
}

/** A stored page as one guest gets it: its own nonce, the guest headers, and its age. */
function fromStore(stored: StoredPage, status: string, now: number): Response {
  const headers = new Headers(stored.headers);
  headers.set("Age", String(Math.max(0, Math.floor((now - stored.storedAt) / 1000))));
  withGuestHeaders(headers, status);
  if (!stored.nonce) return new Response(stored.body, { status: stored.status, headers });
  const nonce = createNonce();
  const policy = headers.get("content-security-policy");
  if (policy) headers.set("content-security-policy", policy.replaceAll(stored.nonce, nonce));
  return new Response(stored.body.replaceAll(stored.nonce, nonce), { status: stored.status, headers });
}

/** Renders the page and, when it may be kept for every guest, stores a copy under `key`. */
async function renderAndStore(render: () => Promise<Response>, key: string, options: GuestCacheOptions, now: number) {
  const response = await render();
  if (!storable(response)) return { response, stored: false };
  const [forGuest, forCache] = response.body!.tee();
  options.waitUntil(options.cache.put(key, copyToStore(response, forCache, now)).catch((error) => console.error("guest page not stored", key, error)));
  return { response: new Response(forGuest, response), stored: true };
}

/**
 * The answer to `request`: from the cache for a guest when a stored page is fresh (or stale, while
 * it is rendered again), else rendered with `render` and stored when it may be. Requests that
 * carry a session, and pages that are not guest pages, are always rendered and never stored.
 */
export async function serveGuestPage(request: Request, render: () => Promise<Response>, options: GuestCacheOptions): Promise<Response> {
  const url = new URL(request.url);
  if (!isGuestPageRequest(request.method, url, request.headers)) return render();
  const generation = await options.generation();
  if (generation === null) return render();
  const now = (options.now ?? Date.now)();
  const key = guestPageKey(url, generation, await options.language(request));
  let stored = inMemory.get(key) ?? null;
  if (!stored) {
    const cached = await options.cache.match(key);
    if (cached) {
      stored = await readStored(cached);
      remember(key, stored);
    }
  }
  const age = stored ? storedPageAge(stored.storedAt, now) : "expired";
  if (stored && age === "fresh") return fromStore(stored, "hit", now);
  if (stored && age === "stale") {
    if (!revalidating.has(key)) {
      revalidating.add(key);
      options.waitUntil(
        render()
          .then(async (fresh) => {
            if (!storable(fresh)) return void (await fresh.body?.cancel());
            await options.cache.put(key, copyToStore(fresh, fresh.body!, (options.now ?? Date.now)()));
            forget(key);
          })
          .catch((error) => console.error("guest page not revalidated", key, error))
          .finally(() => revalidating.delete(key)),
      );
    }
    return fromStore(stored, "hit; fwd=stale", now);
  }
  if (stored) forget(key);
  const { response, stored: kept } = await renderAndStore(render, key, options, now);
  if (!kept) return response;
  return new Response(response.body, { status: response.status, headers: withGuestHeaders(new Headers(response.headers), "fwd=miss; stored") });
}

/**
 * The generation as this isolate knows it: asked of the api at most once per `maxAgeMs` (one
 * request at a time), so a write reaches every isolate's guests within about that long.
 */
export function generationReader(read: () => Promise<string | null>, maxAgeMs: number, now: () => number = Date.now) {
  let known: { value: string | null; at: number } | null = null;
  let pending: Promise<string | null> | null = null;
  return async function generation(): Promise<string | null> {
    if (known && now() - known.at < maxAgeMs) return known.value;
    pending ??= read()
      .catch(() => null)
      .then((value) => {
        known = { value, at: now() };
        return value;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}
