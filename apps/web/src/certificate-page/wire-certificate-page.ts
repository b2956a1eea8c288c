/** product.md §7: the app keeps the page a certificate was opened from here, as the way back. */
export const CERTIFICATE_RETURN_KEY = 'pipeproof.certificate.return';

/**
 * The printable certificate (server-rendered at /api/certificates/:number) loads this as its only
 * script: the strict Content-Security-Policy allows same-origin files, never inline code. 'Back'
 * returns to the stored page when it is on this site (else it stays on the account page), and the
 * Print button appears once it can work.
 */
export function wireCertificatePage(page: Document, readStorage: () => Storage): void {
  const back = page.getElementById('certificate-back');
  try {
    const stored = readStorage().getItem(CERTIFICATE_RETURN_KEY);
    const origin = page.location.origin;
    if (back && stored) {
      const url = new URL(stored, origin);
      if (url.origin === origin)
        back.setAttribute('href', `${url.pathname}${url.search}${url.hash}`);
    }
  } catch {
    // Storage blocked or a malformed address: 'Back' keeps its default.
  }
  const print = page.getElementById('certificate-print');
  if (print) {
    print.hidden = false;
    print.addEventListener('click', () => page.defaultView?.print());
  }
}
