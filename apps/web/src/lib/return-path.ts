import { readLastCalculator } from './last-calculator';
import { takePendingTier } from './pending-tier';

/** Only same-site paths: '/account' yes, '//evil.example' and 'https://…' no (open redirect). */
export function isSafeReturnPath(path: string | null | undefined): path is string {
  return !!path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** The sign-in page for a visitor who wanted `path`. */
export function signInPathFor(path: string): string {
  return `/sign-in?returnTo=${encodeURIComponent(path)}`;
}

/**
 * Where a freshly signed-in user goes (product.md §2): a pending tier wins (and is cleared), then the
 * page they were sent away from, then the step calculator last opened on this device (decision
 * 0448), then the home page. Call once per sign-in.
 */
export function takePostSignInPath(returnTo: string | null): string {
  const pendingTier = takePendingTier();
  if (pendingTier) return `/subscribe?tier=${pendingTier}`;
  if (isSafeReturnPath(returnTo) && !returnTo.startsWith('/sign-in')) return returnTo;
  return readLastCalculator() ?? '/';
}
