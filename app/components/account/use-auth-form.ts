import { useNavigate, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import * as v from "valibot";
import { useSession } from "~/components/session";
import { useToast } from "~/components/toast";
import type { AuthResult } from "~/utils/api.client";
import { safeRedirect } from "~/utils/format";
import { validateForm, type FieldErrors } from "~/utils/forms";
import { SOLVE_CHALLENGE_FIRST, useChallenge } from "~/components/person-check/use-challenge";
import { useFormSubmit } from "~/utils/use-form-submit";
import { useHydrated } from "~/utils/use-hydrated";
import { parseUser } from "~/utils/user";

interface Options<Schema extends v.GenericSchema> {
  schema: Schema;
  /** The form's values as the schema expects them. */
  read: (form: HTMLFormElement) => unknown;
  send: (input: v.InferOutput<Schema>) => Promise<AuthResult>;
  /** The form's error when the server gives no message. */
  failure: string;
  /** Show the server's message as a toast after success (signup's welcome). */
  toastMessage?: boolean;
}

/**
 * The sign-in and sign-up forms' behaviour: validate with the shared schema (errors per field,
 * focus on the first), send, start the session and go back to the page that sent the visitor
 * here (`redirectTo`, same-origin paths only) or to /home, or show the server's message. When
 * the api asks for a person check, `challengeField` shows it and the next submit carries it.
 */
export function useAuthForm<Name extends string, Schema extends v.GenericSchema>(options: Options<Schema>) {
  const { signIn } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const challenge = useChallenge();
  const { formError, setFormError, pending, onSubmit } = useFormSubmit({
    check: (form) => {
      const input = validateForm(options.schema, form, options.read(form), setErrors);
      if (input === null || challenge.ready) return input;
      setFormError(SOLVE_CHALLENGE_FIRST);
      return null;
    },
    send: async (input: v.InferOutput<Schema>) => {
      let result: AuthResult;
      try {
        result = await options.send(challenge.withChallenge(input as object) as v.InferOutput<Schema>);
      } catch (error) {
        challenge.settle(error);
        throw error;
      }
      signIn(parseUser(result.user));
      if (options.toastMessage && result.message) toast(result.message, { variant: "success" });
      navigate(safeRedirect(params.get("redirectTo"), "/home"));
    },
    failure: options.failure,
  });

  return { errors, formError, pending, hydrated, onSubmit, challengeField: challenge.field };
}
