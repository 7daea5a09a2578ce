import { headed, LegalDocument, legalMeta, type LegalBlock } from "~/components/legal-page";

export const meta = legalMeta("disclaimer");

const P = "legal.disclaimer.";
const BLOCKS = [
  ...headed(`${P}what`),
  { h2: `${P}limits` },
  { ul: [`${P}limits.lists`, `${P}limits.concentrations`, `${P}limits.interactions`, `${P}limits.different`] },
  { h2: `${P}patch` },
  { p: `${P}patch.intro` },
  { ol: [`${P}patch.apply`, `${P}patch.leave`, `${P}patch.wait`, `${P}patch.react`] },
  { p: `${P}patch.oneAtATime` },
  { h2: `${P}professional` },
  { ul: [`${P}professional.conditions`, `${P}professional.pregnancy`, `${P}professional.severe`] },
  ...headed(`${P}sun`),
  ...headed(`${P}community`),
  ...headed(`${P}responsibility`),
] as const satisfies readonly LegalBlock[];

export default function Disclaimer() {
  return <LegalDocument name="disclaimer" blocks={BLOCKS} introClassName="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950" />;
}
