import { useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useSession } from "../session";
import { useToast } from "../toast";
import { ButtonLink, Notice, PageTitle, Spinner } from "../ui";
import { SkinProfileForm } from "./skin-profile-form";
import { advancedApi } from "~/components/advanced/advanced-api.client";
import { DEFAULT_PROFILE, type ProfileAnswers } from "~/components/advanced/profile";
import { serverMessageOr } from "~/utils/http";

export const PROFILE_SAVED = "Skin profile saved.";

/**
 * /profile: the skin profile questionnaire on its own. Saved to the account (PUT /api/profile);
 * the advanced analysis and every later evaluation use it. Continue goes on to product selection:
 * the routine given as ?stackId= (advanced analysis), else the create-routine wizard.
 */
export function ProfileScreen({ next }: { next: string }) {
  const { ready, signedIn } = useSession();
  const { toast } = useToast();
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
      toast(PROFILE_SAVED, { variant: "success" });
      navigate(next);
    } catch (error) {
      console.error("Could not save the skin profile", error);
      toast(serverMessageOr(error, "Your skin profile could not be saved. Please try again."), { variant: "error" });
      setBusy(false);
    }
  }

  return (
    <div className="space-y-5">
      <div className="space-y-1">
        <PageTitle>Your Skin Profile</PageTitle>
        <p className="text-sm text-stone-700">
          Four quick questions. Your answers tailor the advanced analysis and flag ingredients you are sensitive to in every
          evaluation.
        </p>
      </div>
      {!ready ? (
        <p role="status" className="flex items-center gap-2 text-stone-700">
          <Spinner /> Loading your profile...
        </p>
      ) : !signedIn ? (
        <div className="space-y-3">
          <Notice>Sign in to save your skin profile.</Notice>
          <div className="flex gap-2">
            <ButtonLink to="/login">Login</ButtonLink>
            <ButtonLink to="/signup" variant="secondary">
              Sign up
            </ButtonLink>
          </div>
        </div>
      ) : !profile ? (
        <p role="status" className="flex items-center gap-2 text-stone-700">
          <Spinner /> Loading your profile...
        </p>
      ) : (
        <>
          {saved ? null : <Notice>You have not saved a skin profile yet: these are the defaults.</Notice>}
          <SkinProfileForm value={profile} onChange={setProfile} onContinue={() => void save()} busy={busy} />
        </>
      )}
    </div>
  );
}
