import { useState } from "react";
import { apiErrorText } from "./api-error-text";
import { useT } from "./i18n";

/**
 * A form's submit: `check` reads the form (showing its errors and returning null when it is not
 * valid), then `send` gets what it returned, pending meanwhile. A failure shows the server's message
 * in the page's language (else `failure`) as the form's error. After success the form stays pending: it gives way to what
 * follows (another page, a message), so it cannot be sent twice.
 */
export function useFormSubmit<T>(options: { check: (form: HTMLFormElement) => T | null; send: (input: T) => Promise<void>; failure: string }) {
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const t = useT();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const input = options.check(event.currentTarget);
    if (input === null) return;
    setPending(true);
    try {
      await options.send(input);
    } catch (error) {
      setFormError(apiErrorText(t, error, options.failure));
      setPending(false);
    }
  }

  return { formError, setFormError, pending, onSubmit };
}
