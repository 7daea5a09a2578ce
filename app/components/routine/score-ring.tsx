import { formatScore, isScore, RING_STROKE, type RingColor } from "~/utils/routine-scores";

/** A 0-10 score as a ring (SVG), the number in the middle. The accessible name comes from `label`. */
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
  const r = (size - stroke) / 2;
  const circumference = 2 * Math.PI * r;
  const value = isScore(score) ? Math.min(10, Math.max(0, score)) : 0;
  const text = formatScore(score);
  return (
    <div
      role="img"
      aria-label={`${label}: ${text === "-" ? "no score" : `${text} out of 10`}`}
      className={`relative inline-grid shrink-0 place-items-center ${className}`}
      style={{ width: size, height: size }}
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false" className="-rotate-90">
        <circle cx={size / 2} cy={size / 2} r={r} fill="none" stroke="#e7e5e4" strokeWidth={stroke} />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={r}
          fill="none"
          stroke={RING_STROKE[color]}
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - value / 10)}
        />
      </svg>
      <span aria-hidden="true" className={`absolute font-bold text-stone-900 ${textClassName}`}>
        {text}
      </span>
    </div>
  );
}
