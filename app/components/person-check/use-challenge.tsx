import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { CHALLENGE_FAILED, CHALLENGE_REQUIRED } from "@core/challenge";
import { PersonCheck, type ChallengeSettings } from "./person-check";
import { isApiError } from "~/utils/http";

/**
 * A form's person check (ADR 0028): hidden until the api answers `challenge_required` or
 * `challenge_failed`, then shown above the submit button; the solved token goes with the next
 * submit (`withChallenge`). A token is good once, so after every answer to a submit that carried
 * one, the check starts again. The page's loader gives the settings (./challenge.server).
 */
export function useChallenge() {
  const { challenge: settings } = useLoaderData<{ challenge: ChallengeSettings }>();
  const [needed, setNeeded] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  return {
    /** Whether the form may be sent: no check asked for, or it is solved. */
    ready: !needed || token !== null,
    /** The body to send, with the solved token when there is one. */
    withChallenge<T extends object>(body: T): T & { challenge?: string } {
      return token ? { ...body, challenge: token } : body;
    },
    /** After an answer: a spent token is dropped, and a refusal asking for a check shows it. */
    settle(error?: unknown) {
      if (token) {
        setToken(null);
        setRound((n) => n + 1);
      }
      if (isApiError(error) && (error.code === CHALLENGE_REQUIRED || error.code === CHALLENGE_FAILED)) setNeeded(true);
    },
    field: needed ? <PersonCheck key={round} settings={settings} onToken={setToken} /> : null,
  };
}

/** The form's error when it is sent before the check is solved. */
export const SOLVE_CHALLENGE_FIRST = "Please confirm you're a person first (the check above the button).";
