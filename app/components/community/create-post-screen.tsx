/**
 * /create-post?stackId=: 'Login Required' when signed out, 'No Routine
 * Selected' without a stack id, else the form: title (required, trimmed, at most 100, counter),
 * description (at most 800, counter), Cancel (back) and Create Post (disabled while the title is
 * empty or the request is pending). Success: toast 'Post created successfully!' and /explore.
 */
import { useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { goalName } from "@core/domain";
import { serverMessageOr } from "~/utils/http";
import { useHydrated } from "~/utils/use-hydrated";
import { useSession } from "../session";
import { useToast } from "../toast";
import { Button, Card, PageTitle } from "../ui";
import { communityApi } from "./community-api.client";
import { Gate } from "./gate";
import { PostTextFields, type PostText } from "./post-text-fields";
import { postPath } from "./post-links";
import { routineApi } from "~/components/routine/routine-api.client";
import { productCount, type StackView } from "~/components/routine/stack";
import { useLoginPath } from "~/utils/use-login-path";
import { countOf } from "@core/plural";

export function CreatePostScreen() {
  const loginPath = useLoginPath();
  const [params] = useSearchParams();
  const stackId = params.get("stackId")?.trim() ?? "";
  const { signedIn, ready } = useSession();
  const hydrated = useHydrated();

  if (!signedIn) {
    if (!ready) return <p className="text-sm text-stone-600">Loading...</p>;
    return <Gate title="Login Required" text="You need to be logged in to create a post." to={loginPath} action="Log In" />;
  }
  if (!stackId) {
    return <Gate title="No Routine Selected" text="Please select a routine to create a post." to="/home" action="Go to My Routines" />;
  }
  return <CreatePostForOwnRoutine stackId={stackId} hydrated={hydrated} />;
}

type RoutineCheck = { status: "loading" } | { status: "own"; stack: StackView } | { status: "missing" } | { status: "foreign" };

/** Loads the routine first: the post shows what it is about, and someone else's routine is refused before any typing. */
function CreatePostForOwnRoutine({ stackId, hydrated }: { stackId: string; hydrated: boolean }) {
  const { user } = useSession();
  const [check, setCheck] = useState<RoutineCheck>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    routineApi
      .stack(stackId, controller.signal)
      .then((stack) => setCheck(user && stack.userId !== user.id ? { status: "foreign" } : { status: "own", stack }))
      .catch(() => {
        if (!controller.signal.aborted) setCheck({ status: "missing" });
      });
    return () => controller.abort();
  }, [stackId, user]);

  if (check.status === "loading") return <p className="text-sm text-stone-600">Loading your routine...</p>;
  if (check.status === "missing") {
    return <Gate title="Routine Not Found" text="The routine you're posting about doesn't exist or has been removed." to="/home" action="Go to My Routines" />;
  }
  if (check.status === "foreign") {
    return <Gate title="Not Your Routine" text="You can only post about your own routines." to="/home" action="Go to My Routines" />;
  }
  return <CreatePostForm stackId={stackId} hydrated={hydrated} stack={check.stack} />;
}

function RoutineBeingShared({ stack }: { stack: StackView }) {
  const count = productCount(stack);
  return (
    <div className="rounded-xl border border-stone-200 bg-stone-50 p-3" data-testid="post-routine">
      <p className="text-xs font-medium uppercase tracking-wide text-stone-600">Posting about</p>
      <p className="font-semibold text-stone-900">{stack.name}</p>
      <p className="text-sm text-stone-700">
        {goalName(stack.goal)} · {countOf(count, "product")}
      </p>
    </div>
  );
}

function CreatePostForm({ stackId, hydrated, stack }: { stackId: string; hydrated: boolean; stack: StackView }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const [text, setText] = useState<PostText>({ title: "", description: "" });
  const [pending, setPending] = useState(false);
  const title = text.title.trim();

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (pending) return;
    if (!stackId) {
      toast("No routine selected", { variant: "error" });
      return;
    }
    if (!title) {
      toast("Please enter a title", { variant: "error" });
      return;
    }
    setPending(true);
    try {
      const { id } = await communityApi.createPost({ stackId, title, description: text.description.trim() });
      toast("Post created successfully!", { variant: "success" });
      // On to the new post: what was just written, where its comments will come.
      navigate(postPath(id));
    } catch (error) {
      const message = serverMessageOr(error, error instanceof Error && error.message ? error.message : "Please try again.");
      toast(`Failed to create post: ${message}`, { variant: "error" });
      setPending(false);
    }
  }

  return (
    <div className="space-y-5">
      <PageTitle>Create Post</PageTitle>
      <Card>
        <form className="space-y-5" onSubmit={submit} noValidate>
          <RoutineBeingShared stack={stack} />
          <PostTextFields value={text} onChange={setText} />
          <p className="text-sm text-stone-700" data-testid="post-sharing-note">
            Posting shares this routine with the community: its products and scores become public. Your skin profile,
            sensitivities and notes about how your skin feels stay private.
          </p>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => navigate(-1)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={!hydrated || !title} loading={pending}>
              Create Post
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
