/**
 * Whether the server itself said, since this page loaded, that this account is signed in. Saves
 * kept for an account are sent only then: a device that only remembers the engineer (no signal)
 * keeps them (docs/decisions/0440).
 */
let confirmedUserId: string | null = null;
const listeners = new Set<() => void>();

export function markSessionConfirmed(userId: string | null): void {
  if (confirmedUserId === userId) return;
  confirmedUserId = userId;
  for (const listener of listeners) listener();
}

export function isSessionConfirmed(userId: string): boolean {
  return confirmedUserId === userId;
}

export function subscribeSessionConfirmation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getConfirmedUserId(): string | null {
  return confirmedUserId;
}
