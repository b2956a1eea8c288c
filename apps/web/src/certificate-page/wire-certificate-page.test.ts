import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CERTIFICATE_RETURN_KEY, wireCertificatePage } from './wire-certificate-page';

function certificateToolbar(): void {
  document.body.innerHTML =
    '<nav><a id="certificate-back" href="/account">Back</a><button type="button" id="certificate-print" hidden>Print</button></nav>';
}

const back = () => document.getElementById('certificate-back')?.getAttribute('href');

beforeEach(() => {
  sessionStorage.clear();
  certificateToolbar();
});

describe('the printable certificate’s Back and Print (product.md §7)', () => {
  it('Back returns to the calculator the certificate was opened from', () => {
    sessionStorage.setItem(CERTIFICATE_RETURN_KEY, `${location.origin}/commercial?job=7#results`);
    wireCertificatePage(document, () => sessionStorage);
    expect(back()).toBe('/commercial?job=7#results');
  });

  it('another site’s address is never followed: Back stays on the account page', () => {
    sessionStorage.setItem(CERTIFICATE_RETURN_KEY, 'https://evil.example/phish');
    wireCertificatePage(document, () => sessionStorage);
    expect(back()).toBe('/account');
  });

  it('nothing stored, or storage blocked: Back stays on the account page', () => {
    wireCertificatePage(document, () => sessionStorage);
    expect(back()).toBe('/account');
    wireCertificatePage(document, () => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(back()).toBe('/account');
  });

  it('Print shows once wired and opens the print dialog', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const button = document.getElementById('certificate-print') as HTMLButtonElement;
    expect(button.hidden).toBe(true);
    wireCertificatePage(document, () => sessionStorage);
    expect(button.hidden).toBe(false);
    button.click();
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });
});
