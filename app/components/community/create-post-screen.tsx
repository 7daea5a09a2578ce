/**
 * /create-post?stackId=: 'Login Required' when signed out, 'No Routine
 * Selected' without a stack id, else the form: title (required, trimmed, at most 100, counter),
 * description (at most 800, counter), Cancel (back) and Create Post (disabled while the title is
 * empty or the request is pending). Success: toast 'Post created successfully!' and /explore.
 */
import { useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { goalName } from "@core/domain";
import { apiErrorText } from "~/utils/api-error-text";
import { useT } from "~/utils/i18n";
import { useHydrated } from "~/utils/use-hydrated";
import { useSession } from "../session";
import { useToast } from "../toast";
import { Button, Card, PageTitle } from "../ui";
import { communityApi } from "./community-api.client";
import { Gate } from "./gate";
import { PostTextFields, type PostText } from "./post-text-fields";
import { postPath } from "./post-links";
import { routineApi } from "~/components/routine/routine-api.client";
import { productCount, type RoutineView } from "~/components/routine/routine-view";
import { useLoginPath } from "~/utils/use-login-path";

export function CreatePostScreen() {
  const loginPath = useLoginPath();
  const [params] = useSearchParams();
  const routineId = params.get("stackId")?.trim() ?? "";
  const { signedIn, ready } = useSession();
  const hydrated = useHydrated();
  const t = useT();

  if (!signedIn) {
    if (!ready) return <p className="text-sm text-stone-600">{t("community.loading")}</p>;
    return <Gate title={t("community.loginRequired")} text={t("post.createLoginText")} to={loginPath} action={t("community.logIn")} />;
  }
  if (!routineId) {
    return <Gate title={t("post.noRoutineTitle")} text={t("post.noRoutineText")} to="/home" action={t("community.goToRoutines")} />;
  }
  return <CreatePostForOwnRoutine routineId={routineId} hydrated={hydrated} />;
}

type RoutineCheck = { status: "loading" } | { status: "own"; stack: RoutineView } | { status: "missing" } | { status: "foreign" };

/** Loads the routine first: the post shows what it is about, and someone else's routine is refused before any typing. */
function CreatePostForOwnRoutine({ routineId, hydrated }: { routineId: string; hydrated: boolean }) {
  const { user } = useSession();
  const [check, setCheck] = useState<RoutineCheck>({ status: "loading" });
  const t = useT();
  useEffect(() => {
    const controller = new AbortController();
    routineApi
      .stack(routineId, controller.signal)
      .then((routine) => setCheck(user && routine.userId !== user.id ? { status: "foreign" } : { status: "own", stack: routine }))
      .catch(() => {
        if (!controller.signal.aborted) setCheck({ status: "missing" });
      });
    return () => controller.abort();
  }, [routineId, user]);

  if (check.status === "loading") return <p className="text-sm text-stone-600">{t("post.loadingRoutine")}</p>;
  if (check.status === "missing") {
    return <Gate title={t("post.routineNotFoundTitle")} text={t("post.routineNotFoundText")} to="/home" action={t("community.goToRoutines")} />;
  }
  if (check.status === "foreign") {
    return <Gate title={t("post.notYourRoutineTitle")} text={t("post.notYourRoutineText")} to="/home" action={t("community.goToRoutines")} />;
  }
  return <CreatePostForm routineId={routineId} hydrated={hydrated} routine={check.stack} />;
}

function RoutineBeingShared({ routine }: { routine: RoutineView }) {
  const count = productCount(routine);
  const t = useT();
  return (
    <div className="rounded-xl border border-stone-200 bg-stone-50 p-3" data-testid="post-routine">
      <p className="text-xs font-medium uppercase tracking-wide text-stone-600">{t("post.postingAbout")}</p>
      <p className="font-semibold text-stone-900">{routine.name}</p>
      <p className="text-sm text-stone-700">
        {goalName(routine.goal)} · {t("feed.productCount", { count })}
      </p>
    </div>
  );
}

function CreatePostForm({ routineId, hydrated, routine }: { routineId: string; hydrated: boolean; routine: RoutineView }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const [text, setText] = useState<PostText>({ title: "", description: "" });
  const [pending, setPending] = useState(false);
  const title = text.title.trim();
  const t = useT();

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (pending) return;
    if (!routineId) {
      toast(t("post.noRoutineSelected"), { variant: "error" });
      return;
    }
    if (!title) {
      toast(t("post.enterTitle"), { variant: "error" });
      return;
    }
    setPending(true);
    try {
      const { id } = await communityApi.createPost({ stackId: routineId, title, description: text.description.trim() });
      toast(t("post.created"), { variant: "success" });
      // On to the new post: what was just written, where its comments will come.
      navigate(postPath(id));
    } catch (error) {
      const fallback = t.language === "en" && error instanceof Error && error.message ? error.message : t("post.tryAgain");
      toast(t("post.createFailed", { reason: apiErrorText(t, error, fallback) }), { variant: "error" });
      setPending(false);
    }
  }

  return (
    <div className="space-y-5">
      <PageTitle>{t("post.createTitle")}</PageTitle>
      <Card>
        <form className="space-y-5" onSubmit={submit} noValidate>
          <RoutineBeingShared routine={routine} />
          <PostTextFields value={text} onChange={setText} />
          <p className="text-sm text-stone-700" data-testid="post-sharing-note">
            {t("post.sharingNote")}
          </p>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => navigate(-1)} disabled={pending}>
              {t("post.cancel")}
            </Button>
            <Button type="submit" disabled={!hydrated || !title} loading={pending}>
              {t("post.submit")}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
