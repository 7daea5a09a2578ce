import { createPagesFunctionHandler } from "@remix-run/cloudflare-pages";
// The server build exists only after `remix vite:build`, so typecheck must pass with or without it.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore
import * as build from "../build/server";
import { getLoadContext } from "../load-context";
import { forwardToApi } from "../app/utils/api-forward.server";

const remix = createPagesFunctionHandler({
  build,
  // Pages passes its own context type; ours reads only `cloudflare.env`, which both have.
  getLoadContext: getLoadContext as unknown as Parameters<typeof createPagesFunctionHandler>[0]["getLoadContext"],
});

/** One origin for the browser: /api/* goes to the api Worker, everything else to Remix. */
export const onRequest: PagesFunction<import("../load-context").WebEnv> = (context) => {
  const url = new URL(context.request.url);
  if (url.pathname === "/api" || url.pathname.startsWith("/api/")) {
    return forwardToApi(context.env, context.request);
  }
  return remix(context);
};
