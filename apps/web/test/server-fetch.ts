import { act } from '@testing-library/react';

/** Statuses whose Response may not be given a body. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * A request the test itself sends to the real server while a page may be rendered (to check what
 * was saved, or to act as another client). Awaited inside act(), body and all: a part of the page
 * loaded lazily (React.lazy), or an answer the page was waiting for, can arrive meanwhile, and
 * React wants that inside act — outside it, React logs an act warning, which fails the test
 * (src/setup-tests.ts) depending on timing alone. The body is read inside act too (reading it
 * waits on the network), and the answer handed back holds it in memory.
 */
export function serverFetch(input: string, init?: RequestInit): Promise<Response> {
  return act(async () => {
    const response = await fetch(input, init);
    const body = NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer();
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  });
}

/** POSTs `body` as JSON through serverFetch; a reply that is not 2xx fails the test with its text. */
export async function postJson(path: string, body: unknown): Promise<unknown> {
  const response = await serverFetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}
