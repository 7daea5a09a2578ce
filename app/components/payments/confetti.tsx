/**
 * A light confetti burst on a canvas (no library): `pieces` bits of paper fall for `durationMs`,
 * fading out over the last second. Nothing is drawn when the user prefers reduced motion.
 */
import { useEffect, useRef, useState } from "react";
import { CONFETTI_MS, CONFETTI_PIECES } from "./messages";

const COLORS = ["#b94a3a", "#f59e0b", "#10b981", "#3b82f6", "#ec4899", "#8b5cf6", "#facc15"];
const FADE_MS = 1000;

interface Piece {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  angle: number;
  spin: number;
  sway: number;
  color: string;
  round: boolean;
}

export function prefersReducedMotion(): boolean {
  try {
    return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  } catch {
    return false;
  }
}

export function Confetti({ pieces = CONFETTI_PIECES, durationMs = CONFETTI_MS }: { pieces?: number; durationMs?: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (prefersReducedMotion()) {
      setDone(true);
      return;
    }
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext("2d");
    if (!canvas || !ctx) return;

    let width = 0;
    let height = 0;
    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      width = window.innerWidth;
      height = window.innerHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    };
    resize();
    window.addEventListener("resize", resize);

    const bits: Piece[] = Array.from({ length: pieces }, (_, i) => ({
      x: Math.random() * width,
      y: -Math.random() * height * 0.8 - 10,
      vx: (Math.random() - 0.5) * 2,
      vy: 2 + Math.random() * 3,
      size: 5 + Math.random() * 6,
      angle: Math.random() * Math.PI,
      spin: (Math.random() - 0.5) * 0.3,
      sway: Math.random() * Math.PI * 2,
      color: COLORS[i % COLORS.length],
      round: Math.random() < 0.3,
    }));

    const start = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const elapsed = now - start;
      ctx.clearRect(0, 0, width, height);
      ctx.globalAlpha = Math.max(0, Math.min(1, (durationMs - elapsed) / FADE_MS));
      const recycle = elapsed < durationMs - FADE_MS * 1.5;
      for (const p of bits) {
        p.sway += 0.05;
        p.x += p.vx + Math.sin(p.sway) * 0.6;
        p.y += p.vy;
        p.angle += p.spin;
        if (p.y > height + 20 && recycle) {
          p.y = -20;
          p.x = Math.random() * width;
        }
        ctx.fillStyle = p.color;
        if (p.round) {
          ctx.beginPath();
          ctx.arc(p.x, p.y, p.size / 2, 0, Math.PI * 2);
          ctx.fill();
        } else {
          ctx.save();
          ctx.translate(p.x, p.y);
          ctx.rotate(p.angle);
          ctx.fillRect(-p.size / 2, -p.size / 4, p.size, p.size / 2);
          ctx.restore();
        }
      }
      if (elapsed < durationMs) frame = requestAnimationFrame(tick);
      else setDone(true);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("resize", resize);
    };
  }, [pieces, durationMs]);

  if (done) return null;
  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      data-testid="confetti"
      data-pieces={pieces}
      className="pointer-events-none fixed inset-0 z-40 h-full w-full"
    />
  );
}
