import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { routeHtml, ROUTE_HTML_DIR } from './build/route-html.ts';
import { unusedRouterComponents } from './build/unused-router-components.ts';

// What every page needs at once goes in one 'app-shell' chunk rather than a dozen tiny shared ones
// (each costs a request and compresses alone): React, the router, TanStack Query, toasts, class
// names, the icon base, the session and the device's record of it, the button and spinner. Only
// modules that every route loads anyway belong here; anything heavier (zod, dialogs, the sealing
// code) stays split (docs/decisions/0641). The branding defaults are the entry's (brand colours at
// start); shared with a lazy chunk (the logo upload, 0876) they would come as a chunk of their own.
// The four icons are each on 3–11 routes, ≈ 0.1 KB each
// here against a request of their own (decision 0235).
const APP_SHELL_MODULES = [
  /node_modules\/(react|react-dom|scheduler|react-router|@tanstack|clsx|tailwind-merge)\//,
  /node_modules\/@radix-ui\/(react-slot|react-compose-refs)\//,
  /node_modules\/lucide-react\/dist\/esm\/(createLucideIcon|defaultAttributes|shared|Icon|context)/,
  /node_modules\/lucide-react\/dist\/esm\/icons\/(arrow-left|circle-check|chevron-down|loader-circle)\.mjs$/,
  /apps\/web\/src\/lib\/(api-client|session|cn|toast|pending-tier|tab-storage|billing-query-keys|hard-navigate|return-path|use-online-status|on-first-use|london-time|code-fetch-failure)\.ts$/,
  /apps\/web\/src\/lib\/device\/(device-storage|device-session|resolve-device-session|session-confirmation|session-server|unsent-results|draft-flush)\.ts$/,
  /packages\/contracts\/src\/(tiers\/(tier-names|tier-policy)|branding\/branding-defaults)\.ts$/,
  /apps\/web\/src\/components\/(safety-notice|document-title|ui\/(button|label|spinner))\.tsx$/,
];

// The sign-in page's small modules, two chunks instead of six requests (docs/decisions/0233). A
// group takes its modules' imports with it: `document-title` is in the app shell above, or these
// would pull it out of the entry chunk and every page would load them.
const FORM_KIT_MODULES =
  /apps\/web\/src\/(components\/ui\/(text-field|input)\.tsx|lib\/apply-server-error\.ts)$/;
const AUTH_KIT_MODULES =
  /apps\/web\/src\/features\/auth\/(components\/(auth-page-shell|email-field)\.tsx|api\/refresh-session\.ts)$/;

// The readers of API replies on pages without zod, with the subscription status they read for
// /account and /subscribe: one chunk, not two; /verify takes the status's few lines with them
// (docs/decisions/0877). With them the loader of code fetched on demand, which /account and
// /settings share and would otherwise load as a script of its own (0878).
const REPLY_READER_MODULES =
  /(apps\/web\/src\/lib\/(reply-readers|subscription-status|fetch-on-demand)|packages\/contracts\/src\/billing\/subscription-state)\.ts$/;

// The password check with the rules and the email address check it uses: the sign-in page loads them
// at once, and the account page's form checks, loaded later, import them too (docs/decisions/0878).
const PASSWORD_CHECK_MODULES =
  /packages\/contracts\/src\/auth\/(find-password-problem|password-rules|email-address)\.ts$/;

/** The modules `names` (paths without extension, regular expressions) under `dir`. */
function modulesIn(dir: string, names: readonly string[]): RegExp {
  return new RegExp(`/${dir.replaceAll('/', '\\/')}\\/(${names.join('|')})\\.(tsx?|mjs)$`);
}

// The calculators' first load in a few chunks instead of ≈ 20 (docs/decisions/0235). Each group
// holds modules that the same routes load at once, so no route loads more than before: the page and
// its sections with the engine's IGE calculations (/commercial and /industrial), the domestic page
// with the domestic calculation, what the three calculators share at once (calculator-core, the
// engine's installation volume), what /domestic runs at once and the step calculators only with
// their engine (engine-checks, the engine's input checks), what they share with /calculations (job
// records and the engine's tables, those only the IGE calculations use in engine-tables), with
// /verify (the engine's types) or with the /industrial gate (decision 0855). The groups take
// only the modules listed (`includeDependenciesRecursively: false`): by default a group takes its
// modules' imports too, which pulled zod, the contracts and the entry chunk's modules in (one such
// group made every page load it). Modules that load later (the results, timers, dialogs) are not
// listed and keep their own chunks. A module added to a calculator's first load and not listed here
// comes as a chunk of its own: bench/page-weight's script ceilings say so. Or worse: a hook
// imported only by /domestic's page, left out of its group, made the bundler write a chunk whose
// export was undefined and the page failed to start; bench/page-weight fails on a page's error.
/** The engine's tables that only its IGE calculations and /calculations read (decision 0855). */
const IGE_CALCULATION_TABLES =
  '(maximum-allowable-pressure-drops|maximum-permitted-leak-rates|commercial-existing-test-durations|commercial-new-test-durations|strength-test-rules|tightness-test-rules|purge-flow-rates|purge-point-bores|gas-factors)';

const CALCULATOR_GROUPS: ReadonlyArray<{ name: string; modules: readonly RegExp[] }> = [
  {
    name: 'calculator-icons',
    modules: [
      modulesIn('node_modules/lucide-react/dist/esm/icons', [
        'calculator',
        'clipboard-check',
        'gauge',
      ]),
    ],
  },
  {
    name: 'landing-icons',
    modules: [modulesIn('node_modules/lucide-react/dist/esm/icons', ['arrow-right', 'smartphone'])],
  },
  {
    name: 'job-records',
    modules: [
      modulesIn('apps/web/src/features/account', [
        'index',
        'hooks/use-engineer-profile-defaults',
        'storage/engineer-profile-storage',
        'api/engineer-profile',
        'components/job-test-verdicts',
        'utils/format-job-date',
      ]),
      modulesIn('apps/web/src/lib', ['jobs-query-keys']),
      modulesIn('packages/engine/src', [
        `tables/(?!${IGE_CALCULATION_TABLES})[a-z-]+`,
        'domestic/domestic-notes',
        'version',
        'errors',
        'rounding',
        'installation-volume/lookup-pipe-size',
      ]),
    ],
  },
  {
    name: 'engine-types',
    modules: [
      modulesIn('apps/web/src/components/ui', ['badge']),
      modulesIn('packages/engine/src', ['domain-types', 'calculate/calculation-input']),
    ],
  },
  {
    name: 'calculator-gate',
    modules: [
      modulesIn('apps/web/src/features', [
        'calculator-core/test-run/lazy-upgrade-required-card',
        'calculator/components/industrial-gate',
      ]),
      modulesIn('packages/contracts/src/tiers', ['find-calculation-gate']),
    ],
  },
  {
    name: 'calculator-core',
    modules: [
      // 'rotate-ccw': /domestic's first screen and every calculator's test timer (decision 0873).
      modulesIn('node_modules/lucide-react/dist/esm/icons', ['pencil', 'rotate-ccw', 'trash']),
      modulesIn('apps/web/src/features/calculator-core', [
        'model/(build-calculation|create-client-id|evaluate-run|is-same-calculation|line-actions|lines|option-labels|parse-fields|pipe-sizes)',
        'test-run/types',
        'job-sync/(describe-save-status|outbox-store|outbox|process-outbox|save-job|save-test-record|use-outbox-sync)',
        'engine/lazy-engine',
      ]),
      modulesIn('apps/web/src/lib', ['stored-value-readers', 'use-persisted-draft']),
      modulesIn('apps/web/src/features/settings', ['index', 'hooks/use-branding-defaults']),
      modulesIn('packages/contracts/src/users', ['account-header']),
      // The input checks are in `engine-checks`, the installation volume in `calculator-fields`,
      // the IGE calculations in `calculator-engine`, the domestic one in `domestic-engine`.
      modulesIn('packages/engine/src', ['verdict', 'format-minutes-seconds']),
    ],
  },
  {
    // The fields of the sections after Job Details: choices, selects and pipe lines, with the
    // installation volume. /domestic shows them at once; the step calculators with their engine,
    // as those sections (decisions 0847, 0858, 0859).
    name: 'calculator-fields',
    modules: [
      modulesIn('node_modules/lucide-react/dist/esm/icons', ['plus']),
      modulesIn('apps/web/src/features/calculator-core', [
        'components/(choice-group|line-fieldset|pipe-line-row|select-field)',
      ]),
      // The installation volume the pipe lines add up to (decision 0859).
      modulesIn('packages/engine/src', ['installation-volume/(?!lookup-pipe-size)[a-z-]+']),
    ],
  },
  {
    // Loaded by /calculations at once and by the step calculators with their engine; not by
    // /domestic (decision 0855).
    name: 'engine-tables',
    modules: [
      // With the MPLR table, which is rounded with it (decision 0904).
      modulesIn('packages/engine/src', [`tables/${IGE_CALCULATION_TABLES}`, 'significant-figures']),
    ],
  },
  {
    // The checks every calculation starts with: /domestic calculates at once, the step calculators
    // on the engineer's first interaction (decision 0236), so they load these with their engine
    // and not on the first screen (decision 0855).
    name: 'engine-checks',
    modules: [
      modulesIn('packages/engine/src', [
        'calculate/(input-parsers|normalise-lines|check-operation-requirements|normalise-calculation-input|calculate-with|measure-installation)',
        'tightness-test/require-area-type',
        'let-by-test/assess-let-by-test',
      ]),
    ],
  },
  {
    name: 'domestic',
    modules: [
      modulesIn('apps/web/src/features/domestic', [
        'index',
        'components/(domestic-page|domestic-section|job-section|installation-section|pipework-section)',
        'model/(domestic-messages|domestic-draft|domestic-reducer|build-domestic-calculation|has-domestic-work)',
        'hooks/(use-domestic-draft|use-domestic-prefill|use-setup-held-while-typed)',
        'storage/domestic-storage',
        'engine/load-domestic-engine',
      ]),
      modulesIn('packages/engine/src', ['domestic/domestic-rules']),
    ],
  },
  {
    // What /domestic calculates with, loaded on the engineer's first interaction or at once for a
    // stored job that can be calculated (decision 0857), with `engine-checks`.
    name: 'domestic-engine',
    modules: [
      modulesIn('apps/web/src/features/domestic', ['engine/domestic-engine']),
      modulesIn('packages/engine/src', [
        'domestic/(assess-domestic-test|compute-domestic-test|check-domestic-requirements|domestic-compliance)',
        'calculate/(run-domestic|calculate-domestic)',
      ]),
    ],
  },
  {
    name: 'calculator',
    modules: [
      modulesIn('node_modules/lucide-react/dist/esm/icons', ['cloud', 'hard-drive']),
      modulesIn('apps/web/src/features/calculator', [
        'components/(commercial-page|calculator-page|section-card|clear-data-dialog|save-status-indicator|calculator-header|job-details-section|open-job-dialog|volume-threshold-dialog)',
        'model/(industrial-fields|line-actions|build-calculation-input|sections|test-selection|test-runs|calculator-draft|calculator-messages|next-job|is-blank-draft|draft-reducer|choose-job-prefill|build-save-requests)',
        'hooks/(use-calculator-actions|use-calculator-draft|use-calculator-engine|use-open-saved-job|use-engineer-prefill|use-job-details-sync|use-job-sync|use-put-away-finished-job|use-section-scroll|use-section-folding|use-calculator-page)',
        'engine/load-calculator-engine',
        'storage/draft-storage',
      ]),
      // The step calculators head the page with the refused saves; /calc and /domestic show them
      // in cards that load later and take the list itself.
      modulesIn('apps/web/src/features/calculator-core', ['job-sync/lazy-rejected-saves']),
    ],
  },
  {
    // What /calc's form needs at once and the step calculators only with their engine (decision
    // 0873): the meter rows, the pipe material's switch guard, the pressure fields' messages and
    // the readers of a stored draft's lines, readings and site. In 'calculator-engine' they made
    // /calc load the step calculators' code; in 'calculator-core' every calculator's first load
    // would carry them.
    name: 'calculator-rows',
    modules: [
      modulesIn('apps/web/src/features/calculator-core', [
        'components/(use-material-switch-guard|meter-line-row)',
        'model/(stored-draft-readers|number-fields)',
      ]),
    ],
  },
  {
    // What the step calculators compute with the engine, loaded on the engineer's first
    // interaction or at once for a stored draft or an opened job (decision 0236): the module
    // `engine/calculator-engine` and what only it needs, and the sections after Job Details with
    // what only they need (decision 0847). The engine's IGE/UP/1 and IGE/UP/1A calculations
    // (calculateIge), which /domestic, calculating with calculateDomestic, does not load (decision
    // 0235), come with it from `ige-engine` below.
    name: 'calculator-engine',
    modules: [
      modulesIn('apps/web/src/features/calculator', [
        'engine/calculator-engine',
        // The run's figures, and the engineer's actions from Calculate on with the checks, folding
        // rules and words they use (decisions 0236, 0859, 0860).
        'model/(evaluate-run|live-pressure-warning|check-in-browser|compute-live-volume|calculator-actions|prepare-calculation|carry-to-industrial|validate-calculation|section-folding|option-labels|calculation-messages)',
        'storage/(draft-schema|load-draft)',
        // The sections after Job Details, shown once it is done (decision 0847).
        'components/(later-sections|installation-type-section|test-selection-section|pipe-configuration-section|meter-configuration-section|test-setup-section|industrial-setup-fields|pressure-setup-fields|purge-setup-fields)',
      ]),
    ],
  },
  {
    // The engine's IGE/UP/1 and IGE/UP/1A calculations (calculateIge): with the step calculators'
    // engine above, and with /calc's results, which need none of the step calculators' own code
    // (decision 0873). With them, the refusals' field names in the pages' words (decision 0880).
    name: 'ige-engine',
    modules: [
      modulesIn('apps/web/src/features/calculator-core', ['model/engine-field-labels']),
      modulesIn('packages/engine/src', [
        'calculate/(resolve-mop|run-tightness-operation|run-ige|calculate-ige)',
        '(compliance|purge|scope|strength-test)/[a-z-]+',
        'let-by-test/compute-let-by-test',
        'tightness-test/(?!require-area-type)[a-z-]+',
      ]),
    ],
  },
];

/** React Router's production build, the same code with its development warnings switched off. */
const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

// In development the API runs on PORT (default 5000); Vite proxies /api to it.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:5000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // React Router's components the app never uses, left out of the build (decision 0854).
    unusedRouterComponents(),
    // /commercial, /domestic and /sign-in get an index.html naming their own chunks (0846).
    routeHtml(),
    // Installable, and the calculators work offline once loaded (product.md §10 'Field use'):
    // the service worker precaches the whole built app and answers every page navigation with
    // index.html. The API is never cached (docs/decisions/0420-offline-app-shell.md).
    VitePWA({
      registerType: 'autoUpdate',
      // Registered by the app once its first screen is in (lib/register-service-worker.ts,
      // decision 0861), not by a script of the plugin's at the page's load event.
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png', 'robots.txt'],
      manifest: {
        name: 'PipeProof — gas pipework testing and purging',
        short_name: 'PipeProof',
        description:
          'IGE/UP/1 and IGE/UP/1A strength, tightness and purge calculations and certificates.',
        lang: 'en-GB',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#2563eb',
        icons: [
          { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/pwa-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,txt}'],
        // The pages' own copies of index.html are for the server's first answer (decision 0846):
        // offline, every navigation gets index.html, and the chunks are precached anyway.
        globIgnores: [`${ROUTE_HTML_DIR}/**`],
        navigateFallback: '/index.html',
        // Server routes that are navigated to (sign-in redirects, logout, certificates).
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  resolve: {
    alias: [
      // React Router's package exports only its development build (its console warnings on)
      // outside its own framework plugin; `vite build` takes the production build beside it
      // (docs/decisions/0234).
      ...(process.env.NODE_ENV === 'production'
        ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }]
        : []),
    ],
  },
  server: { port: 5173, proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rollupOptions: {
      // The server-rendered printable certificate's own small script, at a fixed address.
      input: { index: 'index.html', 'certificate-page': 'src/certificate-page/main.ts' },
      output: {
        // Seven characters of hash (42 bits) name a file's content as surely as eight for
        // caching, and every page's preload map lists ~100 of them (decision 0905).
        entryFileNames: (chunk) =>
          chunk.name === 'certificate-page' ? 'certificate-page.js' : 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        advancedChunks: {
          groups: [
            {
              name: 'app-shell',
              test: (id: string) => APP_SHELL_MODULES.some((pattern) => pattern.test(id)),
            },
            { name: 'form-kit', test: (id: string) => FORM_KIT_MODULES.test(id) },
            { name: 'auth-kit', test: (id: string) => AUTH_KIT_MODULES.test(id) },
            {
              name: 'reply-readers',
              test: (id: string) => REPLY_READER_MODULES.test(id),
              includeDependenciesRecursively: false,
            },
            {
              name: 'password-check',
              test: (id: string) => PASSWORD_CHECK_MODULES.test(id),
              includeDependenciesRecursively: false,
            },
            ...CALCULATOR_GROUPS.map(({ name, modules }) => ({
              name,
              test: (id: string) => modules.some((pattern) => pattern.test(id)),
              includeDependenciesRecursively: false,
            })),
          ],
        },
      },
    },
  },
});
