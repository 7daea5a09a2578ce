/**
 * Rules about email addresses that are not about their syntax (ADR 0027).
 *
 * - Special-use names (RFC 6761, RFC 2606, RFC 6762, RFC 7686, RFC 8375, RFC 9476) route no mail
 *   to anyone: sign-up and change of email refuse them. `.test` stays allowed: it is special-use
 *   too, but the test suites sign up with it, and no real mailbox can be there either.
 * - One mailbox, many spellings: `mailboxKey` is what counts as "the same mailbox" for the free
 *   credits (lower case; a `+tag` dropped at every provider; at Gmail the dots dropped too, and
 *   googlemail.com read as gmail.com).
 */

/** Top-level names (and one second-level name) no address may end in. */
export const SPECIAL_USE_DOMAINS = ["invalid", "localhost", "local", "example", "onion", "alt", "home.arpa"] as const;

function domainOf(email: string): string {
  return email.slice(email.lastIndexOf("@") + 1).trim().toLowerCase().replace(/\.$/, "");
}

/** Whether the address's domain is, or is under, a special-use name (so that it can never be a mailbox). */
export function isSpecialUseAddress(email: string): boolean {
  const domain = domainOf(email);
  return SPECIAL_USE_DOMAINS.some((name) => domain === name || domain.endsWith(`.${name}`));
}

export const SPECIAL_USE_MESSAGE = "email must be an address that can receive mail (not a reserved domain such as .invalid or .localhost)";

const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/** The mailbox an address delivers to, as one string: "Jane.Doe+x@GoogleMail.com" -> "janedoe@gmail.com". */
export function mailboxKey(email: string): string {
  const at = email.lastIndexOf("@");
  const domain = domainOf(email);
  let local = email.slice(0, at).trim().toLowerCase();
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) return `${local.replaceAll(".", "")}@gmail.com`;
  return `${local}@${domain}`;
}
