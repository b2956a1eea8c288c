/** Where users reach us about privacy, billing, their account or these documents. */
export const SUPPORT_EMAIL = 'support@pipeproof.app';

/** The date both documents were last changed; change it with the text. */
export const LEGAL_LAST_UPDATED = '27 November 2026';
