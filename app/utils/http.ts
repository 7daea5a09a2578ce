/**
 * The browser's HTTP helpers, free of globals so that they can be unit
 * tested: `createApiClient` takes the fetch function and a "signed in?" check.
 *
 * - Public calls: `{status}: {body text or status text}` on failure.
 * - Authenticated calls: fail before sending with 'No authentication token found' when the
 *   browser is signed out; the credential is the HttpOnly session cookie, never a script-held
 *   token; `HTTP {status}: {statusText}` on failure.
 * - Both always include cookies (`credentials: 'include'`).
 */

import type { ClientResponse } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";

export const NO_TOKEN_MESSAGE = "No authentication token found";

/** The body of a typed call's success answers (`hc`): what a route answers with a 2xx status. */
export type SuccessBody<R> = R extends ClientResponse<infer T, infer S, "json"> ? (S extends SuccessStatusCode ? T : never) : never;

/**
 * The success body of a typed call whose client throws a failed answer as an ApiError (the
 * `typedFetch` below, the loaders' client): the error bodies a route declares are left out of the type.
 */
export async function success<R extends ClientResponse<unknown, number, "json">>(call: Promise<R>): Promise<SuccessBody<R>> {
  return (await call).json() as Promise<SuccessBody<R>>;
}

/**
 * An answer holding a routine's evaluation, as the api's own type (core/api/routines). hono's JSON
 * types stop following the recursive params of a stored finding (core/evaluation/message: a
 * message's params may be messages) and call them JSONValue, so the compiler cannot relate the
 * two; the route builds these answers from the same core/api types.
 */
export async function successWithFindings<T>(call: Promise<ClientResponse<unknown, number, "json">>): Promise<T> {
  return (await call).json() as Promise<T>;
}

const REASON_PHRASES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  413: "Payload Too Large",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/** The status text, or the standard reason phrase when the server sent none (HTTP/2). */
export function statusTextOf(status: number, statusText: string): string {
  return statusText || REASON_PHRASES[status] || "Error";
}

/** Message of a failed public call: '{status}: {body text or status text}'. */
export function publicFailureMessage(status: number, bodyText: string, statusText: string): string {
  return `${status}: ${bodyText || statusTextOf(status, statusText)}`;
}

/** Message of a failed authenticated call: 'HTTP {status}: {statusText}'. */
export function authFailureMessage(status: number, statusText: string): string {
  return `HTTP ${status}: ${statusTextOf(status, statusText)}`;
}

/** The `{message, code}` of an api error body, when the body is such JSON. */
export function parseErrorBody(text: string): { message?: string; code?: string } {
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    if (!data || typeof data !== "object") return {};
    const { message, code } = data as Record<string, unknown>;
    return {
      message: typeof message === "string" && message.trim() ? message : undefined,
      code: typeof code === "string" ? code : undefined,
    };
  } catch {
    return {};
  }
}

export class ApiError extends Error {
  readonly status: number;
  /** The api's `code`, when the body was the api's JSON error. */
  readonly code?: string;
  /** The api's human-readable `message`, when the body was the api's JSON error. */
  readonly serverMessage?: string;

  constructor(message: string, init: { status: number; code?: string; serverMessage?: string }) {
    super(message);
    this.name = "ApiError";
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The server's message of an error, or the fallback ("server message or 'Login failed'"). */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  // No answer at all (offline, unreachable): its own message says why, better than any fallback.
  if (error.status === 0) return error.message;
  return error.serverMessage ?? fallback;
}

export interface ApiClientDeps {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  /**
   * Whether this browser is signed in. The credential itself is the HttpOnly session cookie,
   * which scripts cannot read: no token is ever sent from script.
   */
  hasSession: () => boolean;
  /** Whether the browser has a connection (navigator.onLine); a failed request is then "offline". */
  isOnline?: () => boolean;
  /** Waits before a request is sent again (tests record the delays instead). */
  wait?: (ms: number) => Promise<void>;
}

/** Sent again at most this many times after a 409 concurrent_change. */
export const CONCURRENT_CHANGE_RETRIES = 2;
/** The wait before the first retry; doubled for the next, plus up to half of it at random. */
const RETRY_BASE_MS = 150;

const IDEMPOTENT_METHODS = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);

/**
 * Whether a request may be sent again as it was: an idempotent method, or a POST carrying an
 * Idempotency-Key (the api answers its repeat like the first), with a body that can be read again.
 */
function safelyRepeatable(init: RequestInit): boolean {
  const method = (init.method ?? "GET").toUpperCase();
  if (!IDEMPOTENT_METHODS.has(method) && !new Headers(init.headers).has("idempotency-key")) return false;
  const body = init.body;
  return body === undefined || body === null || typeof body === "string" || body instanceof URLSearchParams || body instanceof FormData || body instanceof Blob;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One rule for the browser's client and the loaders' (./api.server): the api rolled the request
 * back because another one collided with it (a deadlock or a serialization failure, 409
 * concurrent_change), so nothing changed, and a request that is safe to repeat (`init`: an
 * idempotent method, or a POST with an Idempotency-Key) is sent again after a short, growing wait,
 * at most CONCURRENT_CHANGE_RETRIES times. Gives the last answer, unread; any other answer at once.
 */
export async function repeatingCollisions(init: RequestInit, send: () => Promise<Response>, wait: (ms: number) => Promise<void> = sleep): Promise<Response> {
  const repeatable = safelyRepeatable(init);
  for (let attempt = 0; ; attempt++) {
    const response = await send();
    if (response.status !== 409 || !repeatable || attempt >= CONCURRENT_CHANGE_RETRIES) return response;
    const { code } = parseErrorBody(await response.clone().text().catch(() => ""));
    if (code !== "concurrent_change") return response;
    const delay = RETRY_BASE_MS * 2 ** attempt;
    await wait(delay + Math.floor(Math.random() * (delay / 2)));
    if (init.signal?.aborted) return response;
    await response.body?.cancel();
  }
}

/** Said while the browser has no connection; the offline banner says the same until it returns. */
export const OFFLINE_MESSAGE = "You're offline: your routine is kept, try again when you're back";
export const UNREACHABLE_MESSAGE = "The service could not be reached. Please try again.";

export function createApiClient(deps: ApiClientDeps) {
  /** The request, or an ApiError (status 0) that says why none could be made: "Failed to fetch" says nothing. */
  async function send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await deps.fetch(path, init);
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") throw error;
      if (init.signal?.aborted) throw error;
      const offline = deps.isOnline ? !deps.isOnline() : false;
      throw new ApiError(offline ? OFFLINE_MESSAGE : UNREACHABLE_MESSAGE, { status: 0, code: offline ? "offline" : "unreachable" });
    }
  }

  /** The ApiError of a failed answer: a public call says the body, an authenticated one the status. */
  async function failure(response: Response, auth: boolean): Promise<ApiError> {
    const text = await response.text().catch(() => "");
    const { message, code } = parseErrorBody(text);
    const said = auth ? authFailureMessage(response.status, response.statusText) : publicFailureMessage(response.status, text, response.statusText);
    return new ApiError(said, { status: response.status, code, serverMessage: message });
  }

  /**
   * The fetch of the typed client (`hc`, ./api.client), public or as the signed-in user (`auth`):
   * cookies included, JSON accepted, a failed answer or no answer thrown as an ApiError, so that
   * what a typed call returns is the endpoint's success body.
   */
  function typedFetch(auth: boolean) {
    return async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
      if (auth && !deps.hasSession()) throw new Error(NO_TOKEN_MESSAGE);
      const headers = new Headers(init.headers);
      headers.set("Accept", "application/json");
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      const request = { ...init, headers, credentials: "include" } as const;
      // A collision the retries did not get past is thrown like any refusal: the form shows its sentence.
      const response = await repeatingCollisions(request, () => send(url, request), deps.wait);
      if (response.ok) return response;
      throw await failure(response, auth);
    };
  }

  return { typedFetch };
}

export type ApiClient = ReturnType<typeof createApiClient>;
