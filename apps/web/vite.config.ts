import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

// What every page needs at once goes in one 'app-shell' chunk rather than a dozen tiny shared ones
// (each costs a request and compresses alone): React, the router, TanStack Query, toasts, class
// names, the icon base, the session and the device's record of it, the button and spinner. Only
// modules that every route loads anyway belong here; anything heavier (zod, dialogs, the sealing
// code) stays split (docs/decisions/0641).
const APP_SHELL_MODULES = [
  /node_modules\/(react|react-dom|scheduler|react-router|@tanstack|clsx|tailwind-merge)\//,
  /node_modules\/@radix-ui\/(react-slot|react-compose-refs)\//,
  /node_modules\/lucide-react\/dist\/esm\/(createLucideIcon|defaultAttributes|shared|Icon|context)/,
  /apps\/web\/src\/lib\/(api-client|session|cn|toast|pending-tier|billing-query-keys|hard-navigate|return-path|use-online-status)\.ts$/,
  /apps\/web\/src\/lib\/device\/(device-storage|device-session|resolve-device-session|session-confirmation|session-server|unsent-results|draft-flush)\.ts$/,
  /packages\/contracts\/src\/tiers\/(tier-names|tier-policy)\.ts$/,
  /apps\/web\/src\/components\/(safety-notice|document-title|ui\/(button|label|spinner))\.tsx$/,
];

// The sign-in page's small modules, two chunks instead of six requests (docs/decisions/0233). A
// group takes its modules' imports with it: `document-title` is in the app shell above, or these
// would pull it out of the entry chunk and every page would load them.
const FORM_KIT_MODULES =
  /apps\/web\/src\/(components\/ui\/(text-field|input)\.tsx|lib\/apply-server-error\.ts)$/;
const AUTH_KIT_MODULES =
  /apps\/web\/src\/features\/auth\/(components\/(auth-page-shell|email-field)\.tsx|api\/refresh-session\.ts)$/;

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
    // Installable, and the calculators work offline once loaded (product.md §10 'Field use'):
    // the service worker precaches the whole built app and answers every page navigation with
    // index.html. The API is never cached (docs/decisions/0420-offline-app-shell.md).
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
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
        entryFileNames: (chunk) =>
          chunk.name === 'certificate-page' ? 'certificate-page.js' : 'assets/[name]-[hash].js',
        advancedChunks: {
          groups: [
            {
              name: 'app-shell',
              test: (id: string) => APP_SHELL_MODULES.some((pattern) => pattern.test(id)),
            },
            { name: 'form-kit', test: (id: string) => FORM_KIT_MODULES.test(id) },
            { name: 'auth-kit', test: (id: string) => AUTH_KIT_MODULES.test(id) },
          ],
        },
      },
    },
  },
});
