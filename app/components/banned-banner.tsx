/**
 * Shown to a signed-in member a moderator banned (`banned` from sign-in and /api/auth/me): they may
 * still read, evaluate their routines, export and delete their data, but not post, comment,
 * react, report or share routines, and others no longer see what they shared (ADR 0020, 0029).
 */
import { useSession } from "./session";
import { useT } from "~/utils/i18n";

export function BannedBanner() {
  const t = useT();
  const { user } = useSession();
  if (!user?.banned) return null;
  return (
    <section
      aria-label={t("banner.suspendedLabel")}
      data-testid="banned-banner"
      className="mx-auto mt-3 w-full max-w-md rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      <p>{t.rich<React.ReactNode>("banner.suspended", { strong: (chunks) => <strong key="strong">{chunks}</strong> })}</p>
    </section>
  );
}
