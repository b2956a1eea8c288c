import { beforeEach, inject } from 'vitest';
import type { TestServerName } from './api-context';
import { settleDeviceSessions } from '../src/lib/device/resolve-device-session';
import { markSessionConfirmed } from '../src/lib/device/session-confirmation';
import { CookieJar, createCookieJarFetch } from './cookie-jar-fetch';

// Points the app's api client (plain fetch) at a real server started by global-setup.ts:
// the standard one unless a test calls switchServer('payments').
export const cookieJar = new CookieJar();
let currentServer: TestServerName | 'unreachable' = 'standard';
const realFetch = globalThis.fetch;
// Port 9 (discard) on loopback: nothing listens, so requests fail as with no signal.
const UNREACHABLE_BASE_URL = 'http://127.0.0.1:9';

export function switchServer(name: TestServerName | 'unreachable') {
  currentServer = name;
  cookieJar.clear();
}

function currentBaseUrl(): string {
  return currentServer === 'unreachable'
    ? UNREACHABLE_BASE_URL
    : inject('servers')[currentServer].baseUrl;
}

globalThis.fetch = (input, init) =>
  createCookieJarFetch(currentBaseUrl(), cookieJar, realFetch)(input, init);

// Each test starts on a fresh device: nobody remembered, no work kept, no session confirmed.
beforeEach(async () => {
  // The last test's page may still be applying a session answer: let it land first.
  await settleDeviceSessions();
  currentServer = 'standard';
  cookieJar.clear();
  sessionStorage.clear();
  localStorage.clear();
  markSessionConfirmed(null);
});
