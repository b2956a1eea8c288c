import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../routes/route-deps';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route changes nothing stored (POST /api/calculate runs the engine on its body and
     * reads no data): its requests leave the user's remembered job list in place.
     */
    writesNothing?: boolean;
  }
}

/**
 * On PostgreSQL the database's announcement of a change to a user's jobs (decision 0843) reaches
 * this process only after the commit, possibly after the reply: a request that may have written
 * (any method but GET and HEAD) forgets its user's remembered job list itself, after its handler
 * has finished and before its reply is sent, so that user's next request reads what was saved.
 * Which user: the one its session lookup found. A request that looked nobody up changed no job:
 * every route that writes jobs or test records reads the session first (`requireUser`), so a
 * signed-out request (sign-in, feedback, a calculation) leaves every other user's list in place.
 * Run on PGlite too, where it is redundant. A route that writes nothing says so
 * (`config.writesNothing`): a calculation, the most frequent POST, then costs the engineer's next
 * job list no database read.
 */
export function forgetJobListsAfterWrites(
  app: FastifyInstance,
  { sessions, jobLists }: Pick<RouteDeps, 'sessions' | 'jobLists'>,
): void {
  // A callback hook, not an async one: no promise on the reads, which are most requests.
  app.addHook('onSend', (request, _reply, payload, done) => {
    const readsOnly =
      request.method === 'GET' ||
      request.method === 'HEAD' ||
      request.routeOptions.config.writesNothing === true;
    if (readsOnly) {
      done(null, payload);
      return;
    }
    const lookedUp = sessions.lookedUpUser(request) ?? Promise.resolve(null);
    lookedUp
      .catch(() => null)
      .then((user) => {
        if (user) jobLists.forget(user.id);
        done(null, payload);
      }, done);
  });
}
