import { useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useSession } from "../session";
import { useToast } from "../toast";
import { ButtonLink, Notice, PageTitle, Spinner } from "../ui";
import { SkinProfileForm } from "./skin-profile-form";
import { advancedApi } from "~/components/advanced/advanced-api.client";
import { DEFAULT_PROFILE, type ProfileAnswers } from "~/components/advanced/profile";
import { apiErrorText } from "~/utils/api-error-text";
import { useT } from "~/utils/i18n";

export const PROFILE_SAVED = "Skin profile saved.";

/**
 * /profile: the skin profile questionnaire on its own. Saved to the account (PUT /api/profile);
 * the advanced analysis and every later evaluation use it. Continue goes on to product selection:
 * the routine given as ?stackId= (advanced analysis), else the create-routine wizard.
 */
export function ProfileScreen({ next }: { next: string }) {
  const { ready, signedIn } = useSession();
  const { toast } = useToast();
  const t = useT();
  const navigate = useNavigate();
  const [profile, setProfile] = useState<ProfileAnswers | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!ready || !signedIn) return;
    const controller = new AbortController();
    advancedApi
      .profile(controller.signal)
      .then((answer) => {
        setProfile(answer.profile);
        setSaved(answer.saved);
      })
      .catch((error) => {
        if (controller.signal.aborted) return;
        console.warn("Could not load the skin profile; showing the defaults", error);
        setProfile(DEFAULT_PROFILE);
      });
    return () => controller.abort();
  }, [ready, signedIn]);

  async function save() {
    if (!profile) return;
    setBusy(true);
    try {
      await advancedApi.saveProfile(profile);
      toast(t("profile.saved"), { variant: "success" });
      navigate(next);
    } catch (error) {
      console.error("Could not save the skin profile", error);
      toast(apiErrorText(t, error, t("profile.saveFailed")), { variant: "error" });
      setBusy(false);
    }
  }

  return (
    <div className="space-y-5">
      <div className="space-y-1">
        <PageTitle>{t("profile.title")}</PageTitle>
        <p className="text-sm text-stone-700">{t("profile.intro")}</p>
      </div>
      {!ready ? (
        <p role="status" className="flex items-center gap-2 text-stone-700">
          <Spinner /> {t("profile.loading")}
        </p>
      ) : !signedIn ? (
        <div className="space-y-3">
          <Notice>{t("profile.signIn")}</Notice>
          <div className="flex gap-2">
            <ButtonLink to="/login">{t("shell.login")}</ButtonLink>
            <ButtonLink to="/signup" variant="secondary">
              {t("shell.signUp")}
            </ButtonLink>
          </div>
        </div>
      ) : !profile ? (
        <p role="status" className="flex items-center gap-2 text-stone-700">
          <Spinner /> {t("profile.loading")}
        </p>
      ) : (
        <>
          {saved ? null : <Notice>{t("profile.defaults")}</Notice>}
          <SkinProfileForm value={profile} onChange={setProfile} onContinue={() => void save()} busy={busy} />
        </>
      )}
    </div>
  );
}
