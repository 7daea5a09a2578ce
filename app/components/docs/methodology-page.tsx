import { Link } from "@remix-run/react";
import type { MethodologyFacts, RuleSummary } from "./methodology-facts.server";
import { RING_STROKE, SUB_SCORES } from "~/components/routine/scores";
import { PageTitle } from "../ui";

const SECTIONS = [
  { id: "scores", title: "The five scores" },
  { id: "reading-lists", title: "How we read an ingredient list" },
  { id: "interactions", title: "Ingredient interactions" },
  { id: "severity", title: "How serious a finding is" },
  { id: "irritants", title: "Irritants and pore-clogging ingredients" },
  { id: "marks", title: "KEEP, REPLACE and CARE" },
  { id: "recommendations", title: "Swaps and additions" },
  { id: "advanced", title: "The advanced analysis" },
  { id: "sources", title: "Evidence and data sources" },
  { id: "limits", title: "What this cannot tell you" },
] as const;

type SectionId = (typeof SECTIONS)[number]["id"];

const PROSE =
  "space-y-3 text-[0.9375rem] leading-relaxed text-stone-800 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5";
const TABLE = "w-full border-collapse text-left text-sm [&_td]:border-t [&_td]:border-stone-200 [&_td]:py-1.5 [&_td]:pr-2 [&_th]:py-1.5 [&_th]:pr-2 [&_th]:font-semibold";

const severityWord = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const pct = (n: number) => `${Math.round(n * 100)}%`;

/** /methodology for the people who use the app: what the scores mean and how the rules work. */
export function MethodologyPage({ facts }: { facts: MethodologyFacts }) {
  const c = facts.completeness;
  const e = facts.effectiveness;
  const q = facts.quality;
  return (
    <article className="space-y-8" aria-labelledby="methodology-title">
      <header className="space-y-3">
        <PageTitle>
          <span id="methodology-title">How scores work</span>
        </PageTitle>
        <p className="rounded-2xl bg-brand-50 p-4 text-sm text-stone-800">
          Every score is worked out by fixed rules, not guessed: the same routine always gets the same result, and every warning
          names the product and the ingredient behind it. This page explains those rules in plain words.
        </p>
        <nav aria-labelledby="contents-title" className="rounded-2xl border border-stone-200 bg-white p-4">
          <h2 id="contents-title" className="mb-2 font-semibold text-stone-900">
            On this page
          </h2>
          <ol className="list-decimal space-y-1 pl-5 text-sm">
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="font-medium text-brand-700 underline">
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </header>

      <Section id="scores">
        <p>
          Each routine gets five scores from 0 to 10. The <strong>overall score</strong> on your cards and results is the average of
          your two lowest scores, so it points you at what to fix first rather than hiding a weak spot behind a strong one.
        </p>
        <dl className="space-y-3">
          {SUB_SCORES.map((s) => (
            <div key={s.key}>
              <dt className="font-semibold text-stone-900">{s.label}</dt>
              <dd>{s.tooltip}</dd>
            </div>
          ))}
        </dl>
        <h3 className="pt-2 font-semibold text-stone-900">How each is counted</h3>
        <ul>
          <li>
            <strong>Completeness</strong> adds points for the steps you cover: a morning cleanser ({c.morningCleanser}), moisturizer (
            {c.morningMoisturizer}) and sunscreen ({c.morningSunscreen}); a night cleanser ({c.nightCleanser}) and moisturizer (
            {c.nightMoisturizer}); a treatment for your main goal ({c.goalTreatment}), your other goals ({c.secondaryGoals}) and what
            your skin type needs most ({c.skinTypeEssential}).
          </li>
          <li>
            <strong>Effectiveness</strong> is up to {e.primaryGoal} points for how well the actives in your products cover your main
            goal, {e.secondaryGoals} for your other goals, {e.morningSunscreen} for a morning sunscreen and {e.treatmentSteps} for
            having {e.treatmentStepsFullAt} or more treatment products.
          </li>
          <li>
            <strong>Safety</strong> and <strong>Routine Balance</strong> start at 10 and lose points for each problem found (see{" "}
            <a href="#severity">how serious a finding is</a>).
          </li>
          <li>
            <strong>Ingredient Quality</strong> scores each product from {q.base}: +{q.perBeneficial} for each beneficial ingredient in
            a meaningful amount (up to {q.maxBeneficial}), −{q.fragrance} for fragrance or essential oils, −{q.dryingAlcohol} for drying
            alcohol, −{q.sulfate} for a harsh sulfate cleanser, −{q.comedogenic} for a pore-clogging ingredient in a leave-on product.
            Rinse-off products count {pct(q.rinseOffWeight)} as much as leave-on ones.
          </li>
        </ul>
        <h3 className="pt-2 font-semibold text-stone-900">Score colours</h3>
        <ul className="!list-none !pl-0">
          {facts.scoreBands.map((b, i) => (
            <li key={b.color} className="flex items-center gap-2">
              <span aria-hidden="true" className="size-3 shrink-0 rounded-full" style={{ backgroundColor: RING_STROKE[b.color] }} />
              <span>
                {i === 0 ? `${b.min} or more` : `${b.min} to below ${facts.scoreBands[i - 1].min}`}: {b.meaning}
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="reading-lists">
        <p>
          Ingredient lists (INCI) are written from the largest amount to the smallest, down to 1%; after that the order is free. We
          cannot see exact percentages, so the position of an ingredient stands in for how much of it there is:
        </p>
        <table className={TABLE}>
          <caption className="sr-only">Weight of an ingredient by its position in the list</caption>
          <thead>
            <tr>
              <th scope="col">Position in the list</th>
              <th scope="col">Counts as</th>
            </tr>
          </thead>
          <tbody>
            {facts.positionWeights.map((w) => (
              <tr key={w.positions}>
                <td>{w.positions}</td>
                <td>{pct(w.weight)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          Ingredients that are almost always used at 1% or less (preservatives, fragrance, thickeners) mark the 1% line: what follows
          them counts for little. A percentage on the label (&quot;Niacinamide 5%&quot;) replaces the guess. Cleansers count for less
          than products left on the skin, because they are rinsed off.
        </p>
      </Section>

      <Section id="interactions">
        <p>
          Some actives work against each other or irritate together when used in the same routine (morning or night). A pair is
          flagged in full only when both are present in meaningful amounts; a faint trace of one side gives a gentler note, and a pair
          that one maker formulated together is judged more mildly.
        </p>
        <RuleList rules={facts.interactions} />
      </Section>

      <Section id="severity">
        <p>
          Every finding is high, medium or low. Warnings lower Safety or Routine Balance; notes and good news cost nothing. A finding
          about several products costs {facts.penalties.extraProduct} more for each product after the first (at most{" "}
          {facts.penalties.extraProductMax} more).
        </p>
        <table className={TABLE}>
          <caption className="sr-only">Points a finding costs, by severity</caption>
          <thead>
            <tr>
              <th scope="col">Severity</th>
              <th scope="col">Safety</th>
              <th scope="col">Balance</th>
            </tr>
          </thead>
          <tbody>
            {facts.penalties.rows.map((r) => (
              <tr key={r.severity}>
                <td>{severityWord(r.severity)}</td>
                <td>−{r.safety}</td>
                <td>−{r.routineBalance}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          For fragrance and drying alcohol, severity follows <strong>exposure</strong>: how much of the ingredient a product puts on
          your skin, from its position and whether it is rinsed off. Fragrance is medium from an exposure of{" "}
          {facts.exposure.fragrance.medium} and high from {facts.exposure.fragrance.high} (about one ingredient near the top of a
          list counts 1); drying alcohol is not flagged below {facts.exposure.alcohol.min}, medium from {facts.exposure.alcohol.medium}{" "}
          and high from {facts.exposure.alcohol.high}. These thresholds are a judgement: allergy can follow small amounts, while
          irritation grows with the amount.
        </p>
      </Section>

      <Section id="irritants">
        <p>
          Irritants are flagged for the skin types they trouble: fragrance, essential oils and drying alcohol for sensitive and dry
          skin, and anything you told us you are sensitive to, in any amount. Pore-clogging (comedogenic) ingredients are flagged for
          breakout-prone skin, using published comedogenic ratings (0 to 5) where they exist.
        </p>
        <RuleList rules={[...facts.irritants, ...facts.comedogenic]} />
      </Section>

      <Section id="marks">
        <p>Every product on your results carries one of three marks:</p>
        <dl className="space-y-3">
          <div>
            <dt className="font-semibold text-stone-900">KEEP</dt>
            <dd>Nothing in it works against your skin type, your goals or the rest of your routine.</dd>
          </div>
          <div>
            <dt className="font-semibold text-stone-900">REPLACE</dt>
            <dd>
              A swap is suggested for it, or it holds something that irritates, dries or sensitises your skin in a meaningful amount (an
              irritant for your skin type, something you are sensitive to, a pore-clogging ingredient). Actives such as retinoids or
              acids are not marked for their own risks: those are what the interaction rules handle.
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-stone-900">CARE</dt>
            <dd>
              Use it with care: it is fine to keep, but a warning names it, for example a pair to use on different nights, a retinoid
              in the morning, or an exfoliant without a morning sunscreen. The reason on the product says what to do.
            </dd>
          </div>
        </dl>
      </Section>

      <Section id="recommendations">
        <p>
          Suggestions come only from our catalogue: at most {facts.recommendationLimits.total}, of which at most{" "}
          {facts.recommendationLimits.swaps} swaps, each showing up to {facts.recommendationLimits.keyIngredients} key ingredients. A
          swap replaces a product behind a warning with one of the same type that does not bring the problem back; an addition fills a
          gap such as a missing morning sunscreen. Nothing suggested may add an ingredient you are sensitive to or clash with the rest of
          your routine.
        </p>
      </Section>

      <Section id="advanced">
        <p>
          The advanced analysis runs in your browser from your skin profile, how often you use each product and how it feels on your
          skin. Its overall score weighs Completeness {pct(facts.advanced.weights.completeness)}, Effectiveness{" "}
          {pct(facts.advanced.weights.effectiveness)} and Safety {pct(facts.advanced.weights.safety)}, and names a tier:
        </p>
        <ul>
          {facts.advanced.tiers.map((t) => (
            <li key={t.tier}>
              {t.tier}: {t.range}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="sources">
        <ul>
          <li>
            <strong>EU CosIng</strong>, the European Commission&apos;s inventory of cosmetic ingredients: the official function of each
            ingredient (humectant, emollient, preservative...).
          </li>
          <li>
            <strong>Comedogenic ratings</strong> (Fulton, 1989, and later open lists): a 0-5 scale from an animal model, a rough guide
            that matters most for high amounts in leave-on products.
          </li>
          <li>
            <strong>Irritants and allergens</strong>: patch-test data of the dermatitis research groups (ICDRG, NACDG) and safety
            reviews of the Cosmetic Ingredient Review (CIR) and the EU Scientific Committee on Consumer Safety (SCCS).
          </li>
          <li>
            <strong>Fragrance allergens</strong> that EU law requires on labels (Regulation 1223/2009, Annex III, as extended in 2023).
          </li>
          <li>
            <strong>Beneficial actives</strong> and their effective strengths: guidance of the American Academy of Dermatology (AAD)
            and the European Academy of Dermatology and Venereology (EADV), and CIR reviews.
          </li>
          <li>
            <strong>Product ingredient lists</strong> as published by their makers. If a list looks wrong, report it from the product
            page in the <Link to="/library">library</Link>.
          </li>
        </ul>
        <p>Each warning on your results carries its own evidence note, like the ones in the lists above.</p>
      </Section>

      <Section id="limits">
        <ul>
          <li>
            This is education, not medical advice. It cannot diagnose a skin condition; see a dermatologist for persistent problems.
            Read the <Link to="/disclaimer">medical disclaimer</Link>.
          </li>
          <li>Always patch test a new product for 24-48 hours before using it on your face.</li>
          <li>
            Ingredient lists rarely give percentages, so amounts are estimated from positions; a product can be gentler or stronger than
            its list suggests.
          </li>
          <li>
            The written analysis may be phrased by an AI model, but scores, warnings, suggestions and marks always come from the rules on
            this page.
          </li>
          <li>
            The rules are judgements from published evidence, some of it limited or mixed; the evidence notes say where.
          </li>
        </ul>
      </Section>
    </article>
  );
}

function Section({ id, children }: { id: SectionId; children: React.ReactNode }) {
  const title = SECTIONS.find((s) => s.id === id)!.title;
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
  return (
    <ul className="!list-none space-y-3 !pl-0">
      {rules.map((r) => (
        <li key={r.id} className="rounded-xl border border-stone-200 bg-white p-3" data-testid="methodology-rule">
          <p className="font-semibold text-stone-900">{r.title}</p>
          <p className="text-sm text-stone-700">
            {severityWord(r.severity)}
            {r.costs ? `, lowers ${r.costs}` : ", costs no points"}
            {r.appliesTo ? `; for ${r.appliesTo}` : ""}
          </p>
          <p className="mt-1">{r.explanation}</p>
          <p className="mt-1">
            <strong>What to do:</strong> {r.action}
          </p>
          <p className="mt-1 text-sm text-stone-700">
            <strong>Evidence:</strong> {r.evidence}
          </p>
        </li>
      ))}
    </ul>
  );
}
