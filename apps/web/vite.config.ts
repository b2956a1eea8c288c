import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// In development the API runs on PORT (default 5000); Vite proxies /api to it.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:5000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { port: 5173, proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 400 },
  test: {
    name: 'web',
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    // Whole-route tests run against the real server, started once per run (test/global-setup.ts).
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./src/setup-tests.ts', './test/setup-api.ts'],
    testTimeout: 20_000,
  },
});
