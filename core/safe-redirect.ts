/**
 * Where a visitor may be sent after signing in: the one rule for the web app's pages and the api's
 * Google sign-in, which keeps the path through Google's round trip.
 */

// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0000-\u001f\u007f]/;
/** Stands in for this site when resolving a path: no real origin is ever named so. */
const THIS_SITE = "http://this-site.invalid";

/**
 * A same-site path to go to after sign-in, or the fallback (no other origins, no '//host').
 * A control character refuses it (a browser drops tabs and line breaks, so '/\t/evil.test' leads
 * off-site; in a Location header one made the answer a 500). The rest is resolved as a browser
 * would (dot segments removed: '/.//evil.test' leads off-site too) and given back percent-encoded.
 */
export function safeRedirect(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\") || CONTROL.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, THIS_SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== THIS_SITE || url.pathname.startsWith("//")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
