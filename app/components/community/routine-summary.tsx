/**
 * Routine cards of the feed: kind badge (Morning, Night, Both, Empty), name, goal, product count
 * and the overall score ring (one decimal). The links are named by what they show. User text is rendered as text (React escapes it).
 */
import { goalCardLabel } from "@core/i18n/domain-labels";
import { Link } from "@remix-run/react";
import { scoreRingColor } from "~/components/routine/scores";
import { ProductImage } from "../product-image";
import { ScoreRing } from "../routine/score-ring";
import { cardKind, displayName, type CardKind, type RoutineCardData } from "./feed-data";
import { LayersIcon, MoonIcon, SunIcon } from "./icons";
import { useT } from "~/utils/i18n";
import type { MessageKey } from "@core/i18n/catalogues";

const KIND_STYLE: Record<CardKind, { className: string; Icon: typeof SunIcon; label: MessageKey }> = {
  Morning: { className: "bg-amber-100 text-amber-900", Icon: SunIcon, label: "feed.kindMorning" },
  Night: { className: "bg-indigo-100 text-indigo-900", Icon: MoonIcon, label: "feed.kindNight" },
  Both: { className: "bg-brand-50 text-brand-800", Icon: LayersIcon, label: "feed.kindBoth" },
  Empty: { className: "bg-stone-100 text-stone-700", Icon: LayersIcon, label: "feed.kindEmpty" },
};

export function KindBadge({ kind }: { kind: CardKind }) {
  const { className, Icon, label } = KIND_STYLE[kind];
  const t = useT();
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${className}`} data-testid="card-kind">
      <Icon className="size-3.5" />
      {t(label)}
    </span>
  );
}

/** The body shared by routine cards and a post's routine. */
function RoutineSummaryBody({ routine, showOwner }: { routine: RoutineCardData; showOwner: boolean }) {
  const kind = cardKind(routine);
  const all = [...routine.morningProducts, ...routine.nightProducts];
  const names = all.map((p) => p.name).filter(Boolean);
  // One decimal, as on every other screen (the list's own overall is rounded to a whole number).
  const overall = routine.evaluation?.overallScore ?? routine.overallScore;
  const t = useT();
  return (
    <div className="flex items-start gap-3">
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-1.5 text-xs">
          <KindBadge kind={kind} />
          {routine.goal ? <span className="rounded-full bg-stone-100 px-2 py-0.5 font-medium text-stone-800">{goalCardLabel(t, routine.goal)}</span> : null}
          <span className="text-stone-600">{t("feed.productCount", { count: all.length })}</span>
        </div>
        <p className="font-semibold text-stone-900 wrap-anywhere">{routine.name || t("feed.untitledRoutine")}</p>
        {names.length ? (
          <p className="text-xs text-stone-600 wrap-anywhere">
            {names.slice(0, 3).join(", ")}
            {names.length > 3 ? t("feed.moreProducts", { count: names.length - 3 }) : ""}
          </p>
        ) : null}
        {all.length ? (
          <ul className="flex gap-1.5 pt-1" aria-hidden="true">
            {all.slice(0, 4).map((p, i) => (
              <li key={`${p.id}-${i}`}>
                <ProductImage product={p} size="sm" className="!size-9" />
              </li>
            ))}
          </ul>
        ) : null}
        {showOwner && routine.user ? <p className="text-xs text-stone-600">{t("feed.byAuthor", { name: displayName(routine.user, t("feed.anonymous")) })}</p> : null}
      </div>
      <ScoreRing
        score={overall}
        color={scoreRingColor(overall)}
        size={52}
        stroke={5}
        label={t("feed.overallScore")}
        textClassName="text-sm"
      />
    </div>
  );
}

/** A routine of the Routines tab: the whole card goes to /results/{id}. */
export function RoutineCard({ routine }: { routine: RoutineCardData }) {
  return (
    <Link
      to={`/results/${encodeURIComponent(routine.id)}`}
      className="block rounded-2xl border border-stone-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md"
      data-testid="routine-card"
    >
      <RoutineSummaryBody routine={routine} showOwner />
    </Link>
  );
}

/** A post's routine: goes to /results/{stackId}. */
export function PostRoutineLink({ routine, routineId }: { routine: RoutineCardData; routineId: string }) {
  return (
    <Link
      to={`/results/${encodeURIComponent(routineId)}`}
      className="block rounded-xl border border-stone-200 bg-stone-50 p-3 hover:bg-stone-100"
      data-testid="post-stack"
    >
      <RoutineSummaryBody routine={routine} showOwner={false} />
    </Link>
  );
}
