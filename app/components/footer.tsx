import { Link } from "@remix-run/react";
import { BRAND } from "./header";
import { InstagramIcon, LogoIcon, MailIcon, CheckCircleIcon, ShieldIcon, TikTokIcon, XLogoIcon } from "./icons";

export const SUPPORT_EMAIL = "support@skinstack.app";

const PRODUCT_LINKS = [
  { to: "/add-stack", label: "Create Routine" },
  { to: "/explore", label: "Explore" },
  { to: "/library", label: "Product Library" },
  { to: "/ingredients", label: "Ingredient Decoder" },
  { to: "/buy-credits", label: "Buy Credits" },
  { to: "/methodology", label: "How We Score" },
];

const LEGAL_LINKS = [
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
  { to: "/cookies", label: "Cookie Policy" },
  { to: "/disclaimer", label: "Medical Disclaimer" },
];

const SOCIAL_LINKS = [
  { href: "https://www.instagram.com/skinstack.app", label: "Skinstack on Instagram", Icon: InstagramIcon },
  { href: "https://www.tiktok.com/@skinstack.app", label: "Skinstack on TikTok", Icon: TikTokIcon },
  { href: "https://x.com/skinstackapp", label: "Skinstack on X", Icon: XLogoIcon },
];

function FooterLinks({ id, title, links }: { id: string; title: string; links: readonly { to: string; label: string }[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-2 font-semibold text-stone-900">
        {title}
      </h2>
      <ul className="space-y-1.5">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="hover:text-stone-900 hover:underline">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto max-w-md space-y-6 px-4 py-8 text-sm text-stone-700 lg:max-w-page lg:px-8">
        <div className="space-y-2">
          <p className="flex items-center gap-2 text-base font-bold text-stone-900">
            <LogoIcon className="size-5 text-brand-600" />
            {BRAND}
          </p>
          <p>
            A skincare analysis platform that gives you personalised, science-backed recommendations based on your skin
            profile and goals.
          </p>
        </div>

        <div className="grid grid-cols-2 gap-6">
          <FooterLinks id="footer-product" title="Product" links={PRODUCT_LINKS} />
          <FooterLinks id="footer-legal" title="Legal" links={LEGAL_LINKS} />
        </div>

        <div className="flex flex-wrap items-center justify-between gap-3">
          <a href={`mailto:${SUPPORT_EMAIL}`} className="inline-flex items-center gap-2 hover:text-stone-900 hover:underline">
            <MailIcon className="size-4" />
            {SUPPORT_EMAIL}
          </a>
          <ul className="flex items-center gap-1" aria-label="Social media">
            {SOCIAL_LINKS.map(({ href, label, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  aria-label={label}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="grid size-9 place-items-center rounded-full text-stone-700 hover:bg-stone-100 hover:text-stone-900"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <ul className="flex flex-wrap gap-2" aria-label="Our commitments">
          <li className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-xs font-medium text-emerald-900">
            <ShieldIcon className="size-4" />
            Secure &amp; Private
          </li>
          <li className="inline-flex items-center gap-1.5 rounded-full bg-violet-50 px-3 py-1 text-xs font-medium text-violet-900">
            <CheckCircleIcon className="size-4" />
            Explainable Scores
          </li>
        </ul>

        <p className="rounded-xl bg-stone-100 p-3 text-xs leading-relaxed text-stone-700">
          <strong className="font-semibold text-stone-900">Medical disclaimer:</strong> {BRAND} is for educational
          purposes only and is not medical advice. It does not diagnose or treat any condition. Always patch test new
          products, and see a dermatologist or doctor about skin concerns.{" "}
          <Link to="/disclaimer" className="font-medium text-brand-700 underline">
            Read the full disclaimer
          </Link>
          .
        </p>

        <p className="text-xs text-stone-600">
          © {new Date().getUTCFullYear()} {BRAND}
        </p>
      </div>
    </footer>
  );
}
