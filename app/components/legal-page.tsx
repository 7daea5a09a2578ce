import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { Fragment } from "react";
import type { MessageKey, Translator } from "@core/i18n/catalogues";
import { DEFAULT_LANGUAGE } from "@core/i18n/negotiate";
import { metaTranslator, useT } from "~/utils/i18n";
import { pageMeta } from "~/utils/meta";
import { SUPPORT_EMAIL } from "./footer";
import { PageTitle } from "./ui";

export const LEGAL_UPDATED = "25 November 2026";
const LEGAL_UPDATED_ON = new Date(Date.UTC(2026, 10, 25));

/** The date the legal pages were last changed, as the reader's language writes it. */
function updatedOn(language: string): string {
  if (language === DEFAULT_LANGUAGE) return LEGAL_UPDATED;
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(LEGAL_UPDATED_ON);
}

/** One piece of a legal page, each a message of the catalogue (one per heading, paragraph or list item). */
export type LegalBlock =
  | { h2: MessageKey }
  | { h3: MessageKey }
  | { p: MessageKey }
  | { ul: readonly MessageKey[] }
  | { ol: readonly MessageKey[] };

/** A heading and its one paragraph: the messages `<key>` and `<key>.text`. */
export const headed = <K extends string>(key: K) => [{ h2: key }, { p: `${key}.text` as const }] as const;

/** A legal message with its tags as elements: <strong>, <mail></mail> and links to the other legal pages. */
export function legalText(t: Translator, key: MessageKey): React.ReactNode {
  const page = (to: string) => (chunks: React.ReactNode[]) => <Link to={to}>{chunks}</Link>;
  return t
    .rich<React.ReactNode>(key, {
      strong: (chunks) => <strong>{chunks}</strong>,
      mail: () => <Mail />,
      privacy: page("/privacy"),
      disclaimer: page("/disclaimer"),
      cookies: page("/cookies"),
    })
    .map((part, i) => <Fragment key={i}>{part}</Fragment>);
}

export function LegalBlocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  const t = useT();
  const items = (keys: readonly MessageKey[]) => keys.map((key) => <li key={key}>{legalText(t, key)}</li>);
  return (
    <>
      {blocks.map((block, i) => {
        if ("h2" in block) return <h2 key={i}>{t(block.h2)}</h2>;
        if ("h3" in block) return <h3 key={i}>{t(block.h3)}</h3>;
        if ("p" in block) return <p key={i}>{legalText(t, block.p)}</p>;
        if ("ul" in block) return <ul key={i}>{items(block.ul)}</ul>;
        return <ol key={i}>{items(block.ol)}</ol>;
      })}
    </>
  );
}

/** Layout of the static legal pages: title, date, readable prose and the support address. */
export function LegalPage({ title, intro, children }: { title: string; intro: React.ReactNode; children: React.ReactNode }) {
  const t = useT();
  return (
    <article className="space-y-6">
      <header className="space-y-2">
        <PageTitle>{title}</PageTitle>
        <p className="text-sm text-stone-600">{t("legal.updated", { date: updatedOn(t.language) })}</p>
        <div className="text-stone-800">{intro}</div>
      </header>
      <div className="space-y-4 text-[0.9375rem] leading-relaxed text-stone-800 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_h2]:pt-4 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-stone-900 [&_h3]:pt-2 [&_h3]:font-semibold [&_h3]:text-stone-900 [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5">
        {children}
      </div>
      <footer className="rounded-2xl bg-stone-100 p-4 text-sm text-stone-700">
        <p>
          {t.rich<React.ReactNode>("legal.questions", {
            mail: () => (
              <a key="mail" href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-brand-700 underline">
                {SUPPORT_EMAIL}
              </a>
            ),
          })}
        </p>
      </footer>
    </article>
  );
}

export function Mail() {
  return <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
}

/** The legal pages, each with its `legal.<name>.title`, `.description` and `.intro` messages. */
export type LegalPageName = "privacy" | "terms" | "cookies" | "disclaimer";

/** A legal page's title and description in the reader's language. */
export const legalMeta =
  (name: LegalPageName): MetaFunction =>
  ({ matches }) => {
    const t = metaTranslator(matches);
    return pageMeta(t(`legal.${name}.title`), t(`legal.${name}.description`));
  };

/** A whole legal page: its title and intro, then `children` (a table) and its blocks. */
export function LegalDocument({
  name,
  blocks,
  introClassName,
  children,
}: {
  name: LegalPageName;
  blocks: readonly LegalBlock[];
  introClassName?: string;
  children?: React.ReactNode;
}) {
  const t = useT();
  return (
    <LegalPage title={t(`legal.${name}.title`)} intro={<p className={introClassName}>{legalText(t, `legal.${name}.intro`)}</p>}>
      {children}
      <LegalBlocks blocks={blocks} />
    </LegalPage>
  );
}
