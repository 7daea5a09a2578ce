import { useState } from "react";

/**
 * A small form's send: `pending` while the action runs, then the message of its failure (or none).
 * The action resolves null on success, else the message to show; `send` resolves whether it succeeded.
 */
export function useSending() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send(action: () => Promise<string | null>): Promise<boolean> {
    if (pending) return false;
    setPending(true);
    setError(null);
    const failure = await action();
    setPending(false);
    setError(failure);
    return failure === null;
  }

  return { pending, error, send };
}
