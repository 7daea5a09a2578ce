import { isScore, scoreText, RING_STROKE, type RingColor } from "~/components/routine/scores";
import { useT } from "~/utils/i18n";

interface GaugeProps {
  /** 0-10, clamped. */
  value: number;
  /** The number shown in the middle. */
  text: string;
  /** The accessible name, e.g. "Safety: 7.5 out of 10". */
  description: string;
  strokeColor: string;
  size: number;
  stroke: number;
  className?: string;
  textClassName: string;
}

/** The ring itself (SVG), shared by the routine and advanced-analysis scores. */
export function ScoreGauge({ value, text, description, strokeColor, size, stroke, className = "", textClassName }: GaugeProps) {
  const r = (size - stroke) / 2;
  const circumference = 2 * Math.PI * r;
  const clamped = Math.min(10, Math.max(0, value));
  return (
    <div
      role="img"
      aria-label={description}
      className={`relative inline-grid shrink-0 place-items-center ${className}`}
      style={{ width: size, height: size }}
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false" className="-rotate-90">
        <circle cx={size / 2} cy={size / 2} r={r} fill="none" className="stroke-stone-200" strokeWidth={stroke} />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={r}
          fill="none"
          stroke={strokeColor}
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - clamped / 10)}
        />
      </svg>
      <span aria-hidden="true" className={`absolute font-bold text-stone-900 ${textClassName}`}>
        {text}
      </span>
    </div>
  );
}

/** A 0-10 score as a ring, the number in the middle. The accessible name comes from `label`. */
export function ScoreRing({
  score,
  color,
  size = 64,
  stroke = 6,
  label,
  className = "",
  textClassName = "text-base",
}: {
  score: number | null | undefined;
  color: RingColor;
  size?: number;
  stroke?: number;
  label: string;
  className?: string;
  textClassName?: string;
}) {
  const t = useT();
  const text = scoreText(t.language, score);
  return (
    <ScoreGauge
      value={isScore(score) ? score : 0}
      text={text}
      description={text === "-" ? t("scores.ringNoScore", { label }) : t("scores.ringLabel", { label, score: text })}
      strokeColor={RING_STROKE[color]}
      size={size}
      stroke={stroke}
      className={className}
      textClassName={textClassName}
    />
  );
}
