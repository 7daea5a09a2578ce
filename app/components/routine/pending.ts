/**
 * The pending routine kept in localStorage: {morningProducts,
 * nightProducts, timestamp}. The wizard saves it as products are added; the landing picker and the
 * splash search write it before going to the wizard. It is restored only when under 30 minutes old
 * and holding both lists; anything else (corrupt JSON, wrong shapes, stale, from the future) is
 * ignored and removed, never a crash. Products that are not valid are dropped one by one.
 */
import * as v from "valibot";
import { itemFromProduct, type RoutineItem, type Routines, addItem } from "./routine";
import type { Period } from "@core/domain";

export const PENDING_ROUTINE_KEY = "pendingRoutine";
export const PENDING_ROUTINE_MAX_AGE_MS = 30 * 60 * 1000;
export const PENDING_RESTORED_MESSAGE =
  "add you products here, state your skintype and goals in the next page and get some real insight.";

type ReadableStorage = Pick<Storage, "getItem">;
type WritableStorage = Pick<Storage, "setItem" | "removeItem">;

const text = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.maxLength(max))), "");

const StoredProductSchema = v.object({
  productId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64))), null),
  id: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64))), null),
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120)),
  brand: text(120),
  productType: text(40),
  ingredients: text(5000),
  imageUrl: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500))), null),
});

const StoredRoutineSchema = v.object({
  morningProducts: v.pipe(v.array(v.unknown()), v.maxLength(30)),
  nightProducts: v.pipe(v.array(v.unknown()), v.maxLength(30)),
  timestamp: v.pipe(v.number(), v.finite()),
  /** The wizard has told the user it restored these products (so it does not say it again). */
  announced: v.optional(v.boolean(), false),
});

function itemsOf(list: unknown[]): RoutineItem[] {
  let routine: Routines = { morning: [], night: [] };
  for (const raw of list) {
    const parsed = v.safeParse(StoredProductSchema, raw);
    if (!parsed.success) continue;
    const p = parsed.output;
    routine = addItem(routine, "morning", itemFromProduct({ ...p, id: p.productId ?? p.id }));
  }
  return routine.morning;
}

/** The stored routine when it is valid, under 30 minutes old and not empty; otherwise null. */
export function parsePendingRoutine(json: string | null, now: number): Routines | null {
  return parseStoredRoutine(json, now)?.routines ?? null;
}

/** A restorable routine, and whether the user still has to be told it was restored. */
export interface PendingRoutine {
  routines: Routines;
  announce: boolean;
}

function parseStoredRoutine(json: string | null, now: number): PendingRoutine | null {
  if (!json) return null;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = v.safeParse(StoredRoutineSchema, data);
  if (!parsed.success) return null;
  const age = now - parsed.output.timestamp;
  if (age < 0 || age >= PENDING_ROUTINE_MAX_AGE_MS) return null;
  const routines = { morning: itemsOf(parsed.output.morningProducts), night: itemsOf(parsed.output.nightProducts) };
  return routines.morning.length + routines.night.length > 0 ? { routines, announce: !parsed.output.announced } : null;
}

/** Reads the pending routine; an unusable one is removed. */
export function loadPendingRoutine(storage: (ReadableStorage & WritableStorage) | null, now = Date.now()): Routines | null {
  return readPendingRoutine(storage, now)?.routines ?? null;
}

/** Reads the pending routine with its restore notice; an unusable one is removed. */
export function readPendingRoutine(storage: (ReadableStorage & WritableStorage) | null, now = Date.now()): PendingRoutine | null {
  if (!storage) return null;
  try {
    const json = storage.getItem(PENDING_ROUTINE_KEY);
    const pending = parseStoredRoutine(json, now);
    if (json !== null && !pending) storage.removeItem(PENDING_ROUTINE_KEY);
    return pending;
  } catch {
    return null;
  }
}

const stored = (item: RoutineItem) => ({
  productId: item.productId,
  name: item.name,
  brand: item.brand,
  productType: item.productType,
  ingredients: item.ingredients,
  imageUrl: item.imageUrl,
});

export function serializePendingRoutine(routines: Routines, now: number, announced = false): string {
  return JSON.stringify({
    morningProducts: [...routines.morning].sort((a, b) => a.order - b.order).map(stored),
    nightProducts: [...routines.night].sort((a, b) => a.order - b.order).map(stored),
    timestamp: now,
    ...(announced ? { announced } : {}),
  });
}

/**
 * Saves the routine (an empty one clears the key). Storage errors are ignored. The wizard saves
 * what the user sees with `announced`; products handed over from elsewhere are saved without it,
 * so the wizard says once that it restored them.
 */
export function savePendingRoutine(storage: WritableStorage | null, routines: Routines, now = Date.now(), announced = false): void {
  if (!storage) return;
  try {
    if (routines.morning.length + routines.night.length === 0) storage.removeItem(PENDING_ROUTINE_KEY);
    else storage.setItem(PENDING_ROUTINE_KEY, serializePendingRoutine(routines, now, announced));
  } catch {
    // Storage full or blocked: the routine only lives in this page then.
  }
}

export function clearPendingRoutine(storage: WritableStorage | null): void {
  try {
    storage?.removeItem(PENDING_ROUTINE_KEY);
  } catch {
    // ignored, see savePendingRoutine
  }
}

/** Adds products to the stored routine (landing picker, 'Analyze {product}'), keeping what is there. */
export function addToPendingRoutine(
  storage: (ReadableStorage & WritableStorage) | null,
  additions: readonly { routine: Period; item: RoutineItem }[],
  now = Date.now(),
): Routines {
  let routines = loadPendingRoutine(storage, now) ?? { morning: [], night: [] };
  for (const { routine, item } of additions) routines = addItem(routines, routine, item);
  savePendingRoutine(storage, routines, now);
  return routines;
}

export function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
