/**
 * A payment is celebrated once: reopening its /payment-success link (a bookmark, the back button,
 * a second tab) says it was already added, without confetti. Remembered per payment in local
 * storage (the last 20 payments), so the first visit celebrates even when the provider's webhook
 * credited the payment before the page asked.
 */
export const CELEBRATED_KEY = "celebratedPayments";
const KEEP = 20;

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

function read(storage: Storage | null): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(CELEBRATED_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}

/** True the first time for a payment (and remembers it), false every time after. */
export function firstCelebration(storage: Storage | null, paymentIntentId: string): boolean {
  const seen = read(storage);
  if (seen.includes(paymentIntentId)) return false;
  try {
    storage?.setItem(CELEBRATED_KEY, JSON.stringify([...seen, paymentIntentId].slice(-KEEP)));
  } catch {
    // Storage blocked or full: celebrate, at worst again later.
  }
  return true;
}
