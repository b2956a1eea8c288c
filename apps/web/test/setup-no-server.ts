import { beforeEach } from 'vitest';

// A unit test has no server: a request it makes by mistake fails loudly instead of hanging or
// reaching whatever listens on localhost. Tests that need the server are *.server.test.tsx.
globalThis.fetch = (input) =>
  Promise.reject(
    new Error(`No server in unit tests (${String(input)}): name the file *.server.test.tsx`),
  );

// Each test starts on a fresh device.
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
