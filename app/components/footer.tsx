import { Link } from "@remix-run/react";
import type { MessageKey } from "@core/i18n/catalogues";
import { useT } from "~/utils/i18n";
import { LanguageSwitcher } from "./language-switcher";
import { BRAND } from "./header";
import { InstagramIcon, LogoIcon, MailIcon, CheckCircleIcon, ShieldIcon, TikTokIcon, XLogoIcon } from "./icons";

export const SUPPORT_EMAIL = "support@skinstack.app";

type FooterLink = { to: string; label: MessageKey };

const PRODUCT_LINKS: readonly FooterLink[] = [
  { to: "/add-stack", label: "footer.createRoutine" },
  { to: "/explore", label: "footer.explore" },
  { to: "/library", label: "footer.productLibrary" },
  { to: "/ingredients", label: "footer.ingredientDecoder" },
  { to: "/buy-credits", label: "footer.buyCredits" },
  { to: "/methodology", label: "footer.howWeScore" },
];

const LEGAL_LINKS: readonly FooterLink[] = [
  { to: "/privacy", label: "footer.privacy" },
  { to: "/terms", label: "footer.terms" },
  { to: "/cookies", label: "footer.cookies" },
  { to: "/disclaimer", label: "footer.disclaimer" },
];

const SOCIAL_LINKS = [
  { href: "https://www.instagram.com/skinstack.app", network: "Instagram", Icon: InstagramIcon },
  { href: "https://www.tiktok.com/@skinstack.app", network: "TikTok", Icon: TikTokIcon },
  { href: "https://x.com/skinstackapp", network: "X", Icon: XLogoIcon },
];

function FooterLinks({ id, title, links }: { id: string; title: string; links: readonly FooterLink[] }) {
  const t = useT();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-1 font-semibold text-stone-900">
        {title}
      </h2>
      {/* A row of 44 px a link: a thumb picks one, not its neighbour (on a desktop's pointer, 32 px). */}
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="flex min-h-11 items-center hover:text-stone-900 hover:underline lg:min-h-8">
              {t(l.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const t = useT();
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto max-w-md space-y-6 px-4 py-8 text-sm text-stone-700 lg:max-w-page lg:px-8">
        <div className="space-y-2">
          <p className="flex items-center gap-2 text-base font-bold text-stone-900">
            <LogoIcon className="size-5 text-brand-600" />
            {BRAND}
          </p>
          <p>{t("footer.tagline")}</p>
        </div>

        <div className="grid grid-cols-2 gap-6">
          <FooterLinks id="footer-product" title={t("footer.product")} links={PRODUCT_LINKS} />
          <FooterLinks id="footer-legal" title={t("footer.legal")} links={LEGAL_LINKS} />
        </div>

        <div className="flex flex-wrap items-center justify-between gap-3">
          <a href={`mailto:${SUPPORT_EMAIL}`} className="inline-flex min-h-11 items-center gap-2 hover:text-stone-900 hover:underline">
            <MailIcon className="size-4" />
            {SUPPORT_EMAIL}
          </a>
          <ul className="flex items-center gap-1" aria-label={t("footer.socialMedia")}>
            {SOCIAL_LINKS.map(({ href, network, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  aria-label={t("footer.onNetwork", { network })}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="grid size-11 place-items-center rounded-full text-stone-700 hover:bg-stone-100 hover:text-stone-900"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <ul className="flex flex-wrap gap-2" aria-label={t("footer.commitments")}>
          <li className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-xs font-medium text-emerald-900">
            <ShieldIcon className="size-4" />
            {t("footer.securePrivate")}
          </li>
          <li className="inline-flex items-center gap-1.5 rounded-full bg-violet-50 px-3 py-1 text-xs font-medium text-violet-900">
            <CheckCircleIcon className="size-4" />
            {t("footer.explainable")}
          </li>
        </ul>

        <p className="rounded-xl bg-stone-100 p-3 text-xs leading-relaxed text-stone-700">
          <strong className="font-semibold text-stone-900">{t("footer.disclaimerLead")}</strong> {t("footer.disclaimerText")}{" "}
          <Link to="/disclaimer" className="font-medium text-brand-700 underline">
            {t("footer.disclaimerLink")}
          </Link>
          .
        </p>

        <div className="flex flex-wrap items-center justify-between gap-3 text-xs text-stone-600">
          <p>{t("footer.copyright", { year: String(new Date().getUTCFullYear()) })}</p>
          {/* Last in the footer, below the fold of every screen the visual baselines hold. */}
          <LanguageSwitcher compact />
        </div>
      </div>
    </footer>
  );
}
