import type { MetaFunction } from "@remix-run/cloudflare";
import { LegalBlocks, LegalPage, legalText, type LegalBlock } from "~/components/legal-page";
import { metaTranslator, useT } from "~/utils/i18n";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return pageMeta(t("legal.disclaimer.title"), t("legal.disclaimer.description"));
};

const P = "legal.disclaimer.";
const BLOCKS = [
  { h2: `${P}what` },
  { p: `${P}what.text` },
  { h2: `${P}limits` },
  { ul: [`${P}limits.lists`, `${P}limits.concentrations`, `${P}limits.interactions`, `${P}limits.different`] },
  { h2: `${P}patch` },
  { p: `${P}patch.intro` },
  { ol: [`${P}patch.apply`, `${P}patch.leave`, `${P}patch.wait`, `${P}patch.react`] },
  { p: `${P}patch.oneAtATime` },
  { h2: `${P}professional` },
  { ul: [`${P}professional.conditions`, `${P}professional.pregnancy`, `${P}professional.severe`] },
  { h2: `${P}sun` },
  { p: `${P}sun.text` },
  { h2: `${P}community` },
  { p: `${P}community.text` },
  { h2: `${P}responsibility` },
  { p: `${P}responsibility.text` },
] as const satisfies readonly LegalBlock[];

export default function Disclaimer() {
  const t = useT();
  return (
    <LegalPage
      title={t("legal.disclaimer.title")}
      intro={<p className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">{legalText(t, "legal.disclaimer.intro")}</p>}
    >
      <LegalBlocks blocks={BLOCKS} />
    </LegalPage>
  );
}
