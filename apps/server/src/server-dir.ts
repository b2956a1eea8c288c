import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = '@pipeproof/server';

/**
 * The apps/server folder, found by walking up from the running module to our package.json. The
 * same answer from the TypeScript sources (src/…, under tsx and Vitest) and from the compiled
 * bundle (dist/main.js), so files beside the code (migrations, the web build) are found from both
 * (docs/decisions/0803-compiled-server-and-graceful-shutdown.md).
 */
export function findServerDir(moduleUrl: string): string {
  let dir = path.dirname(fileURLToPath(moduleUrl));
  for (;;) {
    if (isServerPackage(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${PACKAGE_NAME} not found above ${moduleUrl}`);
    dir = parent;
  }
}

function isServerPackage(file: string): boolean {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return (
      typeof value === 'object' && value !== null && 'name' in value && value.name === PACKAGE_NAME
    );
  } catch {
    return false;
  }
}

export const SERVER_DIR = findServerDir(import.meta.url);
