/**
 * Loaders' calls for the routine screens, through the api's typed client on the server
 * (~/utils/api.server, forwarding the visitor's session cookie). A page's first load renders its
 * data on the server; client navigations fetch in the browser (the routes' clientLoader) and show
 * their loading states.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { RoutineListResponse, RoutineResponse } from "@core/api/routines";
import { carriesSessionCookie } from "@core/session-cookie";
import { answerWithFindingsOf, apiServer, serverApi } from "../../utils/api.server";

export function hasSessionCookie(request: Request): boolean {
  return carriesSessionCookie(request.headers.get("cookie"));
}

export function routineServer(context: AppLoadContext, request: Request) {
  const api = serverApi(context.cloudflare.env, request);

  return {
    stacks: async () => {
      const result = await answerWithFindingsOf<RoutineListResponse>("/api/stacks", () => api.stacks.$get());
      return result.ok ? { ...result, data: result.data.stacks } : result;
    },
    stack: (id: string) => answerWithFindingsOf<RoutineResponse>(`/api/stacks/${id}`, () => api.stacks[":id"].$get({ param: { id: encodeURIComponent(id) } })),
    /** The signed-in user, or null (signed out, or a session that is no longer valid). */
    me: async () => ({ ok: true as const, data: await apiServer(context, request).currentUser() }),
  };
}
