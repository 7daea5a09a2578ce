import { FORWARDED_CLIENT_IP, FORWARDING_SECRET_HEADER } from "@core/forwarding";
import { MAX_BODY_BYTES, PAYLOAD_TOO_LARGE, readBodyWithin } from "@core/request-limits";
import { applySecurityHeaders } from "@core/security-headers";
import type { WebEnv } from "../../load-context";

/**
 * Names the client for the api (sign-in throttling and rate limits count per address): the visitor
 * of `incoming`, the request that reached the web app. Any copy of these headers the client sent is
 * replaced. Cloudflare sets CF-Connecting-IP at the edge.
 */
function nameClient(headers: Headers, env: WebEnv, incoming: Request) {
  headers.delete(FORWARDED_CLIENT_IP);
  headers.delete(FORWARDING_SECRET_HEADER);
  const address = incoming.headers.get("cf-connecting-ip");
  if (!env.FORWARDING_SECRET || !address) return;
  headers.set(FORWARDED_CLIENT_IP, address);
  headers.set(FORWARDING_SECRET_HEADER, env.FORWARDING_SECRET);
}

function jsonAnswer(env: WebEnv, status: number, body: { message: string; code: string }) {
  const headers = new Headers({ "content-type": "application/json", "cache-control": "no-store" });
  applySecurityHeaders(headers, { production: env.ENVIRONMENT === "production" });
  return new Response(JSON.stringify(body), { status, headers });
}

/**
 * Sends a request to the api Worker: through the `API` service binding in production, or to
 * `API_URL` in local runs. The request keeps its method, headers (cookies included) and body. The
 * client named to the api is `visitor`'s: the request itself when the browser sent it, the page's
 * request for a loader's call (./api.server), which the web app makes itself.
 *
 * The body is read here first, up to the api's limit: a larger one (declared, or sent in chunks)
 * is answered 413 at once. Streaming it on would leave the api refusing a body still in flight,
 * which breaks the forwarding connection and turned a 413 into a 500.
 */
export async function forwardToApi(env: WebEnv, request: Request, visitor: Request = request): Promise<Response> {
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (request.method !== "GET" && request.method !== "HEAD") {
    const declared = Number(request.headers.get("content-length") ?? 0);
    const read = declared > MAX_BODY_BYTES ? null : await readBodyWithin(request.body, MAX_BODY_BYTES);
    if (!read) return jsonAnswer(env, 413, PAYLOAD_TOO_LARGE);
    body = read;
  }
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  // The body is whole now: its length is known and it is no longer chunked.
  headers.delete("transfer-encoding");
  headers.delete("content-length");
  nameClient(headers, env, visitor);
  // The api answers uncompressed: compressing is for the edge in front of the browser, which knows
  // what the client accepts (an encoded body could otherwise reach a client that never offered
  // to accept it: plain curl got brotli).
  headers.set("accept-encoding", "identity");
  try {
    if (env.API) {
      return await env.API.fetch(url.toString(), { method: request.method, headers, body, redirect: "manual" });
    }
    // Local runs only: a deployment has the API binding (root wrangler.toml, per environment), and
    // one without it must not quietly forward to this machine's loopback address.
    const base = env.API_URL ?? (env.ENVIRONMENT === "production" ? null : "http://127.0.0.1:8789");
    if (!base) {
      console.error("api not configured: bind API (a service binding) or set API_URL");
      return jsonAnswer(env, 503, { message: "The api is not configured: bind API or set API_URL", code: "not_configured" });
    }
    headers.set("x-forwarded-host", url.host);
    headers.set("x-forwarded-proto", url.protocol.replace(":", ""));
    return await fetch(new URL(url.pathname + url.search, base), { method: request.method, headers, body, redirect: "manual" });
  } catch (error) {
    console.error("api unreachable", request.method, url.pathname, error instanceof Error ? error.message : error);
    return jsonAnswer(env, 503, { message: "The service is temporarily unavailable. Please try again shortly.", code: "unavailable" });
  }
}
