/** What the product endpoints answer about Open Beauty Facts, as the api sends it and the product search reads it. */

export type ExternalStatus = "off" | "ok" | "timeout" | "unreachable" | "error" | "malformed" | "too_large";

/** What Open Beauty Facts contributed to an answer (status "off" where it is not configured). */
export interface ExternalReport {
  source: "openbeautyfacts";
  status: ExternalStatus;
  message: string;
  /** Products stored in our catalogue from this answer. */
  added?: number;
}
