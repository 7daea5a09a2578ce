/**
 * The security headers of every response, web pages and api alike, in one place. Pure values:
 * the api Worker's middleware, the Pages function and the Remix document renderer apply them.
 */
import { TURNSTILE_ORIGIN } from "./challenge";

const PERMISSIONS_POLICY = [
  "camera=(self)",
  'payment=(self "https://js.stripe.com")',
  "microphone=()",
  "geolocation=()",
  "accelerometer=()",
  "gyroscope=()",
  "magnetometer=()",
  "usb=()",
].join(", ");

/** Sent on every response. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Legacy twin of frame-ancestors 'none' for browsers without CSP level 2.
  "X-Frame-Options": "DENY",
  // No other window (a page we link to, a page that opens ours) keeps a handle on our windows.
  "Cross-Origin-Opener-Policy": "same-origin",
  // Only what the app uses: the camera for barcode and label scanning, payments through Stripe.
  "Permissions-Policy": PERMISSIONS_POLICY,
};

/** Production only: a local http:// origin must not be pinned to https. */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/** Responses that are never rendered as a page (JSON, event streams, data requests): nothing may load. */
export const NO_CONTENT_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Stripe.js and its Payment Element iframes (loaded only on the buy-credits screen). */
const STRIPE = {
  script: "https://js.stripe.com https://*.js.stripe.com",
  frame: "https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
  connect: "https://api.stripe.com",
  img: "https://*.stripe.com",
};

/** Product pictures from Open Beauty Facts (core/open-beauty-facts OBF_IMAGE_ORIGINS). */
const PRODUCT_IMAGES = "https://images.openbeautyfacts.org https://static.openbeautyfacts.org";

/**
 * The policy of an HTML page. Scripts run only from our origin or with this response's nonce (the
 * inline scripts Remix and React stream carry it), never inline otherwise. 'wasm-unsafe-eval' lets
 * the page compile WebAssembly (the barcode reader, loaded from our origin when scanning starts;
 * ADR 0013); it does not allow eval() or new Function(). Styles allow inline attributes: React
 * renders a few `style=` props (progress bars, score rings) on the server. Cloudflare Turnstile's
 * script and frame (the person check, ADR 0028) are allowed only when the web app has a site key
 * (`turnstile`); without one the local stand-in needs nothing from elsewhere.
 */
export function pageContentSecurityPolicy(nonce: string, options: { turnstile?: boolean } = {}): string {
  const turnstile = options.turnstile ? ` ${TURNSTILE_ORIGIN}` : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'wasm-unsafe-eval' ${STRIPE.script}${turnstile}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${STRIPE.img} ${PRODUCT_IMAGES}`,
    "font-src 'self'",
    `connect-src 'self' ${STRIPE.connect}`,
    `frame-src ${STRIPE.frame}${turnstile}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Sets the base headers (and HSTS in production) without touching a policy already chosen. */
export function applySecurityHeaders(headers: Headers, options: { production: boolean; contentSecurityPolicy?: string }) {
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) headers.set(name, value);
  if (options.production) headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  if (options.contentSecurityPolicy) headers.set("Content-Security-Policy", options.contentSecurityPolicy);
  else if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", NO_CONTENT_POLICY);
}

/** A fresh nonce per response: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
