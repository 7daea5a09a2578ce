import { Link } from "@remix-run/react";
import { Fragment } from "react";
import type { MessageKey, MessageValues, Translator } from "@core/i18n/catalogues";
import { scoreName, scoreTooltip } from "@core/i18n/score-names";
import { tierName } from "~/components/advanced/display-text";
import type { MethodologyFacts, RuleSummary } from "./methodology-facts.server";
import { RING_STROKE, SUB_SCORES } from "~/components/routine/scores";
import { useT } from "~/utils/i18n";
import { PageTitle } from "../ui";

const SECTIONS = [
  { id: "scores", title: "methodology.section.scores" },
  { id: "reading-lists", title: "methodology.section.readingLists" },
  { id: "interactions", title: "methodology.section.interactions" },
  { id: "severity", title: "methodology.section.severity" },
  { id: "irritants", title: "methodology.section.irritants" },
  { id: "marks", title: "methodology.section.marks" },
  { id: "recommendations", title: "methodology.section.recommendations" },
  { id: "advanced", title: "methodology.section.advanced" },
  { id: "sources", title: "methodology.section.sources" },
  { id: "limits", title: "methodology.section.limits" },
] as const satisfies readonly { id: string; title: MessageKey }[];

type SectionId = (typeof SECTIONS)[number]["id"];

const PROSE =
  "space-y-3 text-[0.9375rem] leading-relaxed text-stone-800 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5";
const TABLE = "w-full border-collapse text-left text-sm [&_td]:border-t [&_td]:border-stone-200 [&_td]:py-1.5 [&_td]:pr-2 [&_th]:py-1.5 [&_th]:pr-2 [&_th]:font-semibold";

const SEVERITY_WORD = { high: "methodology.severity.high", medium: "methodology.severity.medium", low: "methodology.severity.low" } as const;
const severityWord = (t: Translator, s: string) => (s in SEVERITY_WORD ? t(SEVERITY_WORD[s as keyof typeof SEVERITY_WORD]) : s);
const SCORE_WORD: Record<string, MessageKey> = {
  safety: "methodology.score.safety",
  routineBalance: "methodology.score.routineBalance",
  completeness: "methodology.score.completeness",
  effectiveness: "methodology.score.effectiveness",
  ingredientQuality: "methodology.score.ingredientQuality",
};
const scoreWord = (t: Translator, score: string, english: string) => (SCORE_WORD[score] ? t(SCORE_WORD[score]) : english);
/** A share as the language writes it ("25%", "25 %"). */
const pct = (t: Translator, n: number) => new Intl.NumberFormat(t.language, { style: "percent", maximumFractionDigits: 0 }).format(n);
/** A rule's figure as the language writes it ("0.5", "0,5"). */
const num = (t: Translator, n: number) => new Intl.NumberFormat(t.language, { maximumFractionDigits: 6 }).format(n);

/** Every number of `values` written the language's way. */
function nums(t: Translator, values: Record<string, number>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, num(t, v)]));
}

/** A message with rich-text tags as React children. */
function rich(t: Translator, key: MessageKey, values: MessageValues<React.ReactNode> = {}) {
  const strong = (chunks: React.ReactNode[]) => <strong>{chunks}</strong>;
  return t.rich<React.ReactNode>(key, { strong, ...values }).map((part, i) => <Fragment key={i}>{part}</Fragment>);
}

/** A `lang` for a text in `language` on the page: only where it is not the page's (a rule the catalogue has no text for). */
const langOf = (t: Translator, language: string) => (language === t.language ? undefined : language);

/** /methodology for the people who use the app: what the scores mean and how the rules work. */
export function MethodologyPage({ facts }: { facts: MethodologyFacts }) {
  const t = useT();
  const c = facts.completeness;
  const e = facts.effectiveness;
  const q = facts.quality;
  return (
    <article className="space-y-8" aria-labelledby="methodology-title">
      <header className="space-y-3">
        <PageTitle>
          <span id="methodology-title">{t("methodology.title")}</span>
        </PageTitle>
        <p className="rounded-2xl bg-brand-50 p-4 text-sm text-stone-800">{t("methodology.intro")}</p>
        <nav aria-labelledby="contents-title" className="rounded-2xl border border-stone-200 bg-white p-4">
          <h2 id="contents-title" className="mb-2 font-semibold text-stone-900">
            {t("methodology.contents")}
          </h2>
          <ol className="list-decimal pl-5 text-sm">
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
                  {t(s.title)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </header>

      <Section id="scores">
        <p>{rich(t, "methodology.scores.intro")}</p>
        <dl className="space-y-3">
          {SUB_SCORES.map((s) => (
            <div key={s.key}>
              <dt className="font-semibold text-stone-900">{scoreName(t, s.key)}</dt>
              <dd>{scoreTooltip(t, s.key)}</dd>
            </div>
          ))}
        </dl>
        <h3 className="pt-2 font-semibold text-stone-900">{t("methodology.scores.howCounted")}</h3>
        <ul>
          <li>{rich(t, "methodology.scores.completeness", nums(t, c))}</li>
          <li>{rich(t, "methodology.scores.effectiveness", nums(t, e))}</li>
          <li>{rich(t, "methodology.scores.safetyBalance", { a: (chunks) => <a href="#severity">{chunks}</a> })}</li>
          <li>
            {rich(t, "methodology.scores.quality", {
              base: num(t, q.base),
              perBeneficial: num(t, q.perBeneficial),
              maxBeneficial: num(t, q.maxBeneficial),
              fragrance: num(t, q.fragrance),
              dryingAlcohol: num(t, q.dryingAlcohol),
              sulfate: num(t, q.sulfate),
              comedogenic: num(t, q.comedogenic),
              rinseOff: pct(t, q.rinseOffWeight),
            })}
          </li>
        </ul>
        <h3 className="pt-2 font-semibold text-stone-900">{t("methodology.scores.colours")}</h3>
        <ul className="!list-none !pl-0">
          {facts.scoreBands.map((b, i) => (
            <li key={b.color} className="flex items-center gap-2">
              <span aria-hidden="true" className="size-3 shrink-0 rounded-full" style={{ backgroundColor: RING_STROKE[b.color] }} />
              <span>
                {i === 0
                  ? t("methodology.scores.bandTop", { min: num(t, b.min), meaning: t(`methodFact.band.${b.color}`) })
                  : t("methodology.scores.band", { min: num(t, b.min), max: num(t, facts.scoreBands[i - 1].min), meaning: t(`methodFact.band.${b.color}`) })}
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="reading-lists">
        <p>{t("methodology.lists.intro")}</p>
        <table className={TABLE}>
          <caption className="sr-only">{t("methodology.lists.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("methodology.lists.position")}</th>
              <th scope="col">{t("methodology.lists.countsAs")}</th>
            </tr>
          </thead>
          <tbody>
            {facts.positionWeights.map((w) => (
              <tr key={w.positions}>
                <td>
                  {w.last === null
                    ? t("methodology.lists.openRange", { from: num(t, w.from) })
                    : t("methodology.lists.range", { from: num(t, w.from), last: num(t, w.last) })}
                </td>
                <td>{pct(t, w.weight)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{t("methodology.lists.after")}</p>
      </Section>

      <Section id="interactions">
        <p>{t("methodology.interactions.intro")}</p>
        <RuleList rules={facts.interactions} />
      </Section>

      <Section id="severity">
        <p>
          {t("methodology.severity.intro", {
            extra: num(t, facts.penalties.extraProduct),
            extraMax: num(t, facts.penalties.extraProductMax),
          })}
        </p>
        <table className={TABLE}>
          <caption className="sr-only">{t("methodology.severity.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("methodology.severity.column")}</th>
              <th scope="col">{t("methodology.severity.safety")}</th>
              <th scope="col">{t("methodology.severity.balance")}</th>
            </tr>
          </thead>
          <tbody>
            {facts.penalties.rows.map((r) => (
              <tr key={r.severity}>
                <td>{severityWord(t, r.severity)}</td>
                <td>−{num(t, r.safety)}</td>
                <td>−{num(t, r.routineBalance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          {rich(t, "methodology.severity.exposure", {
            fragranceMedium: num(t, facts.exposure.fragrance.medium),
            fragranceHigh: num(t, facts.exposure.fragrance.high),
            alcoholMin: num(t, facts.exposure.alcohol.min),
            alcoholMedium: num(t, facts.exposure.alcohol.medium),
            alcoholHigh: num(t, facts.exposure.alcohol.high),
          })}
        </p>
      </Section>

      <Section id="irritants">
        <p>{t("methodology.irritants.intro")}</p>
        <RuleList rules={[...facts.irritants, ...facts.comedogenic]} />
      </Section>

      <Section id="marks">
        <p>{t("methodology.marks.intro")}</p>
        <dl className="space-y-3">
          <div>
            <dt className="font-semibold text-stone-900">{t("methodFact.mark.keep")}</dt>
            <dd>{t("methodology.marks.keep")}</dd>
          </div>
          <div>
            <dt className="font-semibold text-stone-900">{t("methodFact.mark.replace")}</dt>
            <dd>{t("methodology.marks.replace")}</dd>
          </div>
          <div>
            <dt className="font-semibold text-stone-900">{t("methodFact.mark.care")}</dt>
            <dd>{t("methodology.marks.care")}</dd>
          </div>
        </dl>
      </Section>

      <Section id="recommendations">
        <p>{t("methodology.recommendations.text", nums(t, facts.recommendationLimits))}</p>
      </Section>

      <Section id="advanced">
        <p>
          {t("methodology.advanced.text", {
            completeness: pct(t, facts.advanced.weights.completeness),
            effectiveness: pct(t, facts.advanced.weights.effectiveness),
            safety: pct(t, facts.advanced.weights.safety),
          })}
        </p>
        <ul>
          {facts.advanced.tiers.map((tier) => (
            <li key={tier.tier}>{t("methodFact.tier", { tier: tierName(t, tier.tier), from: num(t, tier.from), to: num(t, tier.to) })}</li>
          ))}
        </ul>
      </Section>

      <Section id="sources">
        <ul>
          <li>{rich(t, "methodology.sources.cosing")}</li>
          <li>{rich(t, "methodology.sources.comedogenic")}</li>
          <li>{rich(t, "methodology.sources.irritants")}</li>
          <li>{rich(t, "methodology.sources.allergens")}</li>
          <li>{rich(t, "methodology.sources.actives")}</li>
          <li>{rich(t, "methodology.sources.lists", { library: (chunks) => <Link to="/library">{chunks}</Link> })}</li>
        </ul>
        <p>{t("methodology.sources.note")}</p>
      </Section>

      <Section id="limits">
        <ul>
          <li>{rich(t, "methodology.limits.advice", { disclaimer: (chunks) => <Link to="/disclaimer">{chunks}</Link> })}</li>
          <li>{t("methodology.limits.patch")}</li>
          <li>{t("methodology.limits.amounts")}</li>
          <li>{t("methodology.limits.ai")}</li>
          <li>{t("methodology.limits.judgement")}</li>
        </ul>
      </Section>
    </article>
  );
}

function Section({ id, children }: { id: SectionId; children: React.ReactNode }) {
  const t = useT();
  const title = t(SECTIONS.find((s) => s.id === id)!.title);
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 space-y-3">
      <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight text-stone-900">
        {title}
      </h2>
      <div className={PROSE}>{children}</div>
    </section>
  );
}

function RuleList({ rules }: { rules: RuleSummary[] }) {
  const t = useT();
  return (
    <ul className="!list-none space-y-3 !pl-0">
      {rules.map((r) => {
        const lang = langOf(t, r.language);
        return (
        <li key={r.id} className="rounded-xl border border-stone-200 bg-white p-3" data-testid="methodology-rule">
          <p className="font-semibold text-stone-900" lang={lang}>
            {r.title}
          </p>
          <p className="text-sm text-stone-700">
            {r.costs
              ? t("methodology.rule.costs", { severity: severityWord(t, r.severity), score: scoreWord(t, r.costsScore, r.costs) })
              : t("methodology.rule.free", { severity: severityWord(t, r.severity) })}
            {r.appliesTo ? t("methodology.rule.for", { who: r.appliesTo }) : ""}
          </p>
          <p className="mt-1" lang={lang}>
            {r.explanation}
          </p>
          <p className="mt-1">
            <strong>{t("methodology.rule.action")}</strong> <span lang={lang}>{r.action}</span>
          </p>
          <p className="mt-1 text-sm text-stone-700">
            <strong>{t("methodology.rule.evidence")}</strong> <span lang={lang}>{r.evidence}</span>
          </p>
        </li>
        );
      })}
    </ul>
  );
}
