import type { Auth } from '../auth/create-auth';
import type { Sessions } from '../auth/sessions';
import type { Database } from '../db/database';
import type { Env } from '../env';

/** What route plugins get: configuration, the database and the signed-in user's session. */
export interface RouteDeps {
  env: Env;
  database: Database;
  auth: Auth;
  sessions: Sessions;
}
