/** Valibot schemas for the account forms, shared by the web app and the api Worker. */
import * as v from "valibot";
import { isSpecialUseAddress, SPECIAL_USE_MESSAGE } from "../email-addresses";
import { displayNameProblem, normalizeUsername } from "../usernames";
import { MAX_CHALLENGE_TOKEN_LENGTH } from "../challenge";

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;
export { MAX_USERNAME_LENGTH } from "../usernames";

const email = v.pipe(
  v.string("email must be a string"),
  v.trim(),
  v.nonEmpty("email is required"),
  v.maxLength(254, "email is too long"),
  v.email("email must be a valid email address"),
  v.toLowerCase(),
);

/**
 * An address someone asks to be reached at (sign-up, change of email): also never a special-use
 * domain (.invalid, .localhost...: core/email-addresses, ADR 0027), which no mailbox can be at.
 */
export const newEmailAddress = <T extends v.GenericSchema<unknown, string>>(schema: T) =>
  v.pipe(schema, v.check((value: string) => !isSpecialUseAddress(value), SPECIAL_USE_MESSAGE));

const password = v.pipe(
  v.string("password must be a string"),
  v.nonEmpty("password is required"),
  v.maxLength(MAX_PASSWORD_LENGTH, `password must be at most ${MAX_PASSWORD_LENGTH} characters`),
);

/** A solved person check (Turnstile's token), sent when the api asked for one (ADR 0028). */
export const challengeField = v.optional(
  v.pipe(
    v.string("challenge must be a string"),
    v.maxLength(MAX_CHALLENGE_TOKEN_LENGTH, `challenge must be at most ${MAX_CHALLENGE_TOKEN_LENGTH} characters`),
  ),
);

/** Message for the object level: an unknown key, or a required key that is missing. */
export const objectMessage = (issue: v.BaseIssue<unknown>) =>
  issue.expected === "never" ? "unknown field" : "is required";

/** A display name may not pass for the app or its staff (core/usernames, ADR 0029). */
export const notClaimingStaff = v.rawCheck<string>(({ dataset, addIssue }) => {
  const problem = dataset.typed ? displayNameProblem(dataset.value) : null;
  if (problem) addIssue({ message: problem });
});

export const MAX_NAME_LENGTH = 100;

/** A display name as people give it: trimmed, at most 100 characters, not passing for the app or its staff. */
export const displayName = v.pipe(
  v.string("name must be a string"),
  v.trim(),
  v.maxLength(MAX_NAME_LENGTH, `name must be at most ${MAX_NAME_LENGTH} characters`),
  notClaimingStaff,
);

export const LoginSchema = v.strictObject({ email, password, challenge: challengeField }, objectMessage);

export const SignupSchema = v.strictObject(
  {
  name: v.optional(displayName),
  email: newEmailAddress(email),
  password: v.pipe(
    password,
    v.minLength(MIN_PASSWORD_LENGTH, `password must be at least ${MIN_PASSWORD_LENGTH} characters`),
  ),
  challenge: challengeField,
  },
  objectMessage,
);

/** The username, normalised by the one rule (core/usernames). */
export const UsernameSchema = v.strictObject(
  {
    username: v.pipe(
      v.string("username must be a string"),
      v.trim(),
      v.nonEmpty("username is required"),
      v.maxLength(200, "username must be at most 50 characters"),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const checked = normalizeUsername(dataset.value);
        if (checked.ok) return checked.username;
        addIssue({ message: checked.message });
        return NEVER;
      }),
    ),
  },
  objectMessage,
);

export type LoginInput = v.InferOutput<typeof LoginSchema>;
export type SignupInput = v.InferOutput<typeof SignupSchema>;
