import type { Translator } from "@core/i18n/catalogues";

/** What deleting the account costs in credits, for its confirmation (null when there is nothing to lose). */
export function lostCreditsText(t: Translator, credits: number, paidCredits: number): string | null {
  if (credits <= 0) return null;
  if (paidCredits <= 0) return t("account.data.lostFree", { count: credits });
  if (paidCredits >= credits) return t("account.data.lostAllPaid", { count: credits });
  return t("account.data.lostSomePaid", { count: credits, paid: paidCredits });
}
