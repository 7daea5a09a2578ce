/**
 * A cache of a pure function's results by a string key, for a long-lived isolate: it is emptied
 * when it holds `limit` entries, so its memory stays bounded whatever the inputs.
 */
export class BoundedMemo<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly limit: number) {}

  get(key: string): T | undefined {
    return this.entries.get(key);
  }

  /** Stores `value` under `key` and answers it. */
  set(key: string, value: T): T {
    if (this.entries.size >= this.limit) this.entries.clear();
    this.entries.set(key, value);
    return value;
  }

  /** The value for `key`, computed the first time it is asked for. */
  of(key: string, compute: (key: string) => T): T {
    const hit = this.entries.get(key);
    return hit !== undefined ? hit : this.set(key, compute(key));
  }

  clear(): void {
    this.entries.clear();
  }
}
