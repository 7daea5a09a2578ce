import { describe, expect, it } from "vitest";
import { toastBand, toastPlacement } from "./toast-placement";

// A 390 x 844 phone: 56 px header, 64 px bottom bar.
const free = { top: 56, bottom: 780 };

describe("toastPlacement", () => {
  it("stays at the bottom when no primary action is there", () => {
    expect(toastPlacement({ height: 60, free, actions: [{ top: 100, bottom: 148 }] })).toBe("bottom");
    expect(toastPlacement({ height: 60, free, actions: [] })).toBe("bottom");
  });

  it("moves to the top when it would cover a primary action at the bottom", () => {
    // A sticky 'Save routine' bar right above the bottom bar.
    expect(toastPlacement({ height: 60, free, actions: [{ top: 690, bottom: 772 }] })).toBe("top");
  });

  it("takes the place that covers fewer actions when both would cover one", () => {
    const actions = [
      { top: 60, bottom: 110 },
      { top: 700, bottom: 740 },
      { top: 745, bottom: 775 },
    ];
    expect(toastPlacement({ height: 60, free, actions })).toBe("top");
    expect(toastPlacement({ height: 60, free, actions: actions.slice(0, 2).concat({ top: 80, bottom: 100 }) })).toBe("bottom");
  });

  it("does not count an action that only touches the toast's edge", () => {
    const band = toastBand("bottom", { height: 60, free, actions: [] });
    expect(band).toEqual({ top: 712, bottom: 772 });
    expect(toastPlacement({ height: 60, free, actions: [{ top: 600, bottom: band.top }] })).toBe("bottom");
  });
});
