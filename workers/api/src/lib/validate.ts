import type { Context } from "hono";
import * as v from "valibot";
import { ApiError, badRequest } from "./errors";

/** The one `?limit=` rule (core/schemas/paging), beside the other query helpers. */
export { limitParam } from "@core/schemas/paging";

function describeIssue(issue: v.BaseIssue<unknown>): string {
  const path = issue.path?.map((p) => String(p.key)).join(".");
  if (!path || issue.message.startsWith(path)) return issue.message;
  return `${path}: ${issue.message}`;
}

/** Validates a value against a schema, or throws a 400 naming the first offending field. */
export function parseOrThrow<T extends v.GenericSchema>(schema: T, value: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, value);
  if (!result.success) {
    throw new ApiError(400, "validation_error", describeIssue(result.issues[0]));
  }
  return result.output;
}

/** Reads and validates a JSON body: malformed JSON and schema failures become 400s. */
/**
 * The request's JSON body, validated. Only `application/json` is read: a form or `text/plain` body
 * is what a foreign page can send without a preflight, so it never counts as JSON.
 */
export async function jsonBody<T extends v.GenericSchema>(c: Context, schema: T): Promise<v.InferOutput<T>> {
  const type = (c.req.header("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/json" && !/^application\/[\w.+-]+\+json$/.test(type)) {
    throw new ApiError(415, "unsupported_media_type", "Send the request body as JSON with Content-Type: application/json");
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest("The request body must be valid JSON", "invalid_json");
  }
  return parseOrThrow(schema, body);
}

export function queryParams<T extends v.GenericSchema>(c: Context, schema: T): v.InferOutput<T> {
  return parseOrThrow(schema, c.req.query());
}

/** `?cursor=`: opaque to clients, decoded (and refused with 400) where it is used. */
export const cursorParam = v.optional(v.pipe(v.string(), v.maxLength(500, "cursor is invalid")));
