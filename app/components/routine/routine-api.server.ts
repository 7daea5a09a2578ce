/**
 * Loaders' calls for the routine screens, forwarding the visitor's session cookie to the api
 * Worker (see ./api-forward.server). A page's first load renders its data on the server; client
 * navigations fetch in the browser (the routes' clientLoader) and show their loading states.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { apiGetter } from "../../utils/api-forward.server";
import { parseStack, parseStacks, type StackView } from "./stack";
import { parseUser, type SessionUser } from "../../utils/user";

export function hasSessionCookie(request: Request): boolean {
  return /(?:^|;\s*)session=[^;]/.test(request.headers.get("cookie") ?? "");
}

export function routineServer(context: AppLoadContext, request: Request) {
  const get = apiGetter(context.cloudflare.env, request);

  return {
    stacks: () => get<StackView[]>("/api/stacks", parseStacks),
    stack: (id: string) => get<StackView | null>(`/api/stacks/${encodeURIComponent(id)}`, parseStack),
    me: () => get<SessionUser | null>("/api/auth/me", (data) => parseUser((data as { user?: unknown } | null)?.user)),
  };
}
