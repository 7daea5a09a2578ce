/**
 * Where a toast goes so that it covers no primary action: at the bottom of the free viewport
 * (above the bottom bar) unless something marked as a primary action is there, then at the top
 * (below the header); when both places would cover one, the place that covers fewer.
 */
export type ToastPlacement = "bottom" | "top";

export interface Band {
  top: number;
  bottom: number;
}

export interface PlacementInput {
  /** The toast's height, px. */
  height: number;
  /** The free part of the viewport: below the sticky header, above the bottom bar. */
  free: Band;
  /** Vertical extents of the primary actions on screen. */
  actions: Band[];
  /** Space between the toast and the edges of the free band, px. */
  gap?: number;
}

const overlaps = (a: Band, b: Band) => a.top < b.bottom && b.top < a.bottom;

/** The band a toast of `height` takes at `placement`. */
export function toastBand(placement: ToastPlacement, { height, free, gap = 8 }: PlacementInput): Band {
  return placement === "bottom"
    ? { top: free.bottom - gap - height, bottom: free.bottom - gap }
    : { top: free.top + gap, bottom: free.top + gap + height };
}

export function toastPlacement(input: PlacementInput): ToastPlacement {
  const covered = (placement: ToastPlacement) => {
    const band = toastBand(placement, input);
    return input.actions.filter((a) => overlaps(a, band)).length;
  };
  const bottom = covered("bottom");
  if (bottom === 0) return "bottom";
  return covered("top") < bottom ? "top" : "bottom";
}
