/** Talking to a running api from benchmark and measuring scripts, over plain fetch. */

/**
 * The body of `res` as JSON; an error naming `what`, the status and the start of the body when the
 * status is not `expected` (not 2xx when no status is expected).
 */
export async function responseJson<T>(res: Response, expected?: number, what: string = res.url): Promise<T> {
  const text = await res.text();
  if (expected === undefined ? !res.ok : res.status !== expected) throw new Error(`${what}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** Asks the api at `base` for a new account (the answer is the api's, unchecked). */
export function requestSignup(base: string, account: { name: string; email: string; password: string }): Promise<Response> {
  return fetch(`${base}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(account),
  });
}
