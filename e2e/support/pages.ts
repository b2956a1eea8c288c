/**
 * The pages of product.md §2 Routes that open with a plain visit, for the tours that look at every
 * page (screenshots.spec.ts, accessibility.spec.ts). Pages that need a job, a certificate or a
 * state first are visited by those specs themselves.
 */
export const SIGNED_OUT_PAGES = [
  '/',
  '/home',
  '/sign-in',
  '/forgot-password',
  '/reset-password?token=AAAAAAAAAAAAAAAAAAAAAAAA',
  '/commercial',
  '/industrial',
  '/calculations',
  '/subscribe?tier=basic',
  '/privacy',
  '/terms',
  '/consultancy',
  '/feedback',
  '/no-such-page',
] as const;

/** Signed-in pages (the Professional tour adds the job, certificate and Company Settings states). */
export const SIGNED_IN_PAGES = ['/', '/calc', '/account', '/settings'] as const;
