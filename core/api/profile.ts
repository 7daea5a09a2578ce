/** What GET and PUT /api/profile answer: the saved skin profile, or the defaults with `saved: false`. */
import type { ProfileAnswers } from "../schemas/profile";

export interface SkinProfile extends ProfileAnswers {
  pregnant: boolean;
  breastfeeding: boolean;
  /** When it was last saved (ISO 8601); null for the defaults. */
  updatedAt: string | null;
}

export interface ProfileResponse {
  profile: SkinProfile;
  saved: boolean;
}
