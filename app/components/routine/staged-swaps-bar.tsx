import { useEffect, useRef } from "react";
import { Button } from "../ui";
import { useT } from "~/utils/i18n";
import type { stagedChanges } from "~/components/routine/swap-stage";

/**
 * The staged swaps, spelled out, with Save routine and Discard: nothing is saved until then. The
 * bar is fixed above the bottom navigation, so the change and its Save stay in view wherever Swap
 * in was pressed; while it shows, the page gets room below so nothing ends up behind it.
 */
/** The bar's distance from what is below it (bottom-20 above the 4rem bottom bar, bottom-4 without it). */
const BAR_GAP_PX = 16;

export function StagedSwapsBar({
  changes,
  saving,
  onSave,
  onDiscard,
}: {
  changes: ReturnType<typeof stagedChanges>;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
}) {
  const bar = useRef<HTMLElement>(null);
  const t = useT();
  const shown = changes.length > 0;
  useEffect(() => {
    const element = bar.current;
    if (!shown || !element) return;
    const room = () => {
      document.body.style.paddingBottom = `${element.offsetHeight + BAR_GAP_PX}px`;
    };
    room();
    const observer = new ResizeObserver(room);
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = "";
    };
  }, [shown]);

  if (!shown) return null;
  return (
    <section
      ref={bar}
      aria-labelledby="staged-title"
      className="fixed inset-x-4 bottom-20 z-20 mx-auto max-w-xl space-y-2 rounded-2xl border border-sky-300 bg-white p-3 shadow-lg lg:bottom-4"
      data-testid="staged-swaps"
      data-primary-action=""
    >
      <h2 id="staged-title" className="text-sm font-bold text-stone-900">
        {t("routineUi.staged.title", { count: changes.length })}
      </h2>
      <ul className="space-y-1 text-sm text-stone-800">
        {changes.map(({ routine, row }) => (
          <li key={row.key}>
            {t(`domain.period.${routine}`)}:{" "}
            {row.kind === "swapped" ? (
              <>
                <del className="text-stone-600">{row.replaced.name}</del> → <span className="font-semibold">{row.recommendation.name}</span>
              </>
            ) : (
              t.rich("routineUi.staged.add", {
                product: row.recommendation.name,
                b: (chunks) => (
                  <span key="b" className="font-semibold">
                    {chunks}
                  </span>
                ),
              })
            )}
          </li>
        ))}
      </ul>
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="secondary" onClick={onDiscard} disabled={saving}>
          {t("routineUi.staged.discard")}
        </Button>
        <Button size="sm" onClick={onSave} loading={saving}>
          {t("routineUi.staged.save")}
        </Button>
      </div>
    </section>
  );
}
