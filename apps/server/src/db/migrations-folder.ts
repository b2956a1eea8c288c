import { fileURLToPath } from 'node:url';

/** apps/server/drizzle, found from this file so the working directory does not matter. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
