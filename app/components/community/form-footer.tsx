/** The end of a small community form or dialog: the failure's message, announced, above its buttons (right-aligned). */
export function FormFooter({
  error,
  errorId,
  errorTestId,
  children,
}: {
  error: string | null;
  errorId?: string;
  errorTestId?: string;
  children: React.ReactNode;
}) {
  return (
    <>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-800" data-testid={errorTestId}>
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">{children}</div>
    </>
  );
}
