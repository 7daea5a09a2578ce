/** The boxes every account form asks for: an email, and a password (the account's current one, or a new one). */
import { forwardRef, type ComponentProps } from "react";
import { MIN_PASSWORD_LENGTH } from "@core/schemas/auth";
import { Field } from "./ui";
import { useT } from "~/utils/i18n";

type FieldProps = ComponentProps<typeof Field>;

/** Under a new password's label (English; forms in the page's language use useNewPasswordHint). */
export const NEW_PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters.`;

export function useNewPasswordHint(): string {
  return useT()("auth.newPasswordHint", { min: MIN_PASSWORD_LENGTH });
}

export function EmailField({ label, error }: { label?: string; error?: string }) {
  const t = useT();
  return <Field label={label ?? t("auth.email")} name="email" type="email" autoComplete="email" inputMode="email" required error={error} />;
}

/** `kind` tells password managers whether to fill the saved password or to offer a new one. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<FieldProps, "type" | "autoComplete"> & { kind: "current" | "new" }>(
  function PasswordField({ kind, name = "password", ...props }, ref) {
    return <Field ref={ref} name={name} type="password" autoComplete={kind === "current" ? "current-password" : "new-password"} {...props} />;
  },
);
