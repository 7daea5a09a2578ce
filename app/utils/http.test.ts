import { describe, expect, it, vi } from "vitest";
import {
  ApiError,
  authFailureMessage,
  createApiClient,
  isApiError,
  NO_TOKEN_MESSAGE,
  OFFLINE_MESSAGE,
  UNREACHABLE_MESSAGE,
  parseErrorBody,
  publicFailureMessage,
  serverMessageOr,
} from "./http";

/** A fetch that answers every call with a fresh copy of the response. */
function fakeFetch(response: Response) {
  return vi.fn(async (_input: string, _init: RequestInit) => response.clone());
}

describe("error messages", () => {
  it("public: '{status}: {body text}', else the status text", () => {
    expect(publicFailureMessage(401, '{"message":"x"}', "Unauthorized")).toBe('401: {"message":"x"}');
    expect(publicFailureMessage(500, "", "Internal Server Error")).toBe("500: Internal Server Error");
  });

  it("authenticated: 'HTTP {status}: {statusText}'", () => {
    expect(authFailureMessage(403, "Forbidden")).toBe("HTTP 403: Forbidden");
  });

  it("falls back to the reason phrase when the status text is empty (HTTP/2)", () => {
    expect(authFailureMessage(503, "")).toBe("HTTP 503: Service Unavailable");
    expect(publicFailureMessage(404, "", "")).toBe("404: Not Found");
  });

  it("reads {message, code} from an api error body and ignores anything else", () => {
    expect(parseErrorBody('{"message":"Invalid email or password","code":"invalid_credentials"}')).toEqual({
      message: "Invalid email or password",
      code: "invalid_credentials",
    });
    expect(parseErrorBody("<html>oops</html>")).toEqual({});
    expect(parseErrorBody('{"message":42}')).toEqual({ message: undefined, code: undefined });
    expect(parseErrorBody("null")).toEqual({});
    expect(parseErrorBody("")).toEqual({});
  });

  it("serverMessageOr prefers the server's message", () => {
    const withMessage = new ApiError("401: ...", { status: 401, serverMessage: "Invalid email or password" });
    expect(serverMessageOr(withMessage, "Login failed")).toBe("Invalid email or password");
    expect(serverMessageOr(new ApiError("500: x", { status: 500 }), "Login failed")).toBe("Login failed");
    expect(serverMessageOr(new TypeError("Failed to fetch"), "Login failed")).toBe("Login failed");
  });
});

describe("createApiClient: no answer at all", () => {
  const failing = vi.fn(async (_input: string, _init: RequestInit): Promise<Response> => {
    throw new TypeError("Failed to fetch");
  });

  it("says the browser is offline, not 'Failed to fetch', and the forms show it", async () => {
    const client = createApiClient({ fetch: failing, hasSession: () => true, isOnline: () => false });
    const error = await client.typedFetch(false)("/api/evaluate-stack", { method: "POST", body: "{}" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(OFFLINE_MESSAGE);
    expect((error as ApiError).status).toBe(0);
    expect(serverMessageOr(error, "Could not save")).toBe(OFFLINE_MESSAGE);
    await expect(client.typedFetch(true)("/api/auth/me")).rejects.toThrow(OFFLINE_MESSAGE);
  });

  it("says the service could not be reached when the browser is online", async () => {
    const client = createApiClient({ fetch: failing, hasSession: () => true, isOnline: () => true });
    await expect(client.typedFetch(false)("/api/health")).rejects.toThrow(UNREACHABLE_MESSAGE);
  });

  it("lets an aborted request stay an abort", async () => {
    const abort = vi.fn(async (): Promise<Response> => {
      throw new DOMException("aborted", "AbortError");
    });
    const client = createApiClient({ fetch: abort, hasSession: () => true, isOnline: () => false });
    await expect(client.typedFetch(false)("/api/health")).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("the typed client's fetch (hc)", () => {
  const init = { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" };

  it("sends the cookie and asks for JSON, and gives the success answer", async () => {
    const fetch = fakeFetch(new Response('{"ok":true}', { status: 200 }));
    const response = await createApiClient({ fetch, hasSession: () => true }).typedFetch(true)("/api/x", init);
    expect(await response.json()).toEqual({ ok: true });
    const sent = fetch.mock.calls[0][1];
    expect(sent.credentials).toBe("include");
    expect(new Headers(sent.headers).get("accept")).toBe("application/json");
    expect(new Headers(sent.headers).get("content-type")).toBe("application/json");
  });

  it("fails before sending when an authenticated call is made signed out", async () => {
    const fetch = fakeFetch(new Response("{}"));
    await expect(createApiClient({ fetch, hasSession: () => false }).typedFetch(true)("/api/x", init)).rejects.toThrow(NO_TOKEN_MESSAGE);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("throws the api's {message, code} as an ApiError, public calls saying the body, authenticated ones the status", async () => {
    const body = '{"message":"Invalid email or password","code":"invalid_credentials"}';
    const fetch = fakeFetch(new Response(body, { status: 401, statusText: "Unauthorized" }));
    const client = createApiClient({ fetch, hasSession: () => true });
    const failed = await client.typedFetch(false)("/api/auth/login", init).catch((e: unknown) => e);
    expect(isApiError(failed, 401)).toBe(true);
    expect(failed).toMatchObject({ status: 401, code: "invalid_credentials", serverMessage: "Invalid email or password", message: `401: ${body}` });
    await expect(client.typedFetch(true)("/api/x", init)).rejects.toMatchObject({ message: "HTTP 401: Unauthorized" });
  });

  it("asks whether the browser is signed in at call time", async () => {
    let signedIn = false;
    const fetch = fakeFetch(Response.json({}));
    const send = createApiClient({ fetch, hasSession: () => signedIn }).typedFetch(true);
    await expect(send("/api/x")).rejects.toThrow(NO_TOKEN_MESSAGE);
    signedIn = true;
    await send("/api/x");
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("keeps the call's own headers (an Idempotency-Key) and never sends an Authorization header", async () => {
    const fetch = fakeFetch(Response.json({ id: "s1" }, { status: 202 }));
    await createApiClient({ fetch, hasSession: () => true }).typedFetch(true)("/api/evaluate-stack", { ...init, headers: { ...init.headers, "Idempotency-Key": "attempt-1" } });
    const sent = new Headers(fetch.mock.calls[0][1].headers);
    expect(sent.get("idempotency-key")).toBe("attempt-1");
    expect(sent.get("authorization")).toBeNull();
  });

  it("says the browser is offline when no request could be made without a connection", async () => {
    const fetch = vi.fn(async (): Promise<Response> => {
      throw new TypeError("Failed to fetch");
    });
    const client = createApiClient({ fetch, hasSession: () => true, isOnline: () => false });
    await expect(client.typedFetch(false)("/api/x", init)).rejects.toMatchObject({ status: 0, code: "offline", message: OFFLINE_MESSAGE });
  });
});

describe("the typed client's fetch: a 409 concurrent_change (the api's answer to a deadlock or serialization race)", () => {
  const collided = () => Response.json({ message: "Another change to the same data happened at the same moment.", code: "concurrent_change" }, { status: 409, statusText: "Conflict" });
  /** A fetch answering `answers` in turn, and a wait that records its delays instead of sleeping. */
  function scripted(...answers: (() => Response)[]) {
    const fetch = vi.fn(async (_input: string, _init: RequestInit) => (answers.shift() ?? answers[0] ?? collided)());
    const waits: number[] = [];
    const client = createApiClient({ fetch, hasSession: () => true, wait: async (ms) => void waits.push(ms) });
    return { fetch, waits, send: client.typedFetch(true) };
  }

  it("sends an idempotent request (PUT, DELETE, GET) again after a short, growing wait, and gives the answer that went through", async () => {
    for (const method of ["PUT", "DELETE", "GET"]) {
      const { fetch, waits, send } = scripted(collided, collided, () => Response.json({ ok: true }));
      const response = await send("/api/x", { method, ...(method === "GET" ? {} : { body: '{"a":1}' }) });
      expect(await response.json()).toEqual({ ok: true });
      expect(fetch).toHaveBeenCalledTimes(3);
      expect(fetch.mock.calls[2][1].body).toBe(method === "GET" ? undefined : '{"a":1}');
      expect(waits).toHaveLength(2);
      expect(waits[1]).toBeGreaterThan(waits[0]);
      expect(Math.max(...waits)).toBeLessThan(1000);
    }
  });

  it("a POST carrying an Idempotency-Key is safe to repeat: sent again", async () => {
    const { fetch, send } = scripted(collided, () => Response.json({ id: "s1" }, { status: 202 }));
    const response = await send("/api/evaluate-stack", { method: "POST", body: "{}", headers: { "Idempotency-Key": "attempt-1" } });
    expect(response.status).toBe(202);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("gives up after two more tries and throws the concurrent_change ApiError (the forms show its translated sentence)", async () => {
    const { fetch, send } = scripted(collided);
    await expect(send("/api/x", { method: "PUT", body: "{}" })).rejects.toMatchObject({ status: 409, code: "concurrent_change" });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("never repeats a plain POST, nor any other 409", async () => {
    const plain = scripted(collided, () => Response.json({ ok: true }));
    await expect(plain.send("/api/posts", { method: "POST", body: "{}" })).rejects.toMatchObject({ status: 409, code: "concurrent_change" });
    expect(plain.fetch).toHaveBeenCalledTimes(1);
    const other = scripted(() => Response.json({ message: "Shared in a post", code: "shared_in_posts" }, { status: 409 }), () => Response.json({ ok: true }));
    await expect(other.send("/api/stacks/s/visibility", { method: "PUT", body: "{}" })).rejects.toMatchObject({ code: "shared_in_posts" });
    expect(other.fetch).toHaveBeenCalledTimes(1);
  });

  it("stops when the call was aborted while it waited", async () => {
    const controller = new AbortController();
    const fetch = vi.fn(async () => collided());
    const client = createApiClient({ fetch, hasSession: () => true, wait: async () => controller.abort() });
    await expect(client.typedFetch(true)("/api/x", { method: "PUT", body: "{}", signal: controller.signal })).rejects.toMatchObject({ code: "concurrent_change" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
