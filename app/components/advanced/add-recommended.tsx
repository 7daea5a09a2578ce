import { Dialog } from "../routine/dialog";
import { Button } from "../ui";
import { useT } from "~/utils/i18n";
import type { AddChoice } from "~/components/advanced/add";
import type { AddRequest, LastAdd } from "./use-add-recommended";

/** The confirmation before a recommended product goes into a routine. */
export function AddConfirmDialog({
  asking,
  busy,
  onCancel,
  onConfirm,
}: {
  asking: AddRequest | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (choice: AddChoice) => void;
}) {
  const routine = asking?.plan.routine ?? "morning";
  const name = asking?.product.name ?? "";
  const sunscreens = asking?.plan.sunscreens ?? [];
  const t = useT();
  return (
    <Dialog
      open={Boolean(asking)}
      onClose={() => !busy && onCancel()}
      dismissible={!busy}
      title={t("advanced.add.title", { product: name, routine })}
      description={
        sunscreens.length > 0 ? (
          <p>
            {t.rich("advanced.add.hasSunscreen", {
              routine,
              product: name,
              sunscreens: sunscreens.map((s) => s.name).join(", "),
              b: (chunks) => (
                <span key="b" className="font-semibold text-stone-900">
                  {chunks}
                </span>
              ),
            })}
          </p>
        ) : (
          <p>{t("advanced.add.atEnd", { routine })}</p>
        )
      }
    >
      <div className="flex flex-col gap-2 min-[480px]:flex-row-reverse min-[480px]:flex-wrap">
        {sunscreens.length > 0 ? (
          <>
            {sunscreens.map((s) => (
              <Button key={s.id} onClick={() => onConfirm({ mode: "replace", entryId: s.id })} loading={busy} data-autofocus>
                {t("advanced.add.replace", { product: s.name })}
              </Button>
            ))}
            <Button variant="secondary" onClick={() => onConfirm({ mode: "add" })} disabled={busy}>
              {t("advanced.add.second")}
            </Button>
          </>
        ) : (
          <Button onClick={() => onConfirm({ mode: "add" })} loading={busy} data-autofocus>
            {t("advanced.add.confirm", { routine })}
          </Button>
        )}
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t("advanced.add.cancel")}
        </Button>
      </div>
    </Dialog>
  );
}

/** What the last add did, with Undo (which restores both lists as they were). */
export function UndoAddBar({ last, undoing, onUndo, onDismiss }: { last: LastAdd | null; undoing: boolean; onUndo: () => void; onDismiss: () => void }) {
  const t = useT();
  if (!last) return null;
  return (
    <div className="sticky bottom-20 z-20 flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-emerald-300 bg-emerald-50 p-3 shadow-lg lg:bottom-4" data-testid="add-undo" data-primary-action="">
      <p role="status" className="text-sm text-emerald-950">
        {last.message}
      </p>
      <div className="flex gap-2">
        {last.undone ? null : (
          <Button size="sm" variant="secondary" onClick={onUndo} loading={undoing}>
            {t("advanced.add.undo")}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onDismiss} disabled={undoing}>
          {t("advanced.add.dismiss")}
        </Button>
      </div>
    </div>
  );
}
