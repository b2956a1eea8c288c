import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const BUILD_DIR = resolve(import.meta.dirname, '../../apps/web/dist');
/**
 * Vite's output names: `commercial-page-CnZkIrS.js` → stem, hash, extension. Scripts carry 7
 * characters of hash (decision 0905), other assets Vite's default 8.
 */
const HASHED_NAME = /^(.+-)([\w-]{7,8})(\.\w+)$/;
const TEXT_FILE = /\.(html|js|css|webmanifest|json|txt|svg)$/;

export interface ReleaseFolder {
  /** What the server serves (its WEB_DIST_DIR); it starts as the build as it is. */
  readonly webDir: string;
  /**
   * Deploys a new release as a real deployment does: the same build with every hashed file under
   * assets/ under a new hash and every reference to it rewritten (index.html, chunks, CSS, sw.js),
   * swapped in at once. The old release's chunk addresses then answer 404. `leaveOut` drops the
   * matching assets: a release that lacks a chunk. Returns the new entry script's address.
   */
  readonly deploy: (options?: { leaveOut?: RegExp }) => string;
  readonly remove: () => void;
}

/** A temporary copy of apps/web/dist (run `npm run build` first) to deploy releases into. */
export function createReleaseFolder(): ReleaseFolder {
  const root = mkdtempSync(join(tmpdir(), 'pipeproof-e2e-release-'));
  // The build as it was when the test started, even if apps/web/dist is rebuilt meanwhile.
  const buildDir = join(root, 'build');
  const webDir = join(root, 'web');
  cpSync(BUILD_DIR, buildDir, { recursive: true });
  cpSync(buildDir, webDir, { recursive: true });
  let releases = 0;
  return {
    webDir,
    deploy(options = {}) {
      releases += 1;
      const next = join(root, `release-${releases}`);
      cpSync(buildDir, next, { recursive: true });
      rehashAssets(next, `release-${releases}`, options.leaveOut);
      const previous = join(root, `replaced-${releases}`);
      renameSync(webDir, previous);
      renameSync(next, webDir);
      rmSync(previous, { recursive: true, force: true });
      return entryScriptOf(webDir);
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

function rehashAssets(dir: string, release: string, leaveOut: RegExp | undefined): void {
  // The build's brotli and gzip copies (decision 0835) would be stale once the files are renamed
  // and rewritten: dropped, so the server sends the files themselves.
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (/\.(br|gz)$/.test(file)) rmSync(join(dir, file));
  }
  const assetsDir = join(dir, 'assets');
  const renames = new Map<string, string>();
  for (const name of readdirSync(assetsDir)) {
    const match = HASHED_NAME.exec(name);
    if (!match) continue;
    const [, stem = '', hash = '', extension = ''] = match;
    const newHash = createHash('sha256').update(`${hash}:${release}`).digest('base64url');
    const newName = `${stem}${newHash.slice(0, hash.length)}${extension}`;
    renames.set(name, newName);
    if (leaveOut?.test(name)) rmSync(join(assetsDir, name));
    else renameSync(join(assetsDir, name), join(assetsDir, newName));
  }
  const oldNames = [...renames.keys()].sort((a, b) => b.length - a.length);
  const anyOldName = new RegExp(oldNames.map((name) => name.replaceAll('.', '\\.')).join('|'), 'g');
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!TEXT_FILE.test(file)) continue;
    const path = join(dir, file);
    const text = readFileSync(path, 'utf8');
    writeFileSync(
      path,
      text.replace(anyOldName, (name) => renames.get(name) ?? name),
    );
  }
}

/** '/assets/index-….js': the address of the release's entry script. */
export function entryScriptOf(webDir: string): string {
  const html = readFileSync(join(webDir, 'index.html'), 'utf8');
  const src = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error(`No entry script in ${webDir}/index.html`);
  return src;
}
