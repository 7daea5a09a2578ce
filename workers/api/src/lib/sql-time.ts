/**
 * How a statement writes a timestamptz as text: for clients (ISO 8601 in UTC, milliseconds), and
 * for keyset cursors (microseconds, which a JS Date would round, skipping or repeating rows).
 */
import { sql, type SQLWrapper } from "drizzle-orm";

type Column = SQLWrapper | string;
const ref = (column: Column) => (typeof column === "string" ? sql.raw(column) : column);

/** A time for clients, as JSON dates are written. */
export const isoTime = (column: Column) => sql<string>`to_char(${ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A time that may be null (edited_at), for clients. */
export const isoTimeOrNull = (column: Column) => sql<string | null>`case when ${ref(column)} is null then null else ${isoTime(column)} end`;

/** A time as text that round-trips exactly, for keyset cursors. */
export const cursorTime = (column: Column) => sql<string>`to_char(${ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

