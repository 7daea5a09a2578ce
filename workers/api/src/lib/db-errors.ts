/** PostgreSQL error codes surface on the error or its cause, depending on the driver layer. */
function pgCode(error: unknown): string | undefined {
  let e: unknown = error;
  for (let i = 0; i < 4 && e; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return pgCode(error) === "23505";
}

/** A row referred to a row that is gone (e.g. a reaction to a post deleted meanwhile). */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgCode(error) === "23503";
}

/**
 * The Neon driver reports a WebSocket that failed (refused upgrade, reset, closed while connecting) by
 * passing on the socket's own `error` event, not an Error: an object of type "error" with a target.
 */
function isSocketErrorEvent(e: unknown): boolean {
  return typeof e === "object" && e !== null && !(e instanceof Error) && (e as { type?: unknown }).type === "error" && "target" in e;
}

/**
 * True when the database could not be reached or would not take the connection (not a query
 * error): class 08 connection exceptions, an administrator shutdown or a server starting up
 * (57P01, 57P03), and class 53 insufficient resources (53300 too many clients, when more requests
 * open connections at once than the server allows).
 */
export function isConnectionFailure(error: unknown): boolean {
  const code = pgCode(error);
  if (code?.startsWith("08") || code?.startsWith("53") || code === "57P01" || code === "57P03") return true;
  let e: unknown = error;
  for (let i = 0; i < 4 && e; i++) {
    if (isSocketErrorEvent(e)) return true;
    const message = String((e as { message?: unknown }).message ?? "");
    if (
      /ECONNREFUSED|WebSocket|connection terminated|Connection terminated|socket hang up|ECONNRESET|timeout exceeded|timeout expired|Unexpected server response|is not queryable|cannot connect to the specified address|Network connection lost/i.test(
        message,
      )
    ) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * PostgreSQL refused a value as data (class 22: a NUL byte in text, a malformed number or date,
 * a value out of range). The value came from the client, so this is a bad request, not a fault.
 */
export function isInvalidInput(error: unknown): boolean {
  return pgCode(error)?.startsWith("22") ?? false;
}

/**
 * PostgreSQL rolled the transaction back because it collided with a concurrent one (40001
 * serialization failure, 40P01 deadlock). Nothing was changed and the same request may be sent
 * again: a 409 for the client to retry, not a fault of ours.
 */
export function isConcurrencyConflict(error: unknown): boolean {
  const code = pgCode(error);
  return code === "40001" || code === "40P01";
}
