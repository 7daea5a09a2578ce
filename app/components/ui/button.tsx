import { Link, type LinkProps } from "@remix-run/react";
import { forwardRef } from "react";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

const BASE =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 active:bg-brand-800",
  secondary: "border border-stone-300 bg-white text-stone-900 hover:bg-stone-100",
  ghost: "text-stone-800 hover:bg-stone-100",
  danger: "bg-red-700 text-white hover:bg-red-800",
};

const SIZES: Record<ButtonSize, string> = {
  // Drawn 36 px tall, tapped as 44 (tap-target, app/tailwind.css).
  sm: "tap-target min-h-9 px-3 text-sm",
  md: "min-h-11 px-5 text-sm",
  lg: "min-h-12 px-6 text-base",
};

export function buttonClasses(
  variant: ButtonVariant = "primary",
  size: ButtonSize = "md",
  extra = "",
  fullWidth = false,
): string {
  return [BASE, VARIANTS[variant], SIZES[size], fullWidth ? "w-full" : "", extra].filter(Boolean).join(" ");
}

interface ButtonOwnProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a busy state: disabled and `aria-busy`, the label stays for the accessible name. */
  loading?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonOwnProps & React.ButtonHTMLAttributes<HTMLButtonElement>>(
  function Button({ variant, size, fullWidth, loading, className, disabled, type = "button", children, ...props }, ref) {
    return (
      <button
        ref={ref}
        type={type}
        disabled={disabled || loading}
        aria-busy={loading || undefined}
        className={buttonClasses(variant, size, className, fullWidth)}
        {...primaryActionMark(variant)}
        {...props}
      >
        {loading ? <Spinner /> : null}
        {children}
      </button>
    );
  },
);

export function ButtonLink({
  variant,
  size,
  fullWidth,
  className,
  ...props
}: Omit<ButtonOwnProps, "loading"> & LinkProps) {
  return <Link className={buttonClasses(variant, size, className, fullWidth)} {...primaryActionMark(variant)} {...props} />;
}

/** Primary and danger buttons are the actions a toast must not cover (components/toast.tsx). */
function primaryActionMark(variant: ButtonVariant = "primary") {
  return variant === "primary" || variant === "danger" ? { "data-primary-action": "" } : {};
}

export function Spinner({ className = "size-4" }: { className?: string }) {
  return (
    <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
