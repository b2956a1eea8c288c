import autocannon from 'autocannon';

export interface LoadTarget {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  requestsPerSec: number;
  p99Ms: number;
  /** Socket errors and timeouts. */
  errors: number;
  non2xx: number;
  requests: number;
}

/** One autocannon run against `baseUrl + target.path` (averages over the run's seconds). */
export async function runLoad(
  baseUrl: string,
  target: LoadTarget,
  load: { connections: number; durationSec: number },
): Promise<LoadResult> {
  const result = await autocannon({
    url: baseUrl + target.path,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections: load.connections,
    duration: load.durationSec,
  });
  return {
    requestsPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}
