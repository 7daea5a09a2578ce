import { scoreBand, type ScoreBand } from "./display";
import { ScoreGauge } from "../routine/score-ring";
import { useT } from "~/utils/i18n";

const STROKE: Record<ScoreBand, string> = { excellent: "#16a34a", middle: "#d97706", low: "#dc2626" };

/** A 0-10 score as a ring with its one-decimal value in the middle (advanced scores keep the decimal). */
export function AdvancedScoreRing({ score, label, size = 72 }: { score: number; label: string; size?: number }) {
  const value = Math.min(10, Math.max(0, score));
  const t = useT();
  // One decimal in the page's language ("7.5", "7,5").
  const text = t.language === "en" ? value.toFixed(1) : new Intl.NumberFormat(t.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
  return (
    <figure className="flex flex-col items-center gap-1.5">
      <ScoreGauge
        value={value}
        text={text}
        description={t("scores.ringLabel", { label, score: text })}
        strokeColor={STROKE[scoreBand(value)]}
        size={size}
        stroke={size >= 96 ? 9 : 7}
        textClassName={size >= 96 ? "text-2xl" : "text-base"}
      />
      <figcaption className="text-xs font-semibold text-stone-700">{label}</figcaption>
    </figure>
  );
}
