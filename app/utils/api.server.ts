/**
 * The web app's server-side client of the api Worker, for loaders: it calls through the `API`
 * service binding when present, else `API_URL` (see ./api-forward.server), forwarding the
 * visitor's session cookie. Answers are typed by the parse function each endpoint passes.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { forwardToApi } from "./api-forward.server";
import { parseErrorBody } from "./http";
import { parseUser, type SessionUser } from "./user";

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string; code?: string };

/** Status 0 stands for "the api could not be reached". */
const UNREACHABLE = 0;

export interface OutboxEmail {
  id: number;
  to: string;
  subject: string;
  body: string;
  createdAt: string;
}

function parseOutbox(data: unknown): OutboxEmail[] {
  const emails = (data as { emails?: unknown } | null)?.emails;
  if (!Array.isArray(emails)) return [];
  return emails
    .filter((e): e is Record<string, unknown> => Boolean(e) && typeof e === "object")
    .map((e) => ({
      id: Number(e.id),
      to: String(e.to ?? ""),
      subject: String(e.subject ?? ""),
      body: String(e.body ?? ""),
      createdAt: String(e.createdAt ?? ""),
    }));
}

function parseCount(data: unknown): number | null {
  const count = (data as { count?: unknown } | null)?.count;
  return typeof count === "number" && Number.isFinite(count) ? count : null;
}

export function apiServer(context: AppLoadContext, request: Request) {
  const env = context.cloudflare.env;
  const cookie = request.headers.get("cookie");

  async function get<T>(path: string, parse: (data: unknown) => T): Promise<ApiResult<T>> {
    const headers = new Headers({ accept: "application/json" });
    if (cookie) headers.set("cookie", cookie);
    let response: Response;
    try {
      response = await forwardToApi(env, new Request(new URL(path, request.url), { headers }));
    } catch (error) {
      console.error(`api ${path} unreachable`, error);
      return { ok: false, status: UNREACHABLE, message: "The service is unreachable" };
    }
    const text = await response.text().catch(() => "");
    if (!response.ok) {
      const { message, code } = parseErrorBody(text);
      return { ok: false, status: response.status, message: message ?? response.statusText, code };
    }
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      return { ok: false, status: 502, message: "The api answered with something other than JSON" };
    }
    return { ok: true, status: response.status, data: parse(data) };
  }

  return {
    /** The signed-in user of the request's session cookie; null when there is none or it is invalid. */
    async currentUser(): Promise<SessionUser | null> {
      if (!cookie || !/(?:^|;\s*)session=[^;]/.test(cookie)) return null;
      const result = await get("/api/auth/me", (data) => parseUser((data as { user?: unknown } | null)?.user));
      return result.ok ? result.data : null;
    },
    analyzeCount: () => get("/api/analytics/analyze-count", parseCount),
    outbox: () => get("/api/dev/outbox", parseOutbox),
  };
}
