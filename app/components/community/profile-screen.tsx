/**
 * /u/{username}: a member's public page: name, username, join date, the routines they shared and
 * their posts. Only what the api's public profile holds (no email, skin profile or private routines).
 */
import { goalCardLabel } from "@core/i18n/domain-labels";
import { Link } from "@remix-run/react";
import { useT } from "~/utils/i18n";
import { scoreRingColor } from "~/components/routine/scores";
import { ScoreRing } from "../routine/score-ring";
import { useSession } from "../session";
import { ShareButton } from "../share-button";
import { PageTitle } from "../ui";
import { HiddenBadge, profilePath } from "./author-link";
import { joinedText, type ProfileData } from "./profile-data";
import { ReportToggle } from "./report-form";
import { PostRoutineLink } from "./routine-summary";
import { RelativeTime } from "./relative-time";
import { skinTypeName } from "./skin-type";

export function ProfileScreen({ data }: { data: ProfileData }) {
  const { profile, routines, posts } = data;
  const { user, signedIn } = useSession();
  const shown = profile.name ?? profile.username;
  const isSelf = user?.username?.toLowerCase() === profile.username.toLowerCase();
  const t = useT();
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <PageTitle className="wrap-anywhere">{shown}</PageTitle>
        <p className="text-sm text-stone-700">
          <span className="font-medium wrap-anywhere">@{profile.username}</span>
          {profile.joinedAt ? <span> · {joinedText(t, profile.joinedAt)}</span> : null}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <ShareButton data={{ url: profilePath(profile.username), title: t("people.shareTitle", { name: shown }) }} label={t("people.share")} />
          {signedIn && user && !isSelf ? <ReportToggle targetType="user" targetId={profile.id} /> : null}
        </div>
      </header>

      <section aria-labelledby="profile-routines" className="space-y-3">
        <h2 id="profile-routines" className="text-lg font-bold text-stone-900">
          {t("people.sharedRoutines")}
        </h2>
        {routines.length === 0 ? (
          <p className="text-sm text-stone-700">{t("people.noSharedRoutines")}</p>
        ) : (
          <ul className="space-y-3">
            {routines.map((r) => {
              const products = r.morningCount + r.nightCount;
              return (
                <li key={r.id}>
                  <Link
                    to={`/results/${encodeURIComponent(r.id)}`}
                    className="flex items-center gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm hover:shadow-md"
                    data-testid="profile-routine"
                  >
                    <div className="min-w-0 flex-1 space-y-1">
                      <p className="font-semibold text-stone-900 wrap-anywhere">{r.name || t("feed.untitledRoutine")}</p>
                      <p className="text-xs text-stone-700">
                        {t.rich<React.ReactNode>("people.routineLine", {
                          goal: goalCardLabel(t, r.goal),
                          skinType: skinTypeName(t, r.skinType),
                          count: products,
                          cap: (chunks) => (
                            <span key="skin" className="capitalize">
                              {chunks}
                            </span>
                          ),
                        })}
                      </p>
                    </div>
                    {r.overallScore !== null ? (
                      <ScoreRing
                        score={r.overallScore}
                        color={scoreRingColor(r.overallScore)}
                        size={48}
                        stroke={5}
                        label={t("feed.overallScore")}
                        textClassName="text-sm"
                      />
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="profile-posts" className="space-y-3">
        <h2 id="profile-posts" className="text-lg font-bold text-stone-900">
          {t("people.posts")}
        </h2>
        {posts.length === 0 ? (
          <p className="text-sm text-stone-700">{t("people.noPosts")}</p>
        ) : (
          <ul className="space-y-3">
            {posts.map((post) => (
              <li key={post.id} className="min-w-0">
                <article className="space-y-2 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm" data-testid="profile-post">
                  <p className="flex flex-wrap items-center justify-between gap-2 text-xs text-stone-600">
                    <RelativeTime value={post.createdAt} />
                    <span>{t("people.postCounts", { likes: post.likeCount, comments: post.commentCount })}</span>
                    {post.hidden ? <HiddenBadge /> : null}
                  </p>
                  <h3 className="wrap-anywhere text-base font-bold text-stone-900">{post.title}</h3>
                  {post.description ? <p className="whitespace-pre-line wrap-anywhere text-sm text-stone-800">{post.description}</p> : null}
                  <PostRoutineLink routine={post.stack} routineId={post.stackId} />
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
