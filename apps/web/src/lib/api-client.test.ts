import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiPost } from './api-client';

// Where a request starts (decision 0862): the fetch is stood in for by one that records when it was
// called, and the tasks are driven by the test.
describe('apiRequest', () => {
  const realFetch = globalThis.fetch;
  const fetched = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify({ ok: true }), {
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );

  beforeEach(() => {
    vi.useFakeTimers();
    fetched.mockClear();
    globalThis.fetch = fetched;
  });

  afterEach(() => {
    vi.useRealTimers();
    globalThis.fetch = realFetch;
  });

  it('starts a GET in a task of its own, not in the task that asked for it', async () => {
    const answer = apiGet<{ ok: boolean }>('/api/profile');
    // The promise callbacks this task queued have run: the request is still to start.
    await Promise.resolve();
    await Promise.resolve();
    expect(fetched).not.toHaveBeenCalled();

    await vi.runAllTimersAsync();
    expect(fetched).toHaveBeenCalledOnce();
    expect(fetched).toHaveBeenCalledWith(
      '/api/profile',
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    );
    await expect(answer).resolves.toEqual({ ok: true });
  });

  it('sends a change at once, in the task that asked for it', async () => {
    const answer = apiPost('/api/jobs', { jobNumber: 'J-1' });
    expect(fetched).toHaveBeenCalledOnce();
    expect(fetched).toHaveBeenCalledWith(
      '/api/jobs',
      expect.objectContaining({ method: 'POST', body: '{"jobNumber":"J-1"}' }),
    );
    await expect(answer).resolves.toEqual({ ok: true });
  });
});
