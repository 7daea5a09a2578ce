/** The api's cookies: HttpOnly and SameSite=Lax, Secure when the request came over HTTPS. */

export const isHttps = (request: Request) => new URL(request.url).protocol === "https:";

/** A Set-Cookie value; a Max-Age of 0 removes the cookie. */
export function httpOnlyCookie(name: string, value: string, o: { path: string; maxAgeSeconds: number; secure: boolean }): string {
  return [`${name}=${value}`, `Path=${o.path}`, "HttpOnly", "SameSite=Lax", `Max-Age=${o.maxAgeSeconds}`, ...(o.secure ? ["Secure"] : [])].join("; ");
}
