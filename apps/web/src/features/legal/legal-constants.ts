/** Where users reach us about privacy, billing, their account or these documents. */
export const SUPPORT_EMAIL = 'support@pipeproof.app';

/** The date each document was last changed; change it with the text. */
export const PRIVACY_LAST_UPDATED = '5 December 2026';
export const TERMS_LAST_UPDATED = '27 November 2026';
