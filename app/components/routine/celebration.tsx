import { useEffect, useState } from "react";
import { useT } from "~/utils/i18n";

const COLORS = ["#b94a3a", "#d97706", "#16a34a", "#0284c7", "#7c3aed", "#f6cfc8"];
const PIECES = 48;
const DURATION_MS = 2800;

/**
 * A short confetti burst (CSS only, no library): pieces fall from the top of the screen and the
 * layer removes itself. Decorative; a status message announces the result to screen readers.
 * Skipped (except the message) when the user prefers reduced motion.
 */
export function Celebration({ onDone }: { onDone?: () => void }) {
  const [visible, setVisible] = useState(true);
  const t = useT();
  const [reduced] = useState(() => typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches);

  useEffect(() => {
    const id = window.setTimeout(() => {
      setVisible(false);
      onDone?.();
    }, DURATION_MS);
    return () => window.clearTimeout(id);
  }, [onDone]);

  if (!visible) return null;
  return (
    <>
      <p role="status" className="sr-only">
        {t("wizard.celebration")}
      </p>
      {reduced ? null : (
        <div aria-hidden="true" className="pointer-events-none fixed inset-0 z-50 overflow-hidden" data-testid="celebration">
          <style>{`@keyframes skinstack-confetti{0%{transform:translate3d(0,-10vh,0) rotate(0)}100%{transform:translate3d(var(--dx),105vh,0) rotate(var(--r))}}`}</style>
          {Array.from({ length: PIECES }, (_, i) => {
            const left = (i * 37) % 100;
            const delay = (i % 12) * 60;
            const size = 6 + (i % 4) * 2;
            return (
              <span
                key={i}
                style={
                  {
                    position: "absolute",
                    top: 0,
                    left: `${left}%`,
                    width: size,
                    height: size * 0.6,
                    background: COLORS[i % COLORS.length],
                    borderRadius: 2,
                    animation: `skinstack-confetti ${1600 + (i % 7) * 150}ms ease-in ${delay}ms forwards`,
                    transform: "translate3d(0,-10vh,0)",
                    "--dx": `${((i % 9) - 4) * 12}px`,
                    "--r": `${360 + (i % 5) * 120}deg`,
                  } as React.CSSProperties
                }
              />
            );
          })}
        </div>
      )}
    </>
  );
}
