/**
 * A full browser navigation (leaves the single-page app), for server routes such as a sign-in
 * provider's page. One module so tests can replace it: jsdom cannot navigate.
 */
export function hardNavigate(url: string): void {
  window.location.assign(url);
}
