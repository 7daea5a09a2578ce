import { Dialog } from "../routine/dialog";
import { Button } from "../ui";
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
  return (
    <Dialog
      open={Boolean(asking)}
      onClose={() => !busy && onCancel()}
      dismissible={!busy}
      title={`Add ${name} to your ${routine} routine?`}
      description={
        sunscreens.length > 0 ? (
          <p>
            Your {routine} routine already has a sunscreen: <span className="font-semibold text-stone-900">{sunscreens.map((s) => s.name).join(", ")}</span>.
            One sunscreen, applied generously, is enough: replace it, or add {name} as a second sunscreen on purpose.
          </p>
        ) : (
          <p>It goes at the end of your {routine} routine. You can undo this right after.</p>
        )
      }
    >
      <div className="flex flex-col gap-2 min-[480px]:flex-row-reverse min-[480px]:flex-wrap">
        {sunscreens.length > 0 ? (
          <>
            {sunscreens.map((s) => (
              <Button key={s.id} onClick={() => onConfirm({ mode: "replace", entryId: s.id })} loading={busy} data-autofocus>
                Replace {s.name}
              </Button>
            ))}
            <Button variant="secondary" onClick={() => onConfirm({ mode: "add" })} disabled={busy}>
              Add as a second sunscreen
            </Button>
          </>
        ) : (
          <Button onClick={() => onConfirm({ mode: "add" })} loading={busy} data-autofocus>
            Add to {routine} routine
          </Button>
        )}
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </Dialog>
  );
}

/** What the last add did, with Undo (which restores both lists as they were). */
export function UndoAddBar({ last, undoing, onUndo, onDismiss }: { last: LastAdd | null; undoing: boolean; onUndo: () => void; onDismiss: () => void }) {
  if (!last) return null;
  return (
    <div className="sticky bottom-20 z-20 flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-emerald-300 bg-emerald-50 p-3 shadow-lg lg:bottom-4" data-testid="add-undo" data-primary-action="">
      <p role="status" className="text-sm text-emerald-950">
        {last.message}
      </p>
      <div className="flex gap-2">
        {last.undone ? null : (
          <Button size="sm" variant="secondary" onClick={onUndo} loading={undoing}>
            Undo
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onDismiss} disabled={undoing}>
          Dismiss
        </Button>
      </div>
    </div>
  );
}
