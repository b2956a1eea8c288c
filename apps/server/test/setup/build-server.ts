import { buildServer } from '../support/start-compiled-server';

/**
 * Builds dist/ from the sources once per run, before any test file starts, so every test that
 * runs the compiled server or admin tool runs the code under test, and none rebuilds dist/ while
 * another test is running it.
 */
export default async function setup() {
  await buildServer();
}
