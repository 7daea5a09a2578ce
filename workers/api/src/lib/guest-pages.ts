import { sql } from "drizzle-orm";
import type { Database } from "@db/client";

/**
 * The guest pages' generation (ADR 0041, drizzle/schema/guest-pages.ts). Bumped after a write has
 * committed, so that a guest page rendered under the new generation already shows the write.
 */
export async function bumpGuestPagesGeneration(db: Database): Promise<void> {
  await db.execute(sql`select nextval('guest_pages_generation')`);
}

/** The current generation, as text (a bigint). */
export async function readGuestPagesGeneration(db: Database): Promise<string> {
  const { rows } = await db.execute<{ generation: string }>(sql`select last_value::text as generation from guest_pages_generation`);
  return String(rows[0]?.generation ?? "0");
}
