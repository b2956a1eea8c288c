// Compiles the server for production: src/main.ts and src/admin/cli.ts → dist/ (plain ESM that
// `node` runs, no TypeScript loader). Our workspace packages (@pipeproof/engine, /contracts) ship
// TypeScript sources, so they are bundled in; every other package stays in node_modules, where
// native modules (sharp), WebAssembly (PGlite) and fonts are found as usual.
// See docs/decisions/0803-compiled-server-and-graceful-shutdown.md.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
// `--outdir dist-c` builds beside dist/ (a bench run of a change while dist/ serves others).
const outdirArg = process.argv.indexOf('--outdir');
const outdir = fileURLToPath(
  new URL(`../${outdirArg >= 0 ? process.argv[outdirArg + 1] : 'dist'}`, import.meta.url),
);

/** Bare imports are packages: external, except our own workspace packages. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@pipeproof/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = performance.now();
rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  entryPoints: ['src/main.ts', 'src/admin/cli.ts'],
  outbase: 'src',
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // A module the source imports with import() (the S3 storage and its AWS SDK, the PDF
  // renderer…) becomes a chunk of its own, loaded on first use, not at start (decision 0841).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  target: 'node20',
  sourcemap: true,
  // Stack traces in production logs name our source files and lines.
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages],
});
const elapsedMs = Math.round(performance.now() - started);
process.stdout.write(`Server built into ${outdir} in ${elapsedMs} ms\n`);
