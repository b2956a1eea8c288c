/**
 * Sent by the device with saves it kept for one account: the server refuses them (401) when the
 * session belongs to anybody else, so one engineer's work never lands in another's account
 * (docs/decisions/0440). A plain value in a zod-free file: the calculator loads it (0641).
 */
export const ACCOUNT_HEADER = 'x-pipeproof-account';
