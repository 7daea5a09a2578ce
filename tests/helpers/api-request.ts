/**
 * A request to the api app as a client sends it, for the Worker tests (in workerd) and the
 * integration harness (in Node) alike: `json` becomes the JSON body, `token` the bearer session.
 */
import type { createApp } from "../../workers/api/src/app";
import type { Env } from "../../workers/api/src/env";

export type ApiRequestInit = RequestInit & { json?: unknown; token?: string };

export function requestApi(app: ReturnType<typeof createApp>, env: Env, path: string, init: ApiRequestInit = {}) {
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(init.json);
  }
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  return app.request(path, { ...init, headers, body }, env);
}
