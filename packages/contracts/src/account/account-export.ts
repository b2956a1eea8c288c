/**
 * 'Download my data' (decision 0813): GET ACCOUNT_EXPORT_PATH answers one ZIP of the signed-in
 * account's data (no JSON body). Here so the server's limit and the account page's words agree.
 */
export const ACCOUNT_EXPORT_PATH = '/api/account/export';

/** Downloads per account per hour: each reads the whole account and renders every certificate. */
export const ACCOUNT_EXPORTS_PER_HOUR = 3;

/** 429 RATE_LIMITED once the hour's downloads are used up. */
export const ACCOUNT_EXPORT_RATE_LIMITED_MESSAGE = `You can download your data ${ACCOUNT_EXPORTS_PER_HOUR} times an hour. Please try again later.`;
