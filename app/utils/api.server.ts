/**
 * The web app's server-side client of the api Worker, for loaders: it calls through the `API`
 * service binding when present, else `API_URL` (see ./api-forward.server), forwarding the
 * visitor's session cookie. Paths and answers are the Worker's types (`hc<AppType>`).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { carriesSessionCookie } from "@core/session-cookie";
import { forwardToApi } from "./api-forward.server";
import { parseErrorBody, repeatingCollisions, type SuccessBody } from "./http";
import { hc, type ClientResponse, type InferResponseType } from "hono/client";
import type { AppType } from "../../workers/api/src/app";
import type { WebEnv } from "../../load-context";
import type { SessionUser } from "./user";

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string; code?: string };

/** Status 0 stands for "the api could not be reached". */
const UNREACHABLE = 0;

/** The api's typed client on the server (`AppType`), through the forwarding of ./api-forward.server. */
export function serverApi(env: WebEnv, request: Request) {
  const cookie = request.headers.get("cookie");
  return hc<AppType>(new URL(request.url).origin, {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      headers.set("accept", "application/json");
      if (cookie) headers.set("cookie", cookie);
      const request = { ...init, headers };
      return repeatingCollisions(request, () => forwardToApi(env, new Request(input, request)));
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

/** The answer of a typed call, or why there is none (a status: 0 when the api could not be reached). */
async function get<T>(path: string, send: () => Promise<Answer<T>>): Promise<ApiResult<T>> {
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
