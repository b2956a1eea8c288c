/**
 * What the forgot- and reset-password pages say themselves; the server's sentences
 * (PASSWORD_RESET_SENT_MESSAGE, RESET_LINK_EXPIRED_MESSAGE) come from @pipeproof/contracts.
 * Kept in one place so the pages and their tests say the same thing.
 */
export const PASSWORD_RESET_MESSAGES = {
  /** A link without a token, or with one that cannot be a token: known before asking the server. */
  linkInvalid: 'This password reset link is not valid. Ask for a new one.',
  askForNewLink: 'Ask for a new link',
  passwordsDiffer: 'The passwords do not match.',
  sessionNotKept:
    'Your new password is saved, but your browser did not keep the session. Allow cookies for this site and sign in.',
  changed: {
    title: 'Password Changed',
    description: 'Your new password is saved and you are signed in.',
  },
} as const;
