/**
 * The contract between the web app and the api Worker for naming the client of a forwarded
 * request. The web app overwrites both headers on every request it forwards; the api trusts the
 * address only with the secret they share (FORWARDING_SECRET).
 */
export const FORWARDED_CLIENT_IP = "x-skinstack-client-ip";
export const FORWARDING_SECRET_HEADER = "x-skinstack-forwarding-secret";
