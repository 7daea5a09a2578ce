import { pgSequence } from "drizzle-orm/pg-core";

/**
 * The guest pages' generation (ADR 0041): bumped with nextval() after each write that changes what
 * a signed-out visitor reads; the web app keys its cached guest pages by it. A sequence, not a row,
 * so that bumping it takes no lock and writers never wait for each other.
 */
export const guestPagesGeneration = pgSequence("guest_pages_generation", { startWith: 1 });
