import path from 'node:path';
import { SERVER_DIR } from '../server-dir';

/** apps/server/drizzle, wherever the code runs from (src/ or the compiled dist/). */
export const MIGRATIONS_FOLDER = path.join(SERVER_DIR, 'drizzle');
