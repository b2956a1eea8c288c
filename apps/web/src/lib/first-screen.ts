/**
 * Whether the server sent this page with its first screen drawn for a signed-out visitor: it does
 * so only for a request that carried no session (decision 0853; build/route-html.ts marks #root).
 * Read once, as the page loads: it says nothing about later pages of the visit.
 */
export const wasServedSignedOut: boolean =
  typeof document !== 'undefined' &&
  document.getElementById('root')?.dataset.firstScreen === 'signed-out';
