import { expect } from "vitest";

/** What a reader reads in a rendered page or message: each of `texts` is in it (a failure names the one missing). */
export function expectContainsAll(rendered: string, texts: readonly string[]) {
  for (const text of texts) expect(rendered).toContain(text);
}
