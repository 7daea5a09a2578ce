import type { MetaFunction } from "@remix-run/cloudflare";
import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { DataSettings } from "~/components/account/data-settings";
import { PasswordSettings } from "~/components/account/password-settings";
import { ProfileSettings } from "~/components/account/profile-settings";
import { SessionsSettings } from "~/components/account/sessions-settings";
import { CoinIcon } from "~/components/icons";
import { LanguageSwitcher } from "~/components/language-switcher";
import { CreditHistory } from "~/components/payments/credit-history";
import { useSession } from "~/components/session";
import { useToast } from "~/components/toast";
import { Button, ButtonLink, Card, PageTitle, Spinner } from "~/components/ui";
import { metaTranslator, useT } from "~/utils/i18n";
import { translatedPageMeta } from "~/utils/meta";
import { useLoginPath } from "~/utils/use-login-path";

export const meta: MetaFunction = ({ matches }) => translatedPageMeta(metaTranslator(matches), "account.title");

export default function Account() {
  const loginPath = useLoginPath();
  const t = useT();
  const { ready, signedIn, user, refresh, logout } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [sessionsVersion, setSessionsVersion] = useState(0);
  const [loggingOut, setLoggingOut] = useState(false);

  // On entry, once the stored session is known: not signed in goes to the login page, signed in
  // reloads the user. (Decided once: a later logout navigates by itself.)
  const entered = useRef(false);
  useEffect(() => {
    if (!ready || entered.current) return;
    entered.current = true;
    if (!signedIn) navigate(loginPath, { replace: true });
    else void refresh();
  }, [ready, signedIn, refresh, navigate, loginPath]);

  async function onLogout() {
    setLoggingOut(true);
    await logout();
    navigate("/");
  }

  async function onDeleted() {
    await logout(); // the session is already gone on the server; this forgets it here
    toast(t("account.deleted"), { variant: "success" });
    navigate("/");
  }

  if (ready && !signedIn) {
    return (
      <div className="space-y-4 py-12 text-center">
        <PageTitle>{t("account.title")}</PageTitle>
        <p className="text-stone-700">{t("account.signedOut")}</p>
        <ButtonLink to={loginPath}>{t("account.logIn")}</ButtonLink>
      </div>
    );
  }

  if (!user) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-16 text-stone-700">
        <Spinner className="size-8 text-brand-600" />
        <p>{t("account.loading")}</p>
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <PageTitle>{t("account.title")}</PageTitle>

      <ProfileSettings user={user} />

      <Card className="space-y-3">
        <h2 className="text-base font-semibold">{t("language.label")}</h2>
        <p className="text-sm text-stone-600">{t("language.accountIntro")}</p>
        {/* The card's heading names the setting; the select keeps its own label for assistive technology. */}
        <LanguageSwitcher labelClassName="sr-only" />
      </Card>

      <Card className="space-y-4">
        <h2 className="text-base font-semibold">{t("account.credits")}</h2>
        <p className="flex items-center gap-3 text-stone-700">
          <CoinIcon className="size-8 text-brand-600" />
          <span>
            {t.rich<React.ReactNode>("account.creditsAvailable", {
              count: user.credits,
              b: (chunks) => (
                <span key="count" data-testid="account-credits" className="text-3xl font-bold text-stone-900">
                  {chunks}
                </span>
              ),
            })}
          </span>
        </p>
        <p className="text-sm text-stone-600">{t("account.creditCost")}</p>
        <ButtonLink to="/buy-credits" fullWidth>
          {t("account.buyCredits")}
        </ButtonLink>
      </Card>

      <CreditHistory credits={user.credits} />

      <PasswordSettings onChanged={() => setSessionsVersion((n) => n + 1)} />

      <SessionsSettings version={sessionsVersion} onSignedOutHere={() => void onLogout()} />

      <DataSettings onDeleted={() => void onDeleted()} />

      <Button variant="secondary" fullWidth onClick={onLogout} loading={loggingOut}>
        {t("account.logOut")}
      </Button>
    </div>
  );
}
