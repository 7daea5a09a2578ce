import { scoreBand, type ScoreBand } from "@core/advanced-analysis";

const STROKE: Record<ScoreBand, string> = { excellent: "#16a34a", middle: "#d97706", low: "#dc2626" };

/** A 0-10 score as a ring with its one-decimal value in the middle (advanced scores keep the decimal). */
export function AdvancedScoreRing({ score, label, size = 72 }: { score: number; label: string; size?: number }) {
  const stroke = size >= 96 ? 9 : 7;
  const r = (size - stroke) / 2;
  const circumference = 2 * Math.PI * r;
  const value = Math.min(10, Math.max(0, score));
  const text = value.toFixed(1);
  return (
    <figure className="flex flex-col items-center gap-1.5">
      <div
        role="img"
        aria-label={`${label}: ${text} out of 10`}
        className="relative inline-grid place-items-center"
        style={{ width: size, height: size }}
      >
        <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false" className="-rotate-90">
          <circle cx={size / 2} cy={size / 2} r={r} fill="none" stroke="#e7e5e4" strokeWidth={stroke} />
          <circle
            cx={size / 2}
            cy={size / 2}
            r={r}
            fill="none"
            stroke={STROKE[scoreBand(value)]}
            strokeWidth={stroke}
            strokeLinecap="round"
            strokeDasharray={circumference}
            strokeDashoffset={circumference * (1 - value / 10)}
          />
        </svg>
        <span aria-hidden="true" className={`absolute font-bold text-stone-900 ${size >= 96 ? "text-2xl" : "text-base"}`}>
          {text}
        </span>
      </div>
      <figcaption className="text-xs font-semibold text-stone-700">{label}</figcaption>
    </figure>
  );
}
