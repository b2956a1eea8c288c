import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error';
import { isJsonNestedDeeperThan } from './is-json-nested-deeper-than';

/** Far deeper than any request of ours (a job is a few levels); the auth library's are flat. */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEPLY_NESTED_MESSAGE = `Request body is too deeply nested: at most ${MAX_JSON_DEPTH} levels of arrays and objects.`;

/**
 * Fastify's JSON parser (secure-json-parse, __proto__ and constructor refused) behind a depth
 * check, for the whole app, the auth routes included: 100,000 nested brackets parse fine, but
 * whatever walks the value afterwards (validation, re-serialising for the auth library) recurses
 * and overflows the stack — a 500. Refused here with a 400 (docs/decisions/0109).
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (isJsonNestedDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new AppError('VALIDATION_ERROR', TOO_DEEPLY_NESTED_MESSAGE), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
