/**
 * The web app's server-side client of the api Worker, for loaders: it calls through the `API`
 * service binding when present, else `API_URL` (see ./api-forward.server), forwarding the
 * visitor's session cookie. Paths and answers are the Worker's types (`hc<AppType>`).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { carriesSessionCookie } from "@core/session-cookie";
import { isApiOutage } from "@core/guest-pages";
import { forwardToApi } from "./api-forward.server";
import { parseErrorBody, repeatingCollisions, type SuccessBody } from "./http";
import { hc, type ClientResponse, type InferResponseType } from "hono/client";
import type { AppType } from "../../workers/api/src/app";
import type { WebEnv } from "../../load-context";
import type { SessionUser } from "./user";

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string; code?: string };

/** Status 0 stands for "the api could not be reached" (or did not answer in time). */
const UNREACHABLE = 0;
/** A loader waits this long for an answer (headers and body) before the page does without it. */
export const LOADER_API_TIMEOUT_MS = 30_000;

/**
 * The api's typed client on the server (`AppType`), through the forwarding of ./api-forward.server. Its calls carry
 * the visitor's cookie and name the visitor (`page`'s client), so that limits per network count a page's calls as the
 * visitor's own requests (ADR 0085).
 */
export function serverApi(env: WebEnv, page: Request) {
  const cookie = page.headers.get("cookie");
  return hc<AppType>(new URL(page.url).origin, {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      headers.set("accept", "application/json");
      if (cookie) headers.set("cookie", cookie);
      const request = { ...init, headers };
      return repeatingCollisions(request, () => forwardToApi(env, new Request(input, request), page));
    },
  }).api;
}

/** What a typed call answers, as far as reading it goes. */
interface Answer<T> {
  ok: boolean;
  status: number;
  statusText: string;
  text(): Promise<string>;
  json(): Promise<T>;
}

type OutboxAnswer = InferResponseType<ReturnType<typeof serverApi>["dev"]["outbox"]["$get"]>;
/** An email of the local outbox (GET /api/dev/outbox), as the api answers it. */
export type OutboxEmail = OutboxAnswer["emails"][number];

/** A typed call's success body (`SuccessBody`, ./http), or why there is none (status 0: the api could not be reached). */
export async function answerOf<R extends Answer<unknown> & ClientResponse<unknown, number, "json">>(path: string, send: () => Promise<R>): Promise<ApiResult<SuccessBody<R>>> {
  return get(path, send as () => Promise<Answer<SuccessBody<R>>>);
}

/** answerOf for an answer holding a routine's evaluation, typed as the api's own type (why: successWithFindings in ./http). */
export async function answerWithFindingsOf<T>(path: string, send: () => Promise<ClientResponse<unknown, number, "json">>): Promise<ApiResult<T>> {
  return get(path, send as unknown as () => Promise<Answer<T>>);
}

/**
 * Whether any of a page's api calls failed for the api's own reasons (core/guest-pages
 * isApiOutage): the page is then answered 503, which is never stored for guests (ADR 0063).
 */
export function apiOutage(...results: ApiResult<unknown>[]): boolean {
  return results.some((result) => !result.ok && isApiOutage(result.status));
}

/** A loader's data with the page's status: 503 when one of `results` was an outage, else 200. */
export function pageAnswer<T>(value: T, ...results: ApiResult<unknown>[]) {
  return data(value, { status: apiOutage(...results) ? 503 : 200 });
}

/** The answer of a typed call, or why there is none (a status: 0 when the api could not be reached or did not answer in time). */
async function get<T>(path: string, send: () => Promise<Answer<T>>): Promise<ApiResult<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<ApiResult<T>>((resolve) => {
    timer = setTimeout(() => {
      console.error(`api ${path} did not answer within ${LOADER_API_TIMEOUT_MS} ms`);
      resolve({ ok: false, status: UNREACHABLE, message: "The service did not answer in time" });
    }, LOADER_API_TIMEOUT_MS);
  });
  try {
    return await Promise.race([read(path, send), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function read<T>(path: string, send: () => Promise<Answer<T>>): Promise<ApiResult<T>> {
    let response: Answer<T>;
    try {
      response = await send();
    } catch (error) {
      console.error(`api ${path} unreachable`, error);
      return { ok: false, status: UNREACHABLE, message: "The service is unreachable" };
    }
    if (!response.ok) {
      const { message, code } = parseErrorBody(await response.text().catch(() => ""));
      return { ok: false, status: response.status, message: message ?? response.statusText, code };
    }
    try {
      return { ok: true, status: response.status, data: await response.json() };
    } catch {
      return { ok: false, status: 502, message: "The api answered with something other than JSON" };
    }
}

export function apiServer(context: AppLoadContext, request: Request) {
  const env = context.cloudflare.env;
  const cookie = request.headers.get("cookie");
  const typed = serverApi(env, request);

  return {
    /** The signed-in user of the request's session cookie; null when there is none or it is invalid. */
    async currentUser(): Promise<SessionUser | null> {
      if (!carriesSessionCookie(cookie)) return null;
      const result = await get("/api/auth/me", () => typed.auth.me.$get());
      return result.ok ? result.data.user : null;
    },
    analyzeCount: async () => {
      const result = await get("/api/analytics/analyze-count", () => typed.analytics["analyze-count"].$get());
      return result.ok ? { ...result, data: result.data.count } : result;
    },
    outbox: async () => {
      const result = await get("/api/dev/outbox", () => typed.dev.outbox.$get());
      return result.ok ? { ...result, data: result.data.emails } : result;
    },
  };
}
