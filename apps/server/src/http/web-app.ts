import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SESSION_COOKIE_TIMING } from '@pipeproof/contracts';
import { SERVER_DIR } from '../server-dir';
import { leavePageHeadersOff } from './security-headers';
import { hasSessionCookie } from './session-cookie';

/** apps/web/dist, found from apps/server so neither the working directory nor src/dist matters. */
export const DEFAULT_WEB_DIST_DIR = path.join(SERVER_DIR, '../web/dist');

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The build's copies of index.html for single pages, `route-html/<page>.html` (decision 0846). */
const ROUTE_HTML_DIR = 'route-html';

/** Their signed-out copies, with the page's first screen drawn in (decision 0853). */
const SIGNED_OUT_HTML_DIR = `${ROUTE_HTML_DIR}/signed-out`;

/**
 * `/commercial` → `route-html/commercial.html`, for each page the build wrote one for in `dir`: the
 * same app, its HTML naming that page's chunks so they load beside the entry chunk (decision
 * 0846). `index.html` there is the copy for '/'.
 */
function findRouteHtml(distDir: string, dir: string): ReadonlyMap<string, string> {
  const fullDir = path.join(distDir, dir);
  if (!fs.existsSync(fullDir)) return new Map();
  return new Map(
    fs
      .readdirSync(fullDir)
      .filter((name) => /^[a-z0-9-]+\.html$/.test(name))
      .map((name) => {
        const page = name.slice(0, -'.html'.length);
        return [page === 'index' ? '/' : `/${page}`, `${dir}/${name}`];
      }),
  );
}

/**
 * Query parameters a page's drawn first screen is the same with (decision 0853): `returnTo` on
 * /sign-in only says where to go after signing in, which the form does not show. Any other
 * parameter, or any on another page, may change the first screen, so gets the plain copy.
 */
const QUERY_KEEPING_FIRST_SCREEN: ReadonlyMap<string, readonly string[]> = new Map([
  ['/sign-in', ['returnTo']],
]);

function keepsFirstScreen(url: string, pathname: string): boolean {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return true;
  const kept = QUERY_KEEPING_FIRST_SCREEN.get(pathname) ?? [];
  return [...new URLSearchParams(url.slice(queryStart + 1)).keys()].every((name) =>
    kept.includes(name),
  );
}

/** Sends the single-page app for a client-side route (the not-found handler calls it). */
export type SpaFallback = (reply: FastifyReply, pathname: string) => FastifyReply;

/**
 * Serves the built web app. Hashed files under /assets are cached for a year, with only the
 * headers a file needs; everything else (index.html, the service worker, the manifest) is
 * revalidated on every load. Text files are sent as the build compressed them (brotli 11 or
 * gzip 9 beside each file, apps/web/scripts/precompress.mjs) when the browser accepts that
 * encoding, else as they are: never compressed per request (decision 0835).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<SpaFallback> {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'Web app not built: run `npm run build`');
    return (reply) =>
      reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(NOT_BUILT_PAGE);
  }
  const assetsDir = path.join(distDir, 'assets') + path.sep;
  const routeHtml = findRouteHtml(distDir, ROUTE_HTML_DIR);
  const signedOutHtml = findRouteHtml(distDir, SIGNED_OUT_HTML_DIR);
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    // `index.html.br` for `/`, `app-….js.gz` for gzip only; identity when neither is accepted or
    // the build wrote no smaller copy. Adds `Vary: Accept-Encoding` to every file it serves.
    preCompressed: true,
    setHeaders(reply, filePath) {
      // filePath is the file sent: `…/assets/x.js.br` is still under assets/.
      if (filePath.startsWith(assetsDir)) {
        reply.header('cache-control', IMMUTABLE);
        leavePageHeadersOff(reply);
      } else {
        reply.header('cache-control', 'no-cache');
      }
    },
  });
  const spaFallback: SpaFallback = (reply, pathname) => {
    // A missing hashed file is a real 404: answering HTML would break the script that asked.
    if (pathname.startsWith('/assets/')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    // A visit without a session gets the page's first screen drawn in, where the build drew one:
    // it shows before the scripts have loaded (decision 0853). Whether a session is sent decides
    // the copy and its headers, so a cache keeps one per cookie. Not with a query that can change
    // the first screen ('Create account', a sign-in that failed): the build drew the page without
    // one.
    const signedOutCopy = keepsFirstScreen(reply.request.url, pathname)
      ? signedOutHtml.get(pathname)
      : undefined;
    const sessionCookie = hasSessionCookie(reply.request);
    // With a session cookie the page is told so (the cookie is httpOnly): a device that remembers
    // nobody keeps the signed-in header's room while it asks who it is (decision 0887).
    if (sessionCookie) reply.header('server-timing', SESSION_COOKIE_TIMING);
    const file =
      (signedOutCopy && !sessionCookie ? signedOutCopy : undefined) ??
      routeHtml.get(pathname) ??
      'index.html';
    return reply
      .code(200)
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie')
      .sendFile(file);
  };
  // '/' is a page like the others, not the folder's index.html: its HTML depends on the session.
  app.get('/', (request, reply) => spaFallback(reply, '/'));
  return spaFallback;
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>PipeProof: web app not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem">
<h1>PipeProof server is running</h1>
<p>The web app has not been built yet. From the repository root, run:</p>
<pre><code>npm run build</code></pre>
<p>then reload this page. The API is available under <code>/api</code>
(for example <a href="/api/health">/api/health</a>).</p>
</body>
</html>
`;
