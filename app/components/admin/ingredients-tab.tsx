/**
 * Ingredient Analysis: decode a pasted ingredient list with the knowledge base (on the server, so
 * the browser never loads it), review products and barcodes users added, and adjust an ingredient entry through
 * an override (the shipped knowledge base is never edited).
 */
import { useCallback, useEffect, useState } from "react";
import { useToast } from "~/components/toast";
import { Button, Card, Field, Notice, TextAreaField } from "~/components/ui";
import type { DecodeResult, IngredientEntry, OverrideRow, PendingProduct } from "@core/api/admin";
import type { MessageKey } from "@core/i18n/catalogues";
import { useT } from "~/utils/i18n";
import { PendingBarcodesCard } from "./pending-barcodes-card";
import { useAdminAction } from "./admin-action";
import { adminApi } from "./admin-api.client";
import { linesToList } from "./admin-forms";
import { typeIn, whenIn } from "./admin-text";
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

const SOURCE_LABEL: Record<string, { text: MessageKey; tone: "green" | "amber" | "red" | "brand" }> = {
  kb: { text: "adminUi.source.kb", tone: "green" },
  heuristic: { text: "adminUi.source.heuristic", tone: "amber" },
  unknown: { text: "adminUi.source.unknown", tone: "red" },
  override: { text: "adminUi.source.override", tone: "brand" },
};

function DecodeCard({ onAdjust }: { onAdjust: (name: string) => void }) {
  const t = useT();
  const [text, setText] = useState("");
  const [result, setResult] = useState<DecodeResult | null>(null);
  const { busy, error, setError, run } = useAdminAction();

  async function decode(event: React.FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setError(t("adminUi.decode.pasteFirst"));
      return;
    }
    await run(true, t("adminUi.decode.failed"), async () => setResult(await adminApi.decode(text)));
  }

  return (
    <Card className="space-y-4">
      <form onSubmit={decode} className="space-y-3">
        <SectionTitle>{t("adminUi.decode.title")}</SectionTitle>
        <TextAreaField
          label={t("adminUi.decode.field")}
          hint={t("adminUi.decode.hint")}
          rows={5}
          value={text}
          error={error}
          onChange={(e) => setText(e.target.value)}
          placeholder="Aqua (Water), Glycerin, Niacinamide, ..."
        />
        <Button type="submit" loading={busy !== null}>
          {t("adminUi.decode.button")}
        </Button>
      </form>
      {result ? (
        <div className="space-y-2" data-testid="decode-result">
          <p className="text-sm text-stone-700">
            {t("adminUi.decode.known", { known: result.knownCount, total: result.total })}
            {result.mayContain.length ? ` · ${t("adminUi.decode.mayContain", { list: result.mayContain.join(", ") })}` : ""}
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
                    <Badge tone={source.tone}>{t(source.text)}</Badge>
                  </div>
                  <p className="text-stone-700">{i.function}</p>
                  {i.benefits.length ? <p className="text-xs text-emerald-900">+ {i.benefits.join("; ")}</p> : null}
                  {i.concerns.length ? <p className="text-xs text-red-800">! {i.concerns.join("; ")}</p> : null}
                  <Button variant="ghost" size="sm" onClick={() => onAdjust(i.name)}>
                    {t("adminUi.decode.adjust")}
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
  const t = useT();
  const queue = useReviewQueue<PendingProduct>(fetchPending, t("adminUi.pending.loadFailed"));
  const { busy } = queue;

  function decide(product: PendingProduct, decision: "approve" | "reject") {
    void queue.decide(product.id, t("adminUi.pending.updateFailed"), async () => {
      if (decision === "approve") await adminApi.approveProduct(product.id);
      else await adminApi.rejectProduct(product.id);
      queue.drop((p) => p.id === product.id);
      return t(decision === "approve" ? "adminUi.pending.approved" : "adminUi.pending.rejected", {
        product: `${product.brand ? `${product.brand} ` : ""}${product.name}`,
      });
    });
  }

  return (
    <QueueCard
      title={t("adminUi.pending.title")}
      queue={queue}
      loadingText={t("adminUi.pending.loading")}
      emptyText={t("adminUi.pending.empty")}
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
                  {p.createdBy
                    ? t("adminUi.pending.addedBy", { type: typeIn(t, p.productType), when: whenIn(t, p.createdAt), email: p.createdBy.email })
                    : t("adminUi.pending.added", { type: typeIn(t, p.productType), when: whenIn(t, p.createdAt) })}
                </p>
                <p className="mt-1 line-clamp-3 text-xs text-stone-700">{p.ingredients || t("adminUi.noIngredients")}</p>
              </div>
              <div className="flex gap-2">
                <Button size="sm" onClick={() => decide(p, "approve")} loading={busy === p.id} disabled={busy !== null}>
                  {t("adminUi.pending.approve")}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => decide(p, "reject")} disabled={busy !== null}>
                  {t("adminUi.pending.reject")}
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
  const t = useT();
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
      setError(t("adminUi.override.enterName"));
      return;
    }
    await run(true, t("adminUi.override.loadFailed"), async () => {
      const found = await adminApi.ingredientEntry(wanted);
      setName(wanted);
      setEntry(found);
      setForm(formOf(found));
    });
  }, [run, setError, t]);

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
      setError(t("adminUi.override.nothingDiffers"));
      return;
    }
    await run(true, t("adminUi.override.saveFailed"), async () => {
      const saved = await adminApi.saveOverride(name, override);
      setEntry(saved);
      setForm(formOf(saved));
      toast(t("adminUi.override.saved", { name: saved.displayName }), { variant: "success" });
      void loadOverrides();
    });
  }

  async function remove() {
    if (!entry) return;
    await run(true, t("adminUi.override.removeFailed"), async () => {
      await adminApi.removeOverride(name);
      toast(t("adminUi.override.removed", { name: entry.displayName }), { variant: "success" });
      await open(name);
      void loadOverrides();
    });
  }

  return (
    <Card className="space-y-4">
      <SectionTitle>{t("adminUi.override.title")}</SectionTitle>
      <p className="text-sm text-stone-600">
        {t("adminUi.override.intro")}
      </p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void open(name);
        }}
        className="flex items-end gap-2"
      >
        <Field label={t("adminUi.override.nameField")} className="flex-1" value={name} onChange={(e) => setName(e.target.value)} placeholder="Niacinamide" />
        <Button type="submit" variant="secondary" loading={busy && !entry}>
          {t("adminUi.override.open")}
        </Button>
      </form>
      {error ? <Notice tone="error">{error}</Notice> : null}

      {entry && form ? (
        <form onSubmit={save} className="space-y-3" data-testid="override-form">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-stone-900">{entry.displayName}</h3>
            <Badge tone={entry.curated ? "green" : "amber"}>{t(entry.curated ? "adminUi.override.curated" : "adminUi.override.notInKb")}</Badge>
            {entry.override ? <Badge tone="brand">{t("adminUi.source.override")}</Badge> : null}
          </div>
          {entry.override ? (
            <p className="text-xs text-stone-600">
              {entry.override.updatedBy
                ? t("adminUi.override.adjustedAtBy", {
                    when: whenIn(t, entry.override.updatedAt),
                    email: entry.override.updatedBy.email,
                    fn: entry.shipped.function,
                  })
                : t("adminUi.override.adjustedAt", { when: whenIn(t, entry.override.updatedAt), fn: entry.shipped.function })}
            </p>
          ) : null}
          <Field label={t("adminUi.override.function")} value={form.function} onChange={(e) => setForm({ ...form, function: e.target.value })} />
          <TextAreaField label={t("adminUi.override.benefits")} rows={4} value={form.benefits} onChange={(e) => setForm({ ...form, benefits: e.target.value })} />
          <TextAreaField label={t("adminUi.override.concerns")} rows={3} value={form.concerns} onChange={(e) => setForm({ ...form, concerns: e.target.value })} />
          <TextAreaField label={t("adminUi.override.research")} rows={4} value={form.researchNotes} onChange={(e) => setForm({ ...form, researchNotes: e.target.value })} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={busy}>
              {t("adminUi.override.save")}
            </Button>
            {entry.override ? (
              <Button type="button" variant="secondary" onClick={remove} disabled={busy}>
                {t("adminUi.override.remove")}
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}

      {overrides.length > 0 ? (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-stone-900">{t("adminUi.override.current")}</h3>
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
