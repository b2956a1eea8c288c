import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { USER_QUERY_KEY } from '../lib/session';
import { AppFrame } from './app-frame';
import { Providers } from './providers';
import { AppRoutes } from './router';

/**
 * The page at `path` as a signed-out visitor with nothing on the device first sees it, as HTML:
 * drawn by the build into that page's HTML for the server to send to a visit without a session
 * (build/route-html.ts, decision 0853), so the page shows before its scripts have loaded. The same
 * components as the app's own first render, in Node: nobody signed in, no device storage, no
 * engine, every page's code in (the render waits for it).
 */
export async function renderFirstScreen(path: string): Promise<string> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, null);
  // A part that fails would be drawn as its loading fallback and left to the browser: the build
  // fails instead, so no page is sent with a spinner where its screen should be.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    // The tree the browser renders (main.tsx, app.tsx) with the router for one address: the landing
    // page's copy is hydrated, which needs the very same tree (decision 0866).
    <AppFrame root={null}>
      <Providers queryClient={queryClient}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </AppFrame>,
    // Every boundary in place, none sent apart to be swapped in by an inline script (which the
    // Content-Security-Policy would refuse).
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  if (errors.length > 0) {
    throw new Error(`The first screen of ${path} could not be drawn`, { cause: errors[0] });
  }
  return new Response(prelude).text();
}
