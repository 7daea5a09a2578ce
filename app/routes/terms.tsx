import type { MetaFunction } from "@remix-run/cloudflare";
import { LegalBlocks, LegalPage, legalText, type LegalBlock } from "~/components/legal-page";
import { metaTranslator, useT } from "~/utils/i18n";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return pageMeta(t("legal.terms.title"), t("legal.terms.description"));
};

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
  const t = useT();
  return (
    <LegalPage title={t("legal.terms.title")} intro={<p>{legalText(t, "legal.terms.intro")}</p>}>
      <LegalBlocks blocks={BLOCKS} />
    </LegalPage>
  );
}
