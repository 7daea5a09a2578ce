import type { MetaFunction } from "@remix-run/cloudflare";
import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { MAX_USERNAME_LENGTH } from "@core/schemas/auth";
import { MIN_USERNAME_LENGTH } from "@core/usernames";
import { useSession } from "~/components/session";
import { Button, Card, Field, PageTitle } from "~/components/ui";
import { authApi } from "~/utils/api.client";
import { translatedPageMeta } from "~/utils/meta";
import { metaTranslator, useT } from "~/utils/i18n";
import { useHydrated } from "~/utils/use-hydrated";
import { parseUser } from "~/utils/user";

export const meta: MetaFunction = ({ matches }) => translatedPageMeta(metaTranslator(matches), "onboarding.username.title");

export const USERNAME_REDIRECT_MS = 500;

export default function SetupUsername() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { setUser } = useSession();
  const [phase, setPhase] = useState<"idle" | "saving" | "leaving">("idle");
  const timer = useRef<number | undefined>(undefined);
  const t = useT();

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function leave() {
    setPhase("leaving");
    timer.current = window.setTimeout(() => navigate("/add-stack"), USERNAME_REDIRECT_MS);
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get("username");
    const username = typeof value === "string" ? value.trim() : "";
    if (username) {
      setPhase("saving");
      try {
        const result = await authApi.updateUsername(username);
        const user = parseUser(result?.user);
        if (user) setUser(user);
      } catch (error) {
        // Failures are ignored; the user can set it later on the account page.
        console.warn("Could not save the username", error);
      }
    }
    leave();
  }

  const busy = phase !== "idle";

  return (
    <div className="space-y-5">
      <div className="space-y-1 text-center">
        <PageTitle>{t("onboarding.username.title")}</PageTitle>
        <p className="text-sm text-stone-700">{t("onboarding.username.intro")}</p>
      </div>
      <Card>
        <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
          <Field
            label={t("onboarding.username.label")}
            name="username"
            autoComplete="username"
            maxLength={MAX_USERNAME_LENGTH}
            hint={t("onboarding.username.hint", { min: MIN_USERNAME_LENGTH, max: MAX_USERNAME_LENGTH })}
          />
          <p className="text-sm text-stone-600">{t("onboarding.username.later")}</p>
          <div className="flex gap-3">
            <Button type="button" variant="secondary" fullWidth onClick={leave} disabled={!hydrated || busy}>
              {t("onboarding.username.skip")}
            </Button>
            <Button type="submit" fullWidth loading={phase === "saving"} disabled={!hydrated || busy}>
              {t("wizard.continue")}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
