/**
 * Keyset cursors of the paged endpoints: a small JSON value, base64url-encoded so it travels in a
 * query string untouched. Clients treat it as opaque; a cursor that does not decode to the shape
 * the endpoint expects is refused with 400 `invalid_cursor`.
 */
import { isUuid } from "@core/ids";
import { badRequest } from "./errors";

const invalidCursor = () => badRequest("cursor is invalid", "invalid_cursor");

export function encodeCursor(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
}

/** The cursor's value as `read` accepts it (`read` answers null for a value of the wrong shape). */
export function decodeCursor<T>(cursor: string, read: (value: unknown) => T | null): T {
  let value: unknown;
  try {
    // Plain base64 (with + and /) decodes too: it never contains - or _.
    const base64 = cursor.replace(/-/g, "+").replace(/_/g, "/");
    value = JSON.parse(atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4)));
  } catch {
    throw invalidCursor();
  }
  const accepted = read(value);
  if (accepted === null) throw invalidCursor();
  return accepted;
}

/** The row a page ended at: its time (PostgreSQL text, microseconds, UTC) and id. */
export interface TimeCursor {
  t: string;
  i: string;
}
/** A most-liked page also remembers the like count it ended at. */
export interface LikesCursor extends TimeCursor {
  l: number;
}

const PG_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** A real instant in that form: "2026-02-30T..." has the shape but no such day, which PostgreSQL would refuse. */
function isPgTime(t: string): boolean {
  if (!PG_TIME.test(t)) return false;
  const date = new Date(`${t.slice(0, 19)}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === t.slice(0, 19);
}

function readTime(value: unknown): TimeCursor | null {
  const v = asRecord(value);
  return v && typeof v.t === "string" && isPgTime(v.t) && typeof v.i === "string" && isUuid(v.i) ? { t: v.t, i: v.i } : null;
}

function readLikes(value: unknown): LikesCursor | null {
  const base = readTime(value);
  const l = asRecord(value)?.l;
  return base && typeof l === "number" && Number.isInteger(l) && l >= 0 ? { ...base, l } : null;
}

export const decodeTimeCursor = (cursor: string): TimeCursor => decodeCursor(cursor, readTime);
export const decodeLikesCursor = (cursor: string): LikesCursor => decodeCursor(cursor, readLikes);
