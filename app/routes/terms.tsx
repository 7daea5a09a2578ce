import { headed, LegalDocument, legalMeta, type LegalBlock } from "~/components/legal-page";

export const meta = legalMeta("terms");

const P = "legal.terms.";
const BLOCKS = [
  ...headed(`${P}what`),
  { h2: `${P}account` },
  { ul: [`${P}account.age`, `${P}account.email`, `${P}account.responsible`, `${P}account.one`] },
  { h2: `${P}credits` },
  { ul: [`${P}credits.cost`, `${P}credits.packages`, `${P}credits.stripe`, `${P}credits.refunds`] },
  { h2: `${P}rules` },
  { p: `${P}rules.intro` },
  { ul: [`${P}rules.harass`, `${P}rules.privacy`, `${P}rules.advice`, `${P}rules.spam`] },
  { p: `${P}rules.enforcement` },
  ...headed(`${P}content`),
  ...headed(`${P}use`),
  ...headed(`${P}analyses`),
  ...headed(`${P}availability`),
  ...headed(`${P}liability`),
  ...headed(`${P}ending`),
  ...headed(`${P}changes`),
  ...headed(`${P}contact`),
] as const satisfies readonly LegalBlock[];

export default function Terms() {
  return <LegalDocument name="terms" blocks={BLOCKS} />;
}
