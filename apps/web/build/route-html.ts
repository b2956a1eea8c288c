import path from 'node:path';
import { createServer, type Plugin } from 'vite';

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

/**
 * The pages a signed-out visitor most often opens first, each with its page module: their
 * signed-out copies carry the page's first screen, drawn by the build, and are sent to a visit
 * without a session (decision 0853). '/' is the landing page for such a visit.
 */
export const FIRST_SCREEN_PAGES: Readonly<Record<string, string>> = {
  '/': 'src/features/landing/components/landing-page.tsx',
  ...ROUTE_PAGES,
};

/** Where in the build the pages' HTML goes: `route-html/commercial.html` for /commercial. */
export const ROUTE_HTML_DIR = 'route-html';

/** Beside them, the signed-out copies: `route-html/signed-out/commercial.html`, `…/index.html`. */
export const SIGNED_OUT_DIR = 'signed-out';

/** The attribute on #root that tells the app it was sent the signed-out first screen
 * (src/lib/first-screen.ts reads it as `dataset.firstScreen`). */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

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

/**
 * The page's HTML with `firstScreen` (markup from renderFirstScreen, which React 19 starts with the
 * page's `<title>`) in its #root, marked signed out, inert and hidden from assistive technology:
 * shown at once, but nothing in it can be typed into or pressed, or read out, until the app has
 * drawn over it (main.tsx), so nothing entered meanwhile is lost. The page's title replaces the
 * site's.
 */
export function withFirstScreen(html: string, firstScreen: string): string {
  const title = /^<title>[^<]*<\/title>/.exec(firstScreen)?.[0];
  const body = title ? firstScreen.slice(title.length) : firstScreen;
  const emptyRoot = '<div id="root"></div>';
  if (!html.includes(emptyRoot)) throw new Error('route-html: index.html has no empty #root');
  const withBody = html.replace(
    emptyRoot,
    () =>
      `<div id="root" ${FIRST_SCREEN_ATTRIBUTE}="signed-out" inert aria-hidden="true">${body}</div>`,
  );
  return title ? withBody.replace(/<title>[^<]*<\/title>/, () => title) : withBody;
}

/**
 * Writes `route-html/<page>.html` for each of ROUTE_PAGES, and `route-html/signed-out/<page>.html`
 * (`index.html` for '/') for each of FIRST_SCREEN_PAGES; the server sends them for that path.
 */
export function routeHtml(): Plugin {
  let root = '';
  let configFile: string | undefined;
  return {
    name: 'pipeproof:route-html',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      configFile = config.configFile;
    },
    async generateBundle(_options, bundle) {
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
      const firstScreens = await renderFirstScreens(root, configFile);
      for (const [route, page] of Object.entries(FIRST_SCREEN_PAGES)) {
        const files = pageChunkFiles(chunks, path.resolve(root, page));
        const name = route === '/' ? '/index' : route;
        this.emitFile({
          type: 'asset',
          fileName: `${ROUTE_HTML_DIR}/${SIGNED_OUT_DIR}${name}.html`,
          source: withFirstScreen(withModulePreloads(html, files), firstScreens.get(route)!),
        });
      }
    },
  };
}

/**
 * Each of FIRST_SCREEN_PAGES drawn by the app's own components (src/app/render-first-screen.tsx),
 * loaded through Vite in Node with the same configuration as the build.
 */
async function renderFirstScreens(
  root: string,
  configFile: string | undefined,
): Promise<Map<string, string>> {
  const server = await createServer({
    root,
    configFile,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const { renderFirstScreen } = (await server.ssrLoadModule(
      '/src/app/render-first-screen.tsx',
    )) as {
      renderFirstScreen: (path: string) => Promise<string>;
    };
    const screens = new Map<string, string>();
    for (const route of Object.keys(FIRST_SCREEN_PAGES)) {
      screens.set(route, await renderFirstScreen(route));
    }
    return screens;
  } finally {
    await server.close();
  }
}
