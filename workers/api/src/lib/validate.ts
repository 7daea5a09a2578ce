import type { Context, MiddlewareHandler } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
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

/**
 * The request's body as JSON. Only `application/json` (or `+json`) is read: a form or `text/plain`
 * body is what a foreign page can send without a preflight, so it never counts as JSON.
 */
async function readJson(c: Context): Promise<unknown> {
  const type = (c.req.header("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/json" && !/^application\/[\w.+-]+\+json$/.test(type)) {
    throw new ApiError(415, "unsupported_media_type", "Send the request body as JSON with Content-Type: application/json");
  }
  return jsonBody(c);
}

/**
 * The body parsed as JSON, in strict UTF-8 and with no lone surrogate in any text: a lenient decoder would
 * store a malformed byte or half a surrogate pair as U+FFFD without a word. An empty body reads as
 * `empty` when one is given (a body that may be left out), else it is invalid JSON.
 */
async function jsonBody(c: Context, empty?: unknown): Promise<unknown> {
  let value: unknown;
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(await c.req.arrayBuffer());
    if (empty !== undefined && !text.trim()) return empty;
    value = JSON.parse(text);
  } catch {
    throw badRequest("The request body must be valid JSON in UTF-8", "invalid_json");
  }
  if (holdsLoneSurrogate(value)) throw badRequest("The request body holds text that is not valid Unicode (a lone surrogate such as \\ud800)", "invalid_input");
  return value;
}

const LONE_SURROGATE = /\p{Surrogate}/u;

/** Whether any string or key of a parsed JSON value holds half of a surrogate pair (walked without recursion: any depth). */
function holdsLoneSurrogate(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (LONE_SURROGATE.test(item)) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (item && typeof item === "object") {
      for (const [key, element] of Object.entries(item)) pending.push(key, element);
    }
  }
  return false;
}

/** Where a validator reads its value; the names are Hono's validation targets (and `hc`'s). */
export type Target = "json" | "query" | "param";

const readers: Record<Target, (c: Context) => unknown> = {
  json: readJson,
  // One value per name, the first: `?limit=1&limit=2` reads as `limit=1`.
  query: (c) => c.req.query(),
  param: (c) => c.req.param(),
};

/** What a validator checks, kept for the OpenAPI document (lib/openapi). */
export interface Validation {
  target: Target;
  schema: v.GenericSchema;
  /** The error a failure answers, when it is not the 400 `validation_error`. */
  onInvalid?: OnInvalid;
  /** A body that may be left out (validateOptionalJson). */
  optional?: boolean;
}

/**
 * What a failure answers instead of the 400 `validation_error`: a path parameter that cannot name
 * anything (`/api/posts/not-an-id`) answers like a missing row (404 `post_not_found`), so that an
 * id's shape tells a client nothing it would not learn from a well-formed unknown id.
 */
export type OnInvalid = () => ApiError;

const validations = new WeakMap<object, Validation>();

/** The validation a route's middleware performs, when it is one of these validators. */
export function validationOf(handler: object): Validation | undefined {
  return validations.get(handler);
}

/**
 * Middleware that validates one part of the request against a valibot schema (core/schemas):
 * a failure is a 400 `{message, code: "validation_error"}` naming the first offending field, a
 * body that is not JSON a 415 or 400 `invalid_json`. The handler reads the result with
 * `c.req.valid(target)`, and the typed client (`hc`) knows what to send.
 */
export function validate<T extends Target, S extends v.GenericSchema>(
  target: T,
  schema: S,
  onInvalid?: OnInvalid,
): MiddlewareHandler<AppEnv, string, { in: { [K in T]: v.InferInput<S> }; out: { [K in T]: v.InferOutput<S> } }> {
  const read = readers[target];
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const raw = await read(c);
    if (onInvalid && !v.is(schema, raw)) throw onInvalid();
    const value = parseOrThrow(schema, raw);
    c.req.addValidatedData(target, value as never);
    await next();
  };
  validations.set(middleware, { target, schema, onInvalid });
  return middleware;
}

/**
 * Like `validate("json", schema)` for a body that may be left out (an admin's optional reason):
 * an empty body reads as `{}`, so the schema's fields must all be optional. Any other body must be
 * JSON (400 `invalid_json`) that passes the schema (400 `validation_error`).
 */
export function validateOptionalJson<S extends v.GenericSchema>(
  schema: S,
): MiddlewareHandler<AppEnv, string, { in: { json: v.InferInput<S> }; out: { json: v.InferOutput<S> } }> {
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const value = await jsonBody(c, {});
    c.req.addValidatedData("json", parseOrThrow(schema, value) as never);
    await next();
  };
  validations.set(middleware, { target: "json", schema, optional: true });
  return middleware;
}

/** `?cursor=`: opaque to clients, decoded (and refused with 400) where it is used. */
export const cursorParam = v.optional(v.pipe(v.string(), v.maxLength(500, "cursor is invalid")));
