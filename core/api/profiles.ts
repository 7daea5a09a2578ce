/**
 * GET /api/users/{username}: a member's public profile as the api sends it and the web app reads
 * it. Only what the member chose to share: shared routines and visible posts, never their email,
 * skin profile, skin feeling or private routines.
 */
import type { FeedPostOf } from "./community";

export interface PublicProfile {
  /** The member's id (posts carry it too), for reporting them. */
  id: string;
  username: string;
  name: string | null;
  /** ISO 8601. */
  joinedAt: string;
}

export interface ProfileRoutine {
  id: string;
  name: string;
  goal: string;
  skinType: string;
  createdAt: string;
  morningCount: number;
  nightCount: number;
  /** Average of the two lowest shared-view sub-scores, one decimal; null without an evaluation. */
  overallScore: number | null;
}

export interface ProfilePage<Routine = unknown> {
  profile: PublicProfile;
  routines: ProfileRoutine[];
  posts: FeedPostOf<Routine>[];
}
