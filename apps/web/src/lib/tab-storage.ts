/**
 * The tab's sessionStorage, or null where there is none: storage refused by the browser's settings
 * (reading it throws), or the page's first screen drawn at build time (decision 0853).
 */
export function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Keeps a value for this tab where the browser allows it. A refusal (no storage, or a full or
 * locked one, where `setItem` throws) only loses the nicety the value was for, never the action
 * it accompanies.
 */
export function keepInTab(
  key: string,
  value: string,
  storage: Storage | null = tabStorage(),
): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Refused: the caller goes on without it.
  }
}
