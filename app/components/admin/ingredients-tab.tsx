/**
 * Ingredient Analysis: decode a pasted ingredient list with the knowledge base (on the server, so
 * the browser never loads it), review products and barcodes users added, and adjust an ingredient entry through
 * an override (the shipped knowledge base is never edited).
 */
import { useCallback, useEffect, useState } from "react";
import { useToast } from "~/components/toast";
import { Button, Card, Field, Notice, TextAreaField } from "~/components/ui";
import type { DecodeResult, IngredientEntry, OverrideRow, PendingProduct } from "@core/api/admin";
import { PendingBarcodesCard } from "./pending-barcodes-card";
import { useAdminAction } from "./admin-action";
import { adminApi } from "./admin-api.client";
import { formatWhen, linesToList } from "./admin-forms";
import { Badge, SectionTitle } from "./controls";
import { ProductReportsCard } from "./product-reports-card";
import { QueueCard, useReviewQueue } from "./review-queue";

export function IngredientsTab() {
  const [entryName, setEntryName] = useState<string | null>(null);
  return (
    <div className="space-y-5">
      <DecodeCard onAdjust={setEntryName} />
      <PendingProductsCard />
      <PendingBarcodesCard />
      <ProductReportsCard />
      <OverrideCard requested={entryName} />
    </div>
  );
}

const SOURCE_LABEL: Record<string, { text: string; tone: "green" | "amber" | "red" | "brand" }> = {
  kb: { text: "Knowledge base", tone: "green" },
  heuristic: { text: "Heuristic", tone: "amber" },
  unknown: { text: "Unknown", tone: "red" },
  override: { text: "Adjusted", tone: "brand" },
};

function DecodeCard({ onAdjust }: { onAdjust: (name: string) => void }) {
  const [text, setText] = useState("");
  const [result, setResult] = useState<DecodeResult | null>(null);
  const { busy, error, setError, run } = useAdminAction();

  async function decode(event: React.FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setError("Paste an ingredient list first.");
      return;
    }
    await run(true, "Could not decode the list.", async () => setResult(await adminApi.decode(text)));
  }

  return (
    <Card className="space-y-4">
      <form onSubmit={decode} className="space-y-3">
        <SectionTitle>Decode an ingredient list</SectionTitle>
        <TextAreaField
          label="Ingredient list"
          hint="Paste the INCI list as printed, separated by commas."
          rows={5}
          value={text}
          error={error}
          onChange={(e) => setText(e.target.value)}
          placeholder="Aqua (Water), Glycerin, Niacinamide, ..."
        />
        <Button type="submit" loading={busy !== null}>
          Decode
        </Button>
      </form>
      {result ? (
        <div className="space-y-2" data-testid="decode-result">
          <p className="text-sm text-stone-700">
            {result.knownCount} of {result.total} ingredients known
            {result.mayContain.length ? ` · may contain: ${result.mayContain.join(", ")}` : ""}
          </p>
          <ol className="divide-y divide-stone-100 rounded-xl border border-stone-200">
            {result.ingredients.map((i) => {
              const source = SOURCE_LABEL[i.source] ?? SOURCE_LABEL.unknown;
              return (
                <li key={`${i.position}-${i.key}`} className="space-y-1 p-3 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold text-stone-900">
                      {i.position}. {i.name}
                      {i.percent !== undefined ? ` (${i.percent}%)` : ""}
                    </span>
                    <Badge tone={source.tone}>{source.text}</Badge>
                  </div>
                  <p className="text-stone-700">{i.function}</p>
                  {i.benefits.length ? <p className="text-xs text-emerald-900">+ {i.benefits.join("; ")}</p> : null}
                  {i.concerns.length ? <p className="text-xs text-red-800">! {i.concerns.join("; ")}</p> : null}
                  <Button variant="ghost" size="sm" onClick={() => onAdjust(i.name)}>
                    Adjust this entry
                  </Button>
                </li>
              );
            })}
          </ol>
        </div>
      ) : null}
    </Card>
  );
}

async function fetchPending(after: string | null) {
  const page = await adminApi.pendingProducts(after);
  return { items: page.products, total: page.total, nextCursor: page.nextCursor };
}

function PendingProductsCard() {
  const queue = useReviewQueue<PendingProduct>(fetchPending, "Could not load the products awaiting review.");
  const { busy } = queue;

  function decide(product: PendingProduct, decision: "approve" | "reject") {
    void queue.decide(product.id, "Could not update the product.", async () => {
      if (decision === "approve") await adminApi.approveProduct(product.id);
      else await adminApi.rejectProduct(product.id);
      queue.drop((p) => p.id === product.id);
      return `${product.brand ? `${product.brand} ` : ""}${product.name} ${decision === "approve" ? "approved" : "rejected"}.`;
    });
  }

  return (
    <QueueCard
      title="Products awaiting review"
      queue={queue}
      loadingText="Loading products..."
      emptyText="No products are waiting for review."
    >
      {(items) => (
        <ul className="divide-y divide-stone-100">
          {items.map((p) => (
            <li key={p.id} className="space-y-2 py-3 text-sm">
              <div>
                <p className="font-semibold text-stone-900">
                  {p.brand ? `${p.brand} ` : ""}
                  {p.name}
                </p>
                <p className="text-xs text-stone-600">
                  {p.productType} · added {formatWhen(p.createdAt)}
                  {p.createdBy ? ` by ${p.createdBy.email}` : ""}
                </p>
                <p className="mt-1 line-clamp-3 text-xs text-stone-700">{p.ingredients || "No ingredients listed"}</p>
              </div>
              <div className="flex gap-2">
                <Button size="sm" onClick={() => decide(p, "approve")} loading={busy === p.id} disabled={busy !== null}>
                  Approve
                </Button>
                <Button size="sm" variant="secondary" onClick={() => decide(p, "reject")} disabled={busy !== null}>
                  Reject
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueueCard>
  );
}

interface OverrideForm {
  function: string;
  benefits: string;
  concerns: string;
  researchNotes: string;
}

function formOf(entry: IngredientEntry): OverrideForm {
  const i = entry.ingredient;
  return { function: i.function, benefits: i.benefits.join("\n"), concerns: i.concerns.join("\n"), researchNotes: i.researchNotes };
}

function OverrideCard({ requested }: { requested: string | null }) {
  const { toast } = useToast();
  const [name, setName] = useState("");
  const [entry, setEntry] = useState<IngredientEntry | null>(null);
  const [form, setForm] = useState<OverrideForm | null>(null);
  const [overrides, setOverrides] = useState<OverrideRow[]>([]);
  const { busy: running, error, setError, run } = useAdminAction();
  const busy = running !== null;

  const loadOverrides = useCallback(async () => {
    try {
      setOverrides((await adminApi.overrides()).overrides);
    } catch {
      // The list is a convenience; the form still works.
    }
  }, []);

  const open = useCallback(async (value: string) => {
    const wanted = value.trim();
    if (!wanted) {
      setError("Enter an ingredient name.");
      return;
    }
    await run(true, "Could not load the ingredient.", async () => {
      const found = await adminApi.ingredientEntry(wanted);
      setName(wanted);
      setEntry(found);
      setForm(formOf(found));
    });
  }, [run, setError]);

  useEffect(() => {
    void loadOverrides();
  }, [loadOverrides]);

  useEffect(() => {
    if (requested) void open(requested);
  }, [requested, open]);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!entry || !form) return;
    const shipped = entry.shipped;
    // Only what differs from the shipped entry is stored.
    const override: Record<string, unknown> = {};
    if (form.function.trim() && form.function.trim() !== shipped.function) override.function = form.function.trim();
    const benefits = linesToList(form.benefits);
    if (benefits.join("\n") !== shipped.benefits.join("\n")) override.benefits = benefits;
    const concerns = linesToList(form.concerns);
    if (concerns.join("\n") !== shipped.concerns.join("\n")) override.concerns = concerns;
    if (form.researchNotes.trim() !== shipped.researchNotes.trim()) override.researchNotes = form.researchNotes.trim();
    if (Object.keys(override).length === 0) {
      setError("Nothing differs from the shipped entry.");
      return;
    }
    await run(true, "Could not save the adjustment.", async () => {
      const saved = await adminApi.saveOverride(name, override);
      setEntry(saved);
      setForm(formOf(saved));
      toast(`Adjustment of ${saved.displayName} saved.`, { variant: "success" });
      void loadOverrides();
    });
  }

  async function remove() {
    if (!entry) return;
    await run(true, "Could not remove the adjustment.", async () => {
      await adminApi.removeOverride(name);
      toast(`${entry.displayName} is back to the shipped entry.`, { variant: "success" });
      await open(name);
      void loadOverrides();
    });
  }

  return (
    <Card className="space-y-4">
      <SectionTitle>Adjust an ingredient entry</SectionTitle>
      <p className="text-sm text-stone-600">
        Adjustments are stored apart from the shipped knowledge base and shown wherever the ingredient is described. Scores keep using the shipped data.
      </p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void open(name);
        }}
        className="flex items-end gap-2"
      >
        <Field label="Ingredient name" className="flex-1" value={name} onChange={(e) => setName(e.target.value)} placeholder="Niacinamide" />
        <Button type="submit" variant="secondary" loading={busy && !entry}>
          Open
        </Button>
      </form>
      {error ? <Notice tone="error">{error}</Notice> : null}

      {entry && form ? (
        <form onSubmit={save} className="space-y-3" data-testid="override-form">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-stone-900">{entry.displayName}</h3>
            <Badge tone={entry.curated ? "green" : "amber"}>{entry.curated ? "Curated entry" : "Not in the knowledge base"}</Badge>
            {entry.override ? <Badge tone="brand">Adjusted</Badge> : null}
          </div>
          {entry.override ? (
            <p className="text-xs text-stone-600">
              Adjusted {formatWhen(entry.override.updatedAt)}
              {entry.override.updatedBy ? ` by ${entry.override.updatedBy.email}` : ""}. Shipped function: {entry.shipped.function}.
            </p>
          ) : null}
          <Field label="Function" value={form.function} onChange={(e) => setForm({ ...form, function: e.target.value })} />
          <TextAreaField label="Benefits (one per line)" rows={4} value={form.benefits} onChange={(e) => setForm({ ...form, benefits: e.target.value })} />
          <TextAreaField label="Concerns (one per line)" rows={3} value={form.concerns} onChange={(e) => setForm({ ...form, concerns: e.target.value })} />
          <TextAreaField label="Research notes" rows={4} value={form.researchNotes} onChange={(e) => setForm({ ...form, researchNotes: e.target.value })} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={busy}>
              Save adjustment
            </Button>
            {entry.override ? (
              <Button type="button" variant="secondary" onClick={remove} disabled={busy}>
                Remove adjustment
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}

      {overrides.length > 0 ? (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-stone-900">Current adjustments</h3>
          <ul className="flex flex-wrap gap-2">
            {overrides.map((o) => (
              <li key={o.inci}>
                <Button variant="secondary" size="sm" onClick={() => open(o.inci)}>
                  {o.inci}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}
