import type { Block, Inline } from "~/utils/markdown";

function Inlines({ nodes }: { nodes: Inline[] }) {
  return (
    <>
      {nodes.map((n, i) => {
        switch (n.type) {
          case "text":
            return <span key={i}>{n.text}</span>;
          case "code":
            return (
              <code key={i} className="rounded bg-stone-100 px-1 py-0.5 text-[0.85em] text-stone-900">
                {n.text}
              </code>
            );
          case "strong":
            return (
              <strong key={i} className="font-semibold text-stone-900">
                <Inlines nodes={n.children} />
              </strong>
            );
          case "em":
            return (
              <em key={i}>
                <Inlines nodes={n.children} />
              </em>
            );
          case "link":
            return (
              <a key={i} href={n.href} className="font-medium text-brand-700 underline">
                <Inlines nodes={n.children} />
              </a>
            );
        }
      })}
    </>
  );
}

const HEADING_STYLES = {
  1: "text-2xl font-bold text-stone-900",
  2: "pt-6 text-xl font-semibold text-stone-900",
  3: "pt-3 text-lg font-semibold text-stone-900",
  4: "pt-2 font-semibold text-stone-900",
} as const;

/** Renders a parsed Markdown document as readable, mobile-friendly prose. */
export function MarkdownView({ blocks }: { blocks: Block[] }) {
  return (
    <div className="space-y-3 text-[0.9375rem] leading-relaxed text-stone-800">
      {blocks.map((b, i) => {
        switch (b.type) {
          case "heading": {
            const Tag = `h${b.level}` as "h1" | "h2" | "h3" | "h4";
            return (
              <Tag key={i} id={b.id} className={HEADING_STYLES[b.level]}>
                {b.text}
              </Tag>
            );
          }
          case "paragraph":
            return (
              <p key={i}>
                <Inlines nodes={b.children} />
              </p>
            );
          case "list": {
            const Tag = b.ordered ? "ol" : "ul";
            return (
              <Tag key={i} className={`space-y-1.5 pl-5 ${b.ordered ? "list-decimal" : "list-disc"}`}>
                {b.items.map((item, j) => (
                  <li key={j} className="pl-1">
                    <Inlines nodes={item} />
                  </li>
                ))}
              </Tag>
            );
          }
          case "table":
            return (
              <div key={i} className="overflow-x-auto rounded-xl border border-stone-200" tabIndex={0} role="region" aria-label="Table">
                <table className="min-w-full text-left text-sm">
                  <thead className="bg-stone-100">
                    <tr>
                      {b.head.map((c, j) => (
                        <th key={j} scope="col" className="px-3 py-2 font-semibold text-stone-900">
                          <Inlines nodes={c} />
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {b.rows.map((row, j) => (
                      <tr key={j} className="border-t border-stone-200">
                        {row.map((c, k) => (
                          <td key={k} className="px-3 py-2 align-top">
                            <Inlines nodes={c} />
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
          case "code":
            return (
              <pre key={i} className="overflow-x-auto rounded-xl bg-stone-900 p-3 text-xs text-stone-50">
                <code>{b.text}</code>
              </pre>
            );
        }
      })}
    </div>
  );
}
