/**
 * Valibot schemas for account recovery and account settings (forgot/reset/change password, change
 * of email, display name, account deletion), shared by the web app and the api Worker.
 */
import * as v from "valibot";
import { isLanguageTag } from "../i18n/negotiate";
import { challengeField, displayName, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, newEmailAddress, objectMessage } from "./auth";

export { MAX_NAME_LENGTH } from "./auth";
/** Emailed tokens are 43 characters (32 random bytes, base64url); anything much longer is not ours. */
const MAX_TOKEN_LENGTH = 200;

const emailField = (field: string) =>
  v.pipe(
    v.string(`${field} must be a string`),
    v.trim(),
    v.nonEmpty(`${field} is required`),
    v.maxLength(254, `${field} is too long`),
    v.email(`${field} must be a valid email address`),
    v.toLowerCase(),
  );

/** A password being checked: any non-empty string up to the maximum (old accounts may predate rules). */
const passwordField = (field: string) =>
  v.pipe(
    v.string(`${field} must be a string`),
    v.nonEmpty(`${field} is required`),
    v.maxLength(MAX_PASSWORD_LENGTH, `${field} must be at most ${MAX_PASSWORD_LENGTH} characters`),
  );

/** A password being chosen: the signup rule (at least MIN_PASSWORD_LENGTH characters). */
const newPasswordField = (field: string) =>
  v.pipe(passwordField(field), v.minLength(MIN_PASSWORD_LENGTH, `${field} must be at least ${MIN_PASSWORD_LENGTH} characters`));

const tokenField = v.pipe(
  v.string("token must be a string"),
  v.trim(),
  v.nonEmpty("token is required"),
  v.maxLength(MAX_TOKEN_LENGTH, "token is too long"),
);

export const PasswordResetRequestSchema = v.strictObject({ email: emailField("email"), challenge: challengeField }, objectMessage);

export const PasswordResetConfirmSchema = v.strictObject(
  { token: tokenField, password: newPasswordField("password") },
  objectMessage,
);

export const ChangePasswordSchema = v.strictObject(
  { currentPassword: passwordField("currentPassword"), newPassword: newPasswordField("newPassword") },
  objectMessage,
);

/** `password` is required when the account has one (the route decides; Google-only accounts have none). */
export const ChangeEmailSchema = v.strictObject(
  { email: newEmailAddress(emailField("email")), password: v.optional(passwordField("password")) },
  objectMessage,
);

export const ConfirmEmailChangeSchema = v.strictObject({ token: tokenField }, objectMessage);

/** Opened from the notice sent to the OLD address: undoes the change of email (ADR 0027). */
export const UndoEmailChangeSchema = v.strictObject({ token: tokenField }, objectMessage);

/** The display name; an empty one clears it. */
export const UpdateProfileSchema = v.strictObject(
  {
    name: displayName,
  },
  objectMessage,
);

/**
 * PATCH /api/account: the display name and/or the language (a catalogue's tag; null gives the
 * choice back to the browser's Accept-Language). Whether the tag has a catalogue is the route's check.
 */
export const UpdateAccountSchema = v.pipe(
  v.strictObject(
    {
      name: v.optional(UpdateProfileSchema.entries.name),
      language: v.optional(
        v.nullable(v.pipe(v.string("language must be a string"), v.check(isLanguageTag, 'language must be a language tag such as "fr"'))),
      ),
    },
    objectMessage,
  ),
  v.check((input) => input.name !== undefined || input.language !== undefined, "Send a name or a language"),
);

export const DeleteAccountSchema = v.strictObject({ password: v.optional(passwordField("password")) }, objectMessage);

export type ChangePasswordInput = v.InferOutput<typeof ChangePasswordSchema>;
export type PasswordResetConfirmInput = v.InferOutput<typeof PasswordResetConfirmSchema>;
