import type { BrowserContext } from '@playwright/test';

/**
 * Holds every request of the context's pages whose address matches `url` until released: an answer
 * on a slow link. On the context, so a request the service worker passes on is held too.
 */
export async function holdRequests(context: BrowserContext, url: string | RegExp) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await context.route(url, async (route) => {
    held += 1;
    await gate;
    await route.continue();
  });
  return { release: () => release(), held: () => held };
}
