/**
 * Writes src/lib/tailwind-merge-config.generated.ts: tailwind-merge's configuration cut to the
 * app's class groups (build/app-class-groups.ts, decision 0848). Run after changing that list or
 * upgrading tailwind-merge; src/lib/tailwind-merge-config.test.ts fails until it is.
 *
 *   npm run generate:merge-config -w @pipeproof/web
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MERGE_CONFIG_FILE, mergeConfigSource } from '../build/merge-config-source';

const file = resolve(import.meta.dirname, '..', MERGE_CONFIG_FILE);
writeFileSync(file, mergeConfigSource());
console.log(`Wrote ${file}`);
