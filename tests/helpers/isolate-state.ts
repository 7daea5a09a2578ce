/**
 * The api's module-level state, for the integration files that share one Node worker
 * (`isolate: false`, ADR 0064): what must be emptied before each file, because it holds what one
 * file's database or fakes answered, and what may carry over, because it depends only on its key
 * or on nothing a file chooses. tests/integration/isolate-state.test.ts fails when a module-level
 * `let`, Map or Set appears in workers/api/src or drizzle/ that is in neither list.
 */
import { clearThisIsolatesCatalogCache } from "../../workers/api/src/lib/catalogue/recommendation-catalog";
import { clearKeyStats } from "../../workers/api/src/lib/catalogue/ingredient-filter";
import { clearObfMemory } from "../../workers/api/src/lib/catalogue/open-beauty-facts";
import { clearJwksCache } from "../../workers/api/src/routes/google";

/** Holds a file's rows or its fakes' answers: emptied before every integration file. */
export const CLEARED_BETWEEN_FILES = {
  "workers/api/src/lib/catalogue/recommendation-catalog.ts catalogCache": clearThisIsolatesCatalogCache,
  "workers/api/src/lib/catalogue/ingredient-filter.ts kept": clearKeyStats,
  "workers/api/src/lib/catalogue/open-beauty-facts.ts recentSearches": clearObfMemory,
  "workers/api/src/routes/google.ts jwksCache": clearJwksCache,
} as const;

/** Keyed by what it was made from, constant, or weakly held per request: the same in any file. */
export const KEPT_ACROSS_FILES: Record<string, string> = {
  "workers/api/src/middleware/same-origin.ts SAFE_METHODS": "constant",
  "workers/api/src/realtime/user-events.ts EVENT_TYPES": "constant",
  "workers/api/src/lib/admin/access.ts actors": "weak, per transaction",
  "workers/api/src/lib/validate.ts validations": "weak, per request",
  "workers/api/src/lib/config.ts isolateSecret": "random per isolate, used only where a file sets no SESSION_SECRET",
  "workers/api/src/lib/routines/share-image-png.ts ready": "the WebAssembly module, the same for everyone",
  "workers/api/src/lib/accounts/session.ts cachedKey": "keyed by the secret",
  "drizzle/prepared-statements.ts names": "keyed by the statement's text",
  "drizzle/client.ts parsedConnectionStrings": "keyed by the connection string",
};

export function clearIsolateCaches() {
  for (const clear of Object.values(CLEARED_BETWEEN_FILES)) clear();
}
