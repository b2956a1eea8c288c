/**
 * What the verification banner says (decision 0811). The banner is under the header of every
 * page, so these are in every page's first load; the /verify-email page's own sentences are
 * not (email-verification-messages.ts, which has these too).
 */
export const EMAIL_VERIFICATION_BANNER_MESSAGES = {
  bannerTitle: 'Your email address is not verified.',
  bannerBody: (email: string) => `Open the link we sent to ${email} to verify it.`,
  resend: 'Resend link',
  resending: 'Sending…',
  sentTitle: 'Link Sent',
  sent: (email: string) => `We have sent a new link to ${email}. It works for 24 hours.`,
} as const;
