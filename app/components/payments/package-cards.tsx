import { CREDIT_PACKAGES, type CreditPackage } from "@core/credit-packages";
import { CoinIcon } from "~/components/icons";
import { Spinner } from "~/components/ui";
import { useT } from "~/utils/i18n";
import type { MessageKey } from "@core/i18n/catalogues";
import { formatMoney } from "./messages";

/** The three package cards; the popular one carries the 'Most Popular' badge. */
export function PackageCards({
  onSelect,
  pendingId,
  disabled,
}: {
  onSelect(pkg: CreditPackage): void;
  /** The package whose payment is being set up. */
  pendingId: string | null;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <ul className="space-y-3" aria-label={t("payments.packages")}>
      {CREDIT_PACKAGES.map((pkg) => (
        <li key={pkg.id}>
          <button
            type="button"
            onClick={() => onSelect(pkg)}
            disabled={disabled || pendingId !== null}
            aria-busy={pendingId === pkg.id || undefined}
            data-testid={`package-${pkg.id}`}
            className={`relative flex w-full items-center gap-4 rounded-2xl border bg-white p-4 text-left shadow-sm transition-colors hover:border-brand-400 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-70 ${
              pkg.popular ? "border-brand-500 ring-1 ring-brand-500" : "border-stone-200"
            }`}
          >
            {pkg.popular ? (
              <span className="absolute -top-2.5 right-4 rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white">
                {t("payments.popular")}
              </span>
            ) : null}
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              {pendingId === pkg.id ? <Spinner className="size-6" /> : <CoinIcon className="size-6" />}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block text-base font-semibold text-stone-900">{pkg.name}</span>
              <span className="block text-sm text-stone-700">
                {t("payments.credits", { count: pkg.credits })} · {t(`payments.package.${pkg.id}` as MessageKey)}
              </span>
            </span>
            <span className="shrink-0 text-right">
              <span className="block text-xl font-bold text-stone-900">{formatMoney(t.language, pkg.priceCents)}</span>
              <span className="block text-xs text-stone-600">
                {t("payments.perCredit", { price: formatMoney(t.language, pkg.priceCents / pkg.credits, { cents: true }) })}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The chosen package above the payment form. */
export function OrderSummary({ pkg }: { pkg: CreditPackage }) {
  const t = useT();
  return (
    <div className="flex items-center justify-between rounded-xl bg-stone-100 px-4 py-3 text-sm" data-testid="order-summary">
      <span>
        <span className="font-semibold text-stone-900">{pkg.name}</span>{" "}
        <span className="text-stone-700">· {t("payments.credits", { count: pkg.credits })}</span>
      </span>
      <span className="text-base font-bold text-stone-900">{formatMoney(t.language, pkg.priceCents)}</span>
    </div>
  );
}
