/**
 * Where focus goes after deleting a comment of a thread: the comment after it, else the one before
 * it; null when none is left (the caller then picks the thread's heading).
 */
export function commentToFocusAfterDeleting(thread: readonly { id: string }[], deletedId: string): string | null {
  const index = thread.findIndex((c) => c.id === deletedId);
  if (index === -1) return null;
  return (thread[index + 1] ?? thread[index - 1])?.id ?? null;
}
