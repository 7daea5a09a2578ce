import type { MetaFunction } from "@remix-run/cloudflare";
import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { MAX_USERNAME_LENGTH } from "@core/schemas/auth";
import { USERNAME_HINT } from "@core/usernames";
import { useSession } from "~/components/session";
import { Button, Card, Field, PageTitle } from "~/components/ui";
import { authApi } from "~/utils/api.client";
import { pageMeta } from "~/utils/meta";
import { useHydrated } from "~/utils/use-hydrated";
import { parseUser } from "~/utils/user";

export const meta: MetaFunction = () => pageMeta("Choose a username");

export const USERNAME_REDIRECT_MS = 500;

export default function SetupUsername() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { setUser } = useSession();
  const [phase, setPhase] = useState<"idle" | "saving" | "leaving">("idle");
  const timer = useRef<number | undefined>(undefined);

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
        <PageTitle>Choose a username</PageTitle>
        <p className="text-sm text-stone-700">This is how others see you when you share routines and comment.</p>
      </div>
      <Card>
        <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
          <Field
            label="Username"
            name="username"
            autoComplete="username"
            maxLength={MAX_USERNAME_LENGTH}
            hint={USERNAME_HINT}
          />
          <p className="text-sm text-stone-600">You can change this later in your account settings.</p>
          <div className="flex gap-3">
            <Button type="button" variant="secondary" fullWidth onClick={leave} disabled={!hydrated || busy}>
              Skip
            </Button>
            <Button type="submit" fullWidth loading={phase === "saving"} disabled={!hydrated || busy}>
              Continue
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
