import { SUPPORT_EMAIL } from "./footer";
import { PageTitle } from "./ui";

export const LEGAL_UPDATED = "25 November 2026";

/** Layout of the static legal pages: title, date, readable prose and the support address. */
export function LegalPage({ title, intro, children }: { title: string; intro: React.ReactNode; children: React.ReactNode }) {
  return (
    <article className="space-y-6">
      <header className="space-y-2">
        <PageTitle>{title}</PageTitle>
        <p className="text-sm text-stone-600">Last updated: {LEGAL_UPDATED}</p>
        <div className="text-stone-800">{intro}</div>
      </header>
      <div className="space-y-4 text-[0.9375rem] leading-relaxed text-stone-800 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_h2]:pt-4 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-stone-900 [&_h3]:pt-2 [&_h3]:font-semibold [&_h3]:text-stone-900 [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5">
        {children}
      </div>
      <footer className="rounded-2xl bg-stone-100 p-4 text-sm text-stone-700">
        <p>
          Questions? Write to <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-brand-700 underline">{SUPPORT_EMAIL}</a>.
        </p>
      </footer>
    </article>
  );
}

export function Mail() {
  return <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
}
