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

const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

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
    const error = await client.call("/api/evaluate-stack", { method: "POST", body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(OFFLINE_MESSAGE);
    expect((error as ApiError).status).toBe(0);
    expect(serverMessageOr(error, "Could not save")).toBe(OFFLINE_MESSAGE);
    await expect(client.authCall("/api/auth/me")).rejects.toThrow(OFFLINE_MESSAGE);
  });

  it("says the service could not be reached when the browser is online", async () => {
    const client = createApiClient({ fetch: failing, hasSession: () => true, isOnline: () => true });
    await expect(client.call("/api/health")).rejects.toThrow(UNREACHABLE_MESSAGE);
  });

  it("lets an aborted request stay an abort", async () => {
    const abort = vi.fn(async (): Promise<Response> => {
      throw new DOMException("aborted", "AbortError");
    });
    const client = createApiClient({ fetch: abort, hasSession: () => true, isOnline: () => false });
    await expect(client.call("/api/health")).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("createApiClient: public calls", () => {
  it("includes cookies, sends JSON only with a body, and no Authorization", async () => {
    const fetch = fakeFetch(Response.json({ ok: true }));
    const client = createApiClient({ fetch, hasSession: () => true });
    await client.call("/api/auth/login", { method: "POST", body: { email: "a@b.c", password: "pw" } });
    const [path, init] = fetch.mock.calls[0];
    expect(path).toBe("/api/auth/login");
    expect(init.credentials).toBe("include");
    expect(init.method).toBe("POST");
    expect(headersOf(init)["Content-Type"]).toBe("application/json");
    expect(headersOf(init).Authorization).toBeUndefined();
    expect(init.body).toBe('{"email":"a@b.c","password":"pw"}');
  });

  it("GET without a body sends no content type", async () => {
    const fetch = fakeFetch(Response.json({ count: 251 }));
    const client = createApiClient({ fetch, hasSession: () => false });
    await expect(client.call("/api/analytics/analyze-count")).resolves.toEqual({ count: 251 });
    const init = fetch.mock.calls[0][1];
    expect(init.method).toBe("GET");
    expect(headersOf(init)["Content-Type"]).toBeUndefined();
    expect(init.body).toBeUndefined();
  });

  it("fails with '{status}: {body text}' and keeps the server message and code", async () => {
    const body = JSON.stringify({ message: "Invalid email or password", code: "invalid_credentials" });
    const fetch = fakeFetch(new Response(body, { status: 401, statusText: "Unauthorized" }));
    const client = createApiClient({ fetch, hasSession: () => false });
    const error = await client.call("/api/auth/login", { body: {} }).catch((e: unknown) => e);
    expect(isApiError(error, 401)).toBe(true);
    expect((error as ApiError).message).toBe(`401: ${body}`);
    expect((error as ApiError).serverMessage).toBe("Invalid email or password");
    expect((error as ApiError).code).toBe("invalid_credentials");
  });

  it("an empty success body resolves to undefined", async () => {
    const client = createApiClient({ fetch: fakeFetch(new Response(null, { status: 204 })), hasSession: () => false });
    await expect(client.call("/api/x", { method: "PUT" })).resolves.toBeUndefined();
  });
});

describe("createApiClient: authenticated calls", () => {
  it("fails before sending when no token is stored", async () => {
    const fetch = fakeFetch(Response.json({}));
    const client = createApiClient({ fetch, hasSession: () => false });
    await expect(client.authCall("/api/auth/me")).rejects.toThrow(NO_TOKEN_MESSAGE);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the session cookie, never an Authorization header, and JSON only with a body", async () => {
    const fetch = fakeFetch(Response.json({ user: {} }));
    const client = createApiClient({ fetch, hasSession: () => true });
    await client.authCall("/api/auth/me");
    await client.authCall("/api/auth/update-username", { body: { username: "ann" } });
    const [get, post] = fetch.mock.calls.map((c) => c[1]);
    expect(headersOf(get).Authorization).toBeUndefined();
    expect(headersOf(post).Authorization).toBeUndefined();
    expect(headersOf(get)["Content-Type"]).toBeUndefined();
    expect(get.credentials).toBe("include");
    expect(post.method).toBe("POST");
    expect(headersOf(post)["Content-Type"]).toBe("application/json");
  });

  it("sends an Idempotency-Key only when the call has one", async () => {
    const fetch = fakeFetch(Response.json({ id: "s1" }, { status: 202 }));
    const client = createApiClient({ fetch, hasSession: () => true });
    await client.authCall("/api/evaluate-stack", { method: "POST", body: {}, idempotencyKey: "attempt-1" });
    await client.authCall("/api/evaluate-stack", { method: "POST", body: {} });
    const [keyed, plain] = fetch.mock.calls.map((c) => c[1]);
    expect(headersOf(keyed)["Idempotency-Key"]).toBe("attempt-1");
    expect(headersOf(plain)["Idempotency-Key"]).toBeUndefined();
  });

  it("fails with 'HTTP {status}: {statusText}' and keeps the status", async () => {
    const fetch = fakeFetch(
      new Response('{"message":"Authentication required","code":"unauthorized"}', {
        status: 401,
        statusText: "Unauthorized",
      }),
    );
    const client = createApiClient({ fetch, hasSession: () => true });
    const error = await client.authCall("/api/auth/me").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("HTTP 401: Unauthorized");
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).serverMessage).toBe("Authentication required");
  });

  it("asks whether the browser is signed in at call time", async () => {
    let signedIn = false;
    const fetch = fakeFetch(Response.json({}));
    const client = createApiClient({ fetch, hasSession: () => signedIn });
    await expect(client.authCall("/api/x")).rejects.toThrow(NO_TOKEN_MESSAGE);
    signedIn = true;
    await client.authCall("/api/x");
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][1].credentials).toBe("include");
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

  it("throws the api's {message, code} as an ApiError, with the same messages as call and authCall", async () => {
    const body = '{"message":"Invalid email or password","code":"invalid_credentials"}';
    const fetch = fakeFetch(new Response(body, { status: 401, statusText: "Unauthorized" }));
    const client = createApiClient({ fetch, hasSession: () => true });
    const failed = await client.typedFetch(false)("/api/auth/login", init).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({ status: 401, code: "invalid_credentials", serverMessage: "Invalid email or password", message: `401: ${body}` });
    await expect(client.typedFetch(true)("/api/x", init)).rejects.toMatchObject({ message: "HTTP 401: Unauthorized" });
  });

  it("says the browser is offline when no request could be made without a connection", async () => {
    const fetch = vi.fn(async (): Promise<Response> => {
      throw new TypeError("Failed to fetch");
    });
    const client = createApiClient({ fetch, hasSession: () => true, isOnline: () => false });
    await expect(client.typedFetch(false)("/api/x", init)).rejects.toMatchObject({ status: 0, code: "offline", message: OFFLINE_MESSAGE });
  });
});
