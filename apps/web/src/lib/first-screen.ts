/**
 * Whether the server sent this page with its first screen drawn for a signed-out visitor: it does
 * so only for a request that carried no session (decision 0853; build/route-html.ts marks #root).
 * Read once, as the page loads: it says nothing about later pages of the visit.
 */
export const wasServedSignedOut: boolean =
  typeof document !== 'undefined' &&
  document.getElementById('root')?.dataset.firstScreen === 'signed-out';

/**
 * The pages whose first screen the app takes over by hydrating it (decision 0866): React keeps the
 * HTML's elements instead of drawing them again, so the phone is not busy redrawing what is already
 * on screen. Only the landing page: its first render reads nothing from the device but who is
 * signed in and whether work is sealed. The calculators restore a draft kept on the device in
 * their first render, and /sign-in reads a plan chosen before signing in: where a first render
 * differs from the copy, React keeps some of the HTML's state (a checkbox's tick, attributes).
 * They, like any page a device that holds an engineer opens, are drawn afresh over the copy.
 */
const HYDRATED_FIRST_SCREENS: ReadonlySet<string> = new Set(['/']);

/**
 * Whether the app hydrates the first screen at `pathname` rather than drawing over it.
 * `deviceHoldsAnEngineer`: the device remembers someone signed in, or keeps work sealed at a
 * sign-out, whose notice under the header the build's copy does not have.
 */
export function hydratesFirstScreen(
  servedSignedOut: boolean,
  pathname: string,
  deviceHoldsAnEngineer: boolean,
): boolean {
  return servedSignedOut && !deviceHoldsAnEngineer && HYDRATED_FIRST_SCREENS.has(pathname);
}
