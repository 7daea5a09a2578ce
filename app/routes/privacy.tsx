import { headed, LegalDocument, legalMeta, type LegalBlock } from "~/components/legal-page";

export const meta = legalMeta("privacy");

const P = "legal.privacy.";
const BLOCKS = [
  ...headed(`${P}whoWeAre`),
  { h2: `${P}collect` },
  { h3: `${P}account` },
  { ul: [`${P}account.email`, `${P}account.password`, `${P}account.status`, `${P}account.google`, `${P}account.emailChange`] },
  { h3: `${P}routines` },
  { ul: [`${P}routines.products`, `${P}routines.results`, `${P}routines.advanced`] },
  { p: `${P}routines.health` },
  { h3: `${P}who` },
  { ul: [`${P}who.private`, `${P}who.never`, `${P}who.posts`] },
  { h3: `${P}purchases` },
  { p: `${P}purchases.text` },
  { h3: `${P}technical` },
  {
    ul: [
      `${P}technical.sessions`,
      `${P}technical.links`,
      `${P}technical.failedSignIns`,
      `${P}technical.counter`,
      `${P}technical.notifications`,
      `${P}technical.catalogue`,
    ],
  },
  { p: `${P}noTrackers` },
  { h2: `${P}why` },
  { ul: [`${P}why.contract`, `${P}why.safety`, `${P}why.legal`, `${P}why.consent`] },
  { h2: `${P}processors` },
  { p: `${P}processors.intro` },
  {
    ul: [
      `${P}processors.cloudflare`,
      `${P}processors.neon`,
      `${P}processors.stripe`,
      `${P}processors.openai`,
      `${P}processors.email`,
      `${P}processors.google`,
    ],
  },
  { p: `${P}processors.transfers` },
  { h2: `${P}retention` },
  { ul: [`${P}retention.account`, `${P}retention.sessions`, `${P}retention.links`, `${P}retention.failedSignIns`, `${P}retention.payments`] },
  { h2: `${P}rights.exportDeletion` },
  { p: `${P}export` },
  { p: `${P}deletion` },
  { p: `${P}kept` },
  ...headed(`${P}rights`),
  ...headed(`${P}browser`),
  ...headed(`${P}security`),
  ...headed(`${P}children`),
  ...headed(`${P}changes`),
] as const satisfies readonly LegalBlock[];

export default function Privacy() {
  return <LegalDocument name="privacy" blocks={BLOCKS} />;
}
