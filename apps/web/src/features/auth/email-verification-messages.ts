/**
 * What the verification banner and the /verify-email page say (decision 0811); the server's
 * sentences (EMAIL_LINK_EXPIRED_MESSAGE, …) come from @pipeproof/contracts. Kept in one place so
 * the pages and their tests say the same thing.
 */
export const EMAIL_VERIFICATION_MESSAGES = {
  bannerTitle: 'Your email address is not verified.',
  bannerBody: (email: string) => `Open the link we sent to ${email} to verify it.`,
  resend: 'Resend link',
  resending: 'Sending…',
  sentTitle: 'Link Sent',
  sent: (email: string) => `We have sent a new link to ${email}. It works for 24 hours.`,
  linkInvalid: 'This link is not complete. Open it again from the email, or ask for a new one.',
  checking: 'Checking your link…',
  verified: {
    title: 'Email address verified',
    body: 'Thank you: your email address is verified.',
  },
  changeConfirmed: {
    title: 'Change confirmed',
    body: 'We have sent a link to your new email address. Open it there to finish the change; until then you sign in with your current address.',
  },
  addressChanged: {
    title: 'Email address changed',
    body: 'Your new email address is saved and verified. Use it to sign in from now on.',
  },
  failedTitle: 'This link cannot be used',
} as const;
