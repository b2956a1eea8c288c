import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The pages whose first-load code is the same for everyone who opens them, each with the module
 * the router loads lazily for it (src/app/router.tsx). Their HTML names that code, so the browser
 * fetches it beside the entry chunk instead of after the entry has run: one round trip less on a
 * phone's link, and no waterfall over HTTP/1.1 (decision 0846). /industrial is not here: a
 * signed-out engineer gets the upgrade card, not the calculator.
 */
export const ROUTE_PAGES: Readonly<Record<string, string>> = {
  '/commercial': 'src/features/calculator/components/commercial-page.tsx',
  '/domestic': 'src/features/domestic/index.ts',
  '/sign-in': 'src/features/auth/components/sign-in-page.tsx',
};

/** Where in the build the pages' HTML goes: `route-html/commercial.html` for /commercial. */
export const ROUTE_HTML_DIR = 'route-html';

/** What the plugin needs of a Rollup output chunk. */
export interface ChunkFacts {
  fileName: string;
  moduleIds: readonly string[];
  imports: readonly string[];
}

/**
 * The chunk that holds `moduleId` and every chunk it imports statically, transitively, in the
 * order met: what the browser must fetch before the page can draw. Dynamic imports are left out
 * (they load later, decision 0236).
 */
export function pageChunkFiles(chunks: readonly ChunkFacts[], moduleId: string): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const start = chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
  if (!start) throw new Error(`route-html: no chunk holds ${moduleId}`);
  const files: string[] = [];
  const queue = [start.fileName];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (files.includes(file)) continue;
    files.push(file);
    queue.push(...(byFile.get(file)?.imports ?? []));
  }
  return files;
}

/**
 * The page's HTML with a module preload for each of `files` (paths from the site's root) that
 * it does not name already, after its own preloads, in the form Vite writes them.
 */
export function withModulePreloads(html: string, files: readonly string[]): string {
  const links = files
    .filter((file) => !html.includes(`"/${file}"`))
    .map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  const lastPreload = html.lastIndexOf('<link rel="modulepreload"');
  const at = lastPreload >= 0 ? html.indexOf('>', lastPreload) + 1 : html.indexOf('</head>');
  if (at <= 0) throw new Error('route-html: index.html has no <head>');
  return html.slice(0, at) + links + html.slice(at);
}

/** Writes `route-html/<page>.html` for each of ROUTE_PAGES; the server sends it for that path. */
export function routeHtml(): Plugin {
  let root = '';
  return {
    name: 'pipeproof:route-html',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') throw new Error('route-html: no index.html built');
      const html = String(index.source);
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [output] : [],
      );
      for (const [route, page] of Object.entries(ROUTE_PAGES)) {
        const files = pageChunkFiles(chunks, path.resolve(root, page));
        this.emitFile({
          type: 'asset',
          fileName: `${ROUTE_HTML_DIR}${route}.html`,
          source: withModulePreloads(html, files),
        });
      }
    },
  };
}
