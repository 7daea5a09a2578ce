/**
 * A queue an admin works through (reported content, reported ingredient lists, products awaiting
 * review): the count in the title, loading and failure, "nothing open", the entries, and a decision
 * per entry with a toast for its outcome.
 */
import { useCallback, useEffect, useState } from "react";
import { useToast } from "~/components/toast";
import { Button, Card, Notice } from "~/components/ui";
import { useT } from "~/utils/i18n";
import { errorText } from "./admin-action";
import { Loading, SectionTitle } from "./controls";

export interface QueuePage<T> {
  items: T[];
  total: number;
  nextCursor?: string | null;
}

/** `fetchPage` must keep its identity (a module function or a callback): a new one loads the queue again. */
export function useReviewQueue<T>(fetchPage: (cursor: string | null) => Promise<QueuePage<T>>, loadFailure: string) {
  const { toast } = useToast();
  const t = useT();
  const [items, setItems] = useState<T[] | null>(null);
  const [total, setTotal] = useState(0);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  /** The first page (`after` null, replacing the list) or the one after `after` (appended). */
  const load = useCallback(
    async (after: string | null = null) => {
      try {
        const page = await fetchPage(after);
        setItems((current) => (after && current ? [...current, ...page.items] : page.items));
        setTotal(page.total);
        setCursor(page.nextCursor ?? null);
        setError(null);
      } catch (e) {
        setError(errorText(t, e, loadFailure));
      }
    },
    [fetchPage, loadFailure, t],
  );

  useEffect(() => {
    void load();
  }, [load]);

  /** Runs a decision, `busy` naming it meanwhile; toasts the message it resolves, or why it failed. */
  async function decide(key: string, failure: string, action: () => Promise<string>) {
    setBusy(key);
    try {
      toast(await action(), { variant: "success" });
    } catch (e) {
      toast(errorText(t, e, failure), { variant: "error" });
    } finally {
      setBusy(null);
    }
  }

  /** Takes a decided entry off the list. */
  function drop(decided: (item: T) => boolean) {
    setItems((current) => current?.filter((item) => !decided(item)) ?? null);
    setTotal((n) => Math.max(0, n - 1));
  }

  return { items, total, cursor, error, busy, load, decide, drop };
}

/** The queue's card; a "Load more" below the entries while the queue has a next page. */
export function QueueCard<T>({
  title,
  queue,
  loadingText,
  emptyText,
  children,
}: {
  title: string;
  queue: { items: T[] | null; total: number; error: string | null; cursor?: string | null; load?: (after: string | null) => Promise<void> };
  loadingText: string;
  emptyText: string;
  /** The entries (never called with an empty list). */
  children: (items: T[]) => React.ReactNode;
}) {
  const { items, total, error, cursor, load } = queue;
  const t = useT();
  return (
    <Card className="space-y-3">
      <SectionTitle>
        {title}
        {items ? ` (${total})` : ""}
      </SectionTitle>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {!items && !error ? <Loading text={loadingText} /> : null}
      {items && items.length === 0 ? <p className="text-sm text-stone-600">{emptyText}</p> : null}
      {items && items.length > 0 ? children(items) : null}
      {cursor && load ? (
        <Button variant="secondary" size="sm" onClick={() => load(cursor)}>
          {t("adminUi.loadMore")}
        </Button>
      ) : null}
    </Card>
  );
}
