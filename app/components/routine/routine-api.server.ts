/**
 * Loaders' calls for the routine screens, forwarding the visitor's session cookie to the api
 * Worker (see ./api-forward.server). A page's first load renders its data on the server; client
 * navigations fetch in the browser (the routes' clientLoader) and show their loading states.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { forwardToApi } from "../../utils/api-forward.server";
import { parseStack, parseStacks, type StackView } from "./stack";
import { parseUser, type SessionUser } from "../../utils/user";

type Result<T> = { ok: true; data: T } | { ok: false; status: number };

export function hasSessionCookie(request: Request): boolean {
  return /(?:^|;\s*)session=[^;]/.test(request.headers.get("cookie") ?? "");
}

export function routineServer(context: AppLoadContext, request: Request) {
  const env = context.cloudflare.env;
  const cookie = request.headers.get("cookie");

  async function get<T>(path: string, parse: (data: unknown) => T): Promise<Result<T>> {
    const headers = new Headers({ accept: "application/json" });
    if (cookie) headers.set("cookie", cookie);
    try {
      const response = await forwardToApi(env, new Request(new URL(path, request.url), { headers }));
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        return { ok: false, status: response.status };
      }
      return { ok: true, data: parse(await response.json()) };
    } catch (error) {
      console.error(`api ${path} failed`, error);
      return { ok: false, status: 0 };
    }
  }

  return {
    stacks: () => get<StackView[]>("/api/stacks", parseStacks),
    stack: (id: string) => get<StackView | null>(`/api/stacks/${encodeURIComponent(id)}`, parseStack),
    me: () => get<SessionUser | null>("/api/auth/me", (data) => parseUser((data as { user?: unknown } | null)?.user)),
  };
}
