import { EMAIL_VERIFICATION_BANNER_MESSAGES } from './email-verification-banner-messages';

/**
 * What the verification banner and the /verify-email page say (decision 0811); the server's
 * sentences (EMAIL_LINK_EXPIRED_MESSAGE, …) come from @pipeproof/contracts. Kept in one place so
 * the pages and their tests say the same thing.
 */
export const EMAIL_VERIFICATION_MESSAGES = {
  ...EMAIL_VERIFICATION_BANNER_MESSAGES,
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
