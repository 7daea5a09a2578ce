import { countOf } from "@core/plural";

/** What deleting the account costs in credits, for its confirmation (null when there is nothing to lose). */
export function lostCreditsText(credits: number, paidCredits: number): string | null {
  if (credits <= 0) return null;
  if (paidCredits <= 0) return `Your ${countOf(credits, "free credit")} will be lost.`;
  const paid = paidCredits === credits ? (credits === 1 ? "it was paid for" : `all ${credits} were paid for`) : `${paidCredits} of them paid for`;
  return `Your ${countOf(credits, "unused credit")} will be lost, ${paid}: deleted accounts are not refunded.`;
}
