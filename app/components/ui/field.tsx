import { forwardRef, useId } from "react";
import { useT } from "~/utils/i18n";

const INPUT_CLASSES =
  "block w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-stone-900 placeholder:text-stone-500 disabled:bg-stone-100";

export const Input = forwardRef<HTMLInputElement, React.InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean }>(
  function Input({ className = "", invalid, ...props }, ref) {
    return (
      <input
        ref={ref}
        aria-invalid={invalid || undefined}
        className={`${INPUT_CLASSES} ${invalid ? "border-red-700" : "border-stone-400"} ${className}`}
        {...props}
      />
    );
  },
);

interface FieldProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  /** Shown under the input and tied to it with aria-describedby; marks the input invalid. */
  error?: string | null;
  /** Help text under the label. */
  hint?: string;
  /** Appends '(optional)' to the label. */
  optional?: boolean;
}

/**
 * The frame of a form control: its label, the hint under the label and the error under the control,
 * both tied to the control with aria-describedby. `children` gets the control's id and describedBy.
 */
export function FieldFrame({
  label,
  optional,
  hint,
  error,
  className = "",
  children,
}: {
  label: string;
  optional?: boolean;
  hint?: string;
  error?: string | null;
  className?: string;
  children: (control: { id: string; describedBy: string | undefined }) => React.ReactNode;
}) {
  const id = useId();
  const t = useT();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`space-y-1.5 ${className}`}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
        {optional ? <span className="font-normal text-stone-600"> ({t("auth.optional")})</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {children({ id, describedBy })}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input with its hint and error, wired for assistive technology. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, optional, className = "", ...props },
  ref,
) {
  return (
    <FieldFrame label={label} optional={optional} hint={hint} error={error} className={className}>
      {({ id, describedBy }) => <Input ref={ref} id={id} invalid={Boolean(error)} aria-describedby={describedBy} {...props} />}
    </FieldFrame>
  );
});

/** The attributes that tie a framed control to its label, hint and error. */
function wired({ id, describedBy }: { id: string; describedBy: string | undefined }, error: string | null | undefined) {
  return { id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined } as const;
}

const border = (error: string | null | undefined) => (error ? "border-red-700" : "border-stone-400");

interface SelectFieldProps extends Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: string;
  error?: string | null;
  hint?: string;
}

/** A labelled select with its hint and error, wired like Field; the options are its children. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, className = "", children, ...props },
  ref,
) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select ref={ref} {...wired(control, error)} className={`${INPUT_CLASSES} ${border(error)}`} {...props}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
});

interface TextAreaFieldProps extends Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  label: string;
  hint?: string;
  error?: string | null;
  optional?: boolean;
  /** Code or JSON: monospaced, small, no spell checking. */
  mono?: boolean;
  /** What stands between the label and the box: another way to fill it (reading a photo). */
  above?: React.ReactNode;
}

/** A labelled textarea with its hint and error, wired like Field. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, hint, error, optional, mono, above, className = "", rows = 6, ...props },
  ref,
) {
  return (
    <FieldFrame label={label} optional={optional} hint={hint} error={error} className={className}>
      {(control) => (
        <>
          {above}
          <textarea
            ref={ref}
            {...wired(control, error)}
            rows={rows}
            spellCheck={mono ? false : undefined}
            className={`block w-full rounded-xl border bg-white px-3.5 py-2.5 text-stone-900 placeholder:text-stone-500 ${
              mono ? "font-mono text-xs leading-relaxed" : "text-base"
            } ${border(error)}`}
            {...props}
          />
        </>
      )}
    </FieldFrame>
  );
});
