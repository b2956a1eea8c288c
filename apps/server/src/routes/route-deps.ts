import type { Auth } from '../auth/create-auth';
import type { Sessions } from '../auth/sessions';
import type { Database } from '../db/database';
import type { Env } from '../env';
import type { JobListCache } from '../modules/jobs/job-list-cache';
import type { ImageStorage } from '../modules/uploads/image-storage';

/**
 * What route plugins get: configuration, the database, the signed-in user's session, the
 * server's one image storage (logos and signatures, decision 0701) and its job lists.
 */
export interface RouteDeps {
  env: Env;
  database: Database;
  auth: Auth;
  sessions: Sessions;
  imageStorage: ImageStorage;
  /** Each user's job list remembered in this process (decision 0843). */
  jobLists: JobListCache;
}
