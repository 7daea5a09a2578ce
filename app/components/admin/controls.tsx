/** Small controls of the admin panel: accessible tabs, badges, raw blocks, a loading line. */
import { useRef } from "react";
import { Spinner } from "../ui";

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

/** WAI-ARIA tabs (two per row on the narrow column): arrow keys, Home and End move between tabs; only the selected tab is in the tab order. */
export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  idPrefix,
}: {
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  idPrefix: string;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  function onKeyDown(event: React.KeyboardEvent, index: number) {
    let next = -1;
    if (event.key === "ArrowRight") next = (index + 1) % tabs.length;
    else if (event.key === "ArrowLeft") next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = tabs.length - 1;
    if (next === -1) return;
    event.preventDefault();
    onSelect(tabs[next].id);
    refs.current[next]?.focus();
  }
  return (
    <div role="tablist" aria-label={label} className="grid grid-cols-2 gap-1 rounded-2xl bg-stone-200/70 p-1">
      {tabs.map((tab, index) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            aria-selected={active}
            aria-controls={`${idPrefix}-panel-${tab.id}`}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(e) => onKeyDown(e, index)}
            className={`min-h-11 rounded-xl px-2 py-2 text-sm font-semibold transition-colors ${
              active ? "bg-white text-brand-800 shadow-sm" : "text-stone-700 hover:bg-white/60 hover:text-stone-900"
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({ idPrefix, id, children }: { idPrefix: string; id: string; children: React.ReactNode }) {
  return (
    <div role="tabpanel" id={`${idPrefix}-panel-${id}`} aria-labelledby={`${idPrefix}-tab-${id}`} tabIndex={0} className="space-y-5 pt-5 outline-none">
      {children}
    </div>
  );
}

export function SectionTitle({ children }: { children: React.ReactNode }) {
  return <h2 className="text-base font-semibold text-stone-900">{children}</h2>;
}

export function Badge({ tone = "stone", children }: { tone?: "stone" | "green" | "amber" | "red" | "brand"; children: React.ReactNode }) {
  const tones = {
    stone: "bg-stone-100 text-stone-800",
    green: "bg-emerald-100 text-emerald-900",
    amber: "bg-amber-100 text-amber-950",
    red: "bg-red-100 text-red-900",
    brand: "bg-brand-100 text-brand-800",
  } as const;
  return <span className={`inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

/** A JSON or text block, scrollable, as raw as it came. */
export function RawBlock({ label, text, testId }: { label: string; text: string; testId?: string }) {
  return (
    <pre
      aria-label={label}
      data-testid={testId}
      className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-xl bg-stone-900 p-3 font-mono text-xs leading-relaxed text-stone-50"
    >
      {text}
    </pre>
  );
}

export function Loading({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-sm text-stone-700">
      <Spinner className="size-5 text-brand-600" />
      {text}
    </p>
  );
}
