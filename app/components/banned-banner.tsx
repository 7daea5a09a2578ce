/**
 * Shown to a signed-in member a moderator banned (`banned` from sign-in and /api/auth/me): they may
 * still read, evaluate their routines, export and delete their data, but not post, comment,
 * react, report or share routines, and others no longer see what they shared (ADR 0020, 0029).
 */
import { useSession } from "./session";

export function BannedBanner() {
  const { user } = useSession();
  if (!user?.banned) return null;
  return (
    <section
      aria-label="Account suspended"
      data-testid="banned-banner"
      className="mx-auto mt-3 w-full max-w-md rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      <p>
        <strong>
          Your account has been suspended from the community by a moderator.
        </strong>{" "}
        You can still use your routines, and export or delete your data from
        your account page, but you cannot post, comment, react, report or share
        routines. Your posts, comments and shared routines are hidden from
        others: you see them marked as hidden.
      </p>
    </section>
  );
}
