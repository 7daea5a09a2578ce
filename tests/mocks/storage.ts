/** Web Storage (localStorage, sessionStorage) for unit tests of code that keeps state in the browser. */

/** A working storage in memory; `data` shows what is stored. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

/** A storage that refuses every call, as a browser does when storage is blocked or full. */
export function throwingStorage() {
  return {
    getItem: (): string | null => {
      throw new Error("SecurityError");
    },
    setItem: (): void => {
      throw new Error("QuotaExceededError");
    },
    removeItem: (): void => {
      throw new Error("SecurityError");
    },
  };
}
