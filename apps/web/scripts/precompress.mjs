/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every compressible file of the
 * web build, once, at build time: the server sends them as they are (@fastify/static's
 * `preCompressed`) instead of compressing each request at a lower quality
 * (docs/decisions/0835, docs/architecture.md §4 Speed budgets).
 *
 *   node scripts/precompress.mjs [dist folder]   (default: apps/web/dist; run after `vite build`)
 *
 * Runs after Vite and the service worker's build, so the copies are never in the precache list
 * (docs/decisions/0420). A copy no smaller than the file is not written: the server then sends the
 * file itself.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|webmanifest|txt|json|map)$/;

/** @param {string} dir @returns {{ files: number, bytes: number, brotliBytes: number, gzipBytes: number }} */
export function precompressDir(dir) {
  const totals = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  // Copies left by an earlier run go first, and are made again from the file they belong to.
  // (Removed in the same pass, `x.js.br` would be listed after `x.js` and take its new copy.)
  for (const name of names) if (/\.(br|gz)$/.test(name)) rmSync(join(dir, name));
  for (const name of names) {
    const path = join(dir, name);
    if (!COMPRESSIBLE.test(name) || !statSync(path).isFile()) continue;
    const body = readFileSync(path);
    const brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gzip = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    totals.files += 1;
    totals.bytes += body.length;
    if (brotli.length < body.length) {
      writeFileSync(`${path}.br`, brotli);
      totals.brotliBytes += brotli.length;
    }
    if (gzip.length < body.length) {
      writeFileSync(`${path}.gz`, gzip);
      totals.gzipBytes += gzip.length;
    }
  }
  return totals;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? join(import.meta.dirname, '../dist'));
  const { files, bytes, brotliBytes, gzipBytes } = precompressDir(dir);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `precompress: ${files} files, ${kb(bytes)} → brotli ${kb(brotliBytes)}, gzip ${kb(gzipBytes)} (${dir})`,
  );
}
