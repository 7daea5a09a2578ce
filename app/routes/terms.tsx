import { LegalDocument, legalMeta, type LegalBlock } from "~/components/legal-page";

export const meta = legalMeta("terms");

const P = "legal.terms.";
const BLOCKS = [
  { h2: `${P}what` },
  { p: `${P}what.text` },
  { h2: `${P}account` },
  { ul: [`${P}account.age`, `${P}account.email`, `${P}account.responsible`, `${P}account.one`] },
  { h2: `${P}credits` },
  { ul: [`${P}credits.cost`, `${P}credits.packages`, `${P}credits.stripe`, `${P}credits.refunds`] },
  { h2: `${P}rules` },
  { p: `${P}rules.intro` },
  { ul: [`${P}rules.harass`, `${P}rules.privacy`, `${P}rules.advice`, `${P}rules.spam`] },
  { p: `${P}rules.enforcement` },
  { h2: `${P}content` },
  { p: `${P}content.text` },
  { h2: `${P}use` },
  { p: `${P}use.text` },
  { h2: `${P}analyses` },
  { p: `${P}analyses.text` },
  { h2: `${P}availability` },
  { p: `${P}availability.text` },
  { h2: `${P}liability` },
  { p: `${P}liability.text` },
  { h2: `${P}ending` },
  { p: `${P}ending.text` },
  { h2: `${P}changes` },
  { p: `${P}changes.text` },
  { h2: `${P}contact` },
  { p: `${P}contact.text` },
] as const satisfies readonly LegalBlock[];

export default function Terms() {
  return <LegalDocument name="terms" blocks={BLOCKS} />;
}
