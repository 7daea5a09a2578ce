import { Link } from "@remix-run/react";
import { useT } from "~/utils/i18n";
import { CoinIcon } from "./icons";

/** The credit balance: the number, or '...' while it is unknown. */
export function CreditPill({ credits }: { credits: number | undefined }) {
  const t = useT();
  const known = typeof credits === "number";
  return (
    <Link
      to="/buy-credits"
      aria-label={known ? t("misc.credits", { count: credits }) : t("misc.creditsLoading")}
      className="tap-target flex shrink-0 items-center gap-1 rounded-full border border-stone-300 bg-surface px-2.5 py-1 max-[429px]:px-2 text-sm font-semibold text-stone-800 hover:bg-stone-50"
    >
      <CoinIcon className="size-4 text-amber-600" />
      <span data-testid="credit-balance">{known ? credits : "..."}</span>
    </Link>
  );
}

/** 'Pro': shown only to people who have bought credits; it says so on hover and to screen readers. */
export function ProBadge() {
  const t = useT();
  return (
    <span title={t("misc.proMeaning")} className="rounded bg-stone-900 px-1 py-0.5 text-[0.65rem] font-bold uppercase leading-none tracking-wide text-white">
      {t("misc.pro")}<span className="sr-only">{t("misc.proSuffix")}</span>
    </span>
  );
}
