/** GET /api/users/{username} as the profile page reads it (core/api/profiles). */
import type { ProfilePage } from "@core/api/profiles";
import type { Translator } from "@core/i18n/catalogues";
import type { RoutineCardData } from "./feed-data";

export type ProfileData = ProfilePage<RoutineCardData>;

/** "Joined March 2026", "Membre depuis mars 2026" (UTC, so the server and the browser agree). */
export function joinedText(t: Translator, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  // English says the month as British English does ("March 2026"), as before languages came.
  const locale = t.language === "en" ? "en-GB" : t.language;
  return t("people.joined", { date: new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(date) });
}
