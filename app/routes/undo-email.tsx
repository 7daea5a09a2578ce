import type { MetaFunction } from "@remix-run/cloudflare";
import { useNavigate, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { AuthLayout } from "~/components/auth-layout";
import { useSession } from "~/components/session";
import { Button, ButtonLink, Notice } from "~/components/ui";
import { accountApi } from "~/components/account/account-api.client";
import { serverMessageOr } from "~/utils/http";
import { pageMeta } from "~/utils/meta";
import { useHydrated } from "~/utils/use-hydrated";

export const meta: MetaFunction = () => pageMeta("Undo the change of email");

/**
 * Opened from the notice mailed to the OLD address after a change of email (ADR 0027). Undoing
 * needs a click (mail scanners open links; they must not undo anything): the address comes back,
 * every device is signed out, and the page goes on to choosing a new password.
 */
export default function UndoEmail() {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { signedIn, logout } = useSession();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function undo() {
    setPending(true);
    setError(null);
    try {
      const result = await accountApi.undoEmailChange(token);
      // Every session ended on the server; forget this browser's one too.
      if (signedIn) await logout();
      navigate(`/reset-password?token=${encodeURIComponent(result.resetToken)}&undone=1`, { replace: true });
    } catch (failure) {
      setError(serverMessageOr(failure, "The change could not be undone. Please try again."));
      setPending(false);
    }
  }

  if (!token) {
    return (
      <AuthLayout title="Undo the change of email">
        <Notice tone="error">This link is incomplete. Open it again from the email we sent you.</Notice>
        <ButtonLink to="/login" fullWidth>
          Go to sign in
        </ButtonLink>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Undo the change of email"
      intro="If you did not change the email of your Skinstack account, undo it: this address becomes the account's email again, every device is signed out, and you choose a new password."
    >
      {error ? <Notice tone="error">{error}</Notice> : null}
      <Button fullWidth size="lg" onClick={undo} loading={pending} disabled={!hydrated}>
        Undo the change and choose a new password
      </Button>
    </AuthLayout>
  );
}
