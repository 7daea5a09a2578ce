/** GET /api/users/{username} as the profile page reads it (core/api/profiles), parsed defensively. */
import type { ProfilePage, ProfileRoutine } from "@core/api/profiles";
import type { Translator } from "@core/i18n/catalogues";
import { parsePost, type FeedPost, type RoutineCardData } from "./feed-data";

export type ProfileData = ProfilePage<RoutineCardData>;

type Rec = Record<string, unknown>;
const rec = (v: unknown): Rec | null => (v && typeof v === "object" && !Array.isArray(v) ? (v as Rec) : null);
const str = (v: unknown): string => (typeof v === "string" ? v : "");
const count = (v: unknown): number => (typeof v === "number" && Number.isFinite(v) ? v : 0);

function parseRoutine(v: unknown): ProfileRoutine | null {
  const r = rec(v);
  if (!r || !str(r.id)) return null;
  return {
    id: str(r.id),
    name: str(r.name),
    goal: str(r.goal),
    skinType: str(r.skinType),
    createdAt: str(r.createdAt),
    morningCount: count(r.morningCount),
    nightCount: count(r.nightCount),
    overallScore: typeof r.overallScore === "number" && Number.isFinite(r.overallScore) ? r.overallScore : null,
  };
}

export function parseProfilePage(data: unknown): ProfileData | null {
  const d = rec(data);
  const p = rec(d?.profile);
  if (!p || !str(p.username) || !str(p.id)) return null;
  return {
    profile: { id: str(p.id), username: str(p.username), name: typeof p.name === "string" && p.name.trim() ? p.name : null, joinedAt: str(p.joinedAt) },
    routines: (Array.isArray(d?.routines) ? d.routines : []).map(parseRoutine).filter((r): r is ProfileRoutine => r !== null),
    posts: (Array.isArray(d?.posts) ? d.posts : []).map(parsePost).filter((x): x is FeedPost => x !== null),
  };
}

/** "Joined March 2026", "Membre depuis mars 2026" (UTC, so the server and the browser agree). */
export function joinedText(t: Translator, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  // English says the month as British English does ("March 2026"), as before languages came.
  const locale = t.language === "en" ? "en-GB" : t.language;
  return t("people.joined", { date: new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(date) });
}
