/**
 * The share image of a shared routine, from its shared view (core/privacy): the name, goal, skin
 * type and the latest evaluation's five scores as everyone sees them (dashes before the first
 * evaluation). A private routine, or one of a banned or deleted member, has no share image (404).
 */
import { sql } from "drizzle-orm";
import type { Database } from "@db/client";
import { GOAL_IDS, goalName } from "@core/domain";
import { scoreName } from "@core/i18n/score-names";
import type { Translator } from "@core/i18n/translator";
import { formatScore, SUB_SCORE_KEYS } from "@core/score-scale";
import { ENGLISH_SHARE_IMAGE_WORDS, renderShareImageSvg, type ShareImageWords } from "@core/share-image";
import { notFound } from "../errors";
import { publicMember } from "../community/visibility";

type Row = Record<string, unknown>;

/**
 * Public data, but only while the routine is shared: a cache may keep the image, yet must ask again
 * before each use (`no-cache`, RFC 9111 5.2.2.4), so a routine made private, deleted or of a deleted
 * account is never served from a copy (ADR 0069). The revalidation is a 304 without a render.
 */
export const SHARE_IMAGE_CACHE_CONTROL = "public, no-cache";

export const shareImageMissing = () => notFound("This routine isn't shared or doesn't exist.", "stack_not_found");

/** The image's words in `t`'s language; English is the image as it always was. */
export function shareImageWords(t: Translator): ShareImageWords {
  if (t.language === "en") return ENGLISH_SHARE_IMAGE_WORDS;
  const decimal = new Intl.NumberFormat(t.language, { maximumFractionDigits: 1 });
  return {
    labels: Object.fromEntries(SUB_SCORE_KEYS.map((key) => [key, scoreName(t, key)])) as ShareImageWords["labels"],
    notEvaluated: t("share.notEvaluated"),
    overallOutOf: t("share.overallOutOf"),
    // formatScore's rounding (one decimal), then the language's decimal sign.
    score: (value) => (formatScore(value) === "-" ? "-" : decimal.format(Number(formatScore(value)))),
  };
}

const SKIN_TYPE_WORDS = {
  normal: "domain.skinType.normal",
  dry: "domain.skinType.dry",
  oily: "domain.skinType.oily",
  combination: "domain.skinType.combination",
  sensitive: "domain.skinType.sensitive",
} as const;

function subtitleOf(t: Translator, goal: string, skinType: string): string {
  if (t.language === "en" || !(skinType in SKIN_TYPE_WORDS)) return `${goalName(goal)} · ${skinType} skin`;
  // The goal as the catalogue names it (domain.goal.*): core/i18n/domain-labels reads the catalogues through Vite, which the Worker has not.
  const goalWords = (GOAL_IDS as readonly string[]).includes(goal) ? t(`domain.goal.${goal as (typeof GOAL_IDS)[number]}`) : goal;
  return t("share.subtitle", { goal: goalWords, skinType: t(SKIN_TYPE_WORDS[skinType as keyof typeof SKIN_TYPE_WORDS]) });
}

/** The SVG of a shared routine's image, in `t`'s language (the image URL's `lang`, ADR 0042). */
export async function shareImageSvg(db: Database, routineId: string, t: Translator): Promise<string> {
  const { rows } = await db.execute<Row>(sql`
    select s.name, s.goal, s.skin_type,
      e.shared_completeness_score as c, e.shared_effectiveness_score as ef, e.shared_safety_score as sa,
      e.shared_ingredient_quality_score as iq, e.shared_routine_balance_score as rb
    from stacks s
    join users u on u.id = s.user_id and ${publicMember("u")}
    left join lateral (
      select e.shared_completeness_score, e.shared_effectiveness_score, e.shared_safety_score, e.shared_ingredient_quality_score, e.shared_routine_balance_score
      from evaluations e where e.stack_id = s.id order by e.created_at desc limit 1
    ) e on true
    where s.id = ${routineId} and s.is_public`);
  const r = rows[0];
  if (!r) throw shareImageMissing();
  return renderShareImageSvg({
    name: String(r.name),
    subtitle: subtitleOf(t, String(r.goal), String(r.skin_type)),
    scores:
      r.c === null || r.c === undefined
        ? null
        : {
            completenessScore: Number(r.c),
            effectivenessScore: Number(r.ef),
            safetyScore: Number(r.sa),
            ingredientQualityScore: Number(r.iq),
            routineBalanceScore: Number(r.rb),
          },
  }, shareImageWords(t));
}
