import { LegalDocument, legalMeta, type LegalBlock } from "~/components/legal-page";

export const meta = legalMeta("disclaimer");

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
  return <LegalDocument name="disclaimer" blocks={BLOCKS} introClassName="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950" />;
}
