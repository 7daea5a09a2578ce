/**
 * Loaders' calls for the routine screens, through the api's typed client on the server
 * (~/utils/api.server, forwarding the visitor's session cookie). A page's first load renders its
 * data on the server; client navigations fetch in the browser (the routes' clientLoader) and show
 * their loading states.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { RoutineListResponse, RoutineResponse } from "@core/api/routines";
import { carriesSessionCookie } from "@core/session-cookie";
import { answerOf, answerWithFindingsOf, apiServer, serverApi } from "../../utils/api.server";

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
    /**
     * The records of the results page's key ingredients, so that its first load renders their cards.
     * One the api does not know (404) is left out, as the browser leaves it out; when any other
     * answer fails, undefined: the browser then asks for them itself, as on a client navigation.
     */
    keyIngredients: async (names: readonly string[]) => {
      const answers = await Promise.all(
        names.map((name) => answerOf("/api/ingredients/{name}", () => api.ingredients[":name"].$get({ param: { name: encodeURIComponent(name) } }))),
      );
      if (answers.some((answer) => !answer.ok && answer.status !== 404)) return undefined;
      // Only what a card shows: the page carries these in its data as well as in its HTML.
      return answers.flatMap((answer) => {
        if (!answer.ok) return [];
        const { name, slug, function: role, benefits, concerns } = answer.data.ingredient;
        return [{ name, slug, function: role, benefits, concerns }];
      });
    },
    /** The signed-in user, or null (signed out, or a session that is no longer valid). */
    me: async () => ({ ok: true as const, data: await apiServer(context, request).currentUser() }),
  };
}
