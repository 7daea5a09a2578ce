import { FORWARDED_CLIENT_IP, FORWARDING_SECRET_HEADER } from "@core/forwarding";
import type { WebEnv } from "../../load-context";

/**
 * Names the client for the api (sign-in throttling and rate limits count per address). Any copy
 * of these headers the client sent is replaced. Cloudflare sets CF-Connecting-IP at the edge.
 */
function nameClient(headers: Headers, env: WebEnv, incoming: Request) {
  headers.delete(FORWARDED_CLIENT_IP);
  headers.delete(FORWARDING_SECRET_HEADER);
  const address = incoming.headers.get("cf-connecting-ip");
  if (!env.FORWARDING_SECRET || !address) return;
  headers.set(FORWARDED_CLIENT_IP, address);
  headers.set(FORWARDING_SECRET_HEADER, env.FORWARDING_SECRET);
}

/**
 * Sends a request to the api Worker: through the `API` service binding in production, or to
 * `API_URL` in local runs. The request keeps its method, headers (cookies included) and body.
 */
export function forwardToApi(env: WebEnv, request: Request): Promise<Response> {
  if (env.API) {
    const headers = new Headers(request.headers);
    nameClient(headers, env, request);
    return env.API.fetch(new Request(request, { headers }));
  }
  const base = env.API_URL ?? "http://127.0.0.1:8789";
  const url = new URL(request.url);
  const target = new URL(url.pathname + url.search, base);
  const headers = new Headers(request.headers);
  headers.set("x-forwarded-host", url.host);
  headers.set("x-forwarded-proto", url.protocol.replace(":", ""));
  nameClient(headers, env, request);
  // Without this, fetch asks the api for brotli and the encoded body would reach clients that
  // never offered to accept it.
  headers.set("accept-encoding", request.headers.get("accept-encoding") ?? "identity");
  return fetch(target, {
    method: request.method,
    headers,
    body: request.method === "GET" || request.method === "HEAD" ? undefined : request.body,
    redirect: "manual",
    // @ts-expect-error duplex is needed to stream a request body through fetch
    duplex: "half",
  });
}
