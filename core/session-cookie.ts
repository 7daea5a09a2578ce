/**
 * Whether a Cookie header may carry a session (the `session` cookie, workers/api/src/lib/cookies.ts).
 *
 * The api's cookie parser (hono) trims spaces and tabs around a cookie's name, so `session =token`
 * and `x=1;\tsession=token` sign in as surely as `session=token`. Anything the api could read as a
 * session must count here too: the guest-page cache (ADR 0041) stores what it renders for a request
 * without one for every visitor. Erring the other way (a name in another case) only costs a render.
 */
export function carriesSessionCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((pair) => {
    const equals = pair.indexOf("=");
    return equals !== -1 && pair.slice(0, equals).trim().toLowerCase() === "session";
  });
}
