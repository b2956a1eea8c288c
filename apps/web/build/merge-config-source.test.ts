import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { APP_MERGE_CONFIG } from '../src/lib/tailwind-merge-config.generated';
import { APP_CLASS_GROUPS } from './app-class-groups';
import { MERGE_CONFIG_FILE, mergeConfigSource } from './merge-config-source';

// The cut tailwind-merge configuration, written out at build time (decision 0848).
describe('the generated tailwind-merge configuration', () => {
  it('is what the generator writes now from tailwind-merge and the app’s class groups', () => {
    const written = readFileSync(resolve(import.meta.dirname, '..', MERGE_CONFIG_FILE), 'utf8');
    expect(
      written,
      'out of date: run `npm run generate:merge-config -w @pipeproof/web` and commit the file',
    ).toBe(mergeConfigSource());
  });

  it('holds exactly the app’s class groups', () => {
    expect(Object.keys(APP_MERGE_CONFIG.classGroups).sort()).toEqual([...APP_CLASS_GROUPS].sort());
  });
});
