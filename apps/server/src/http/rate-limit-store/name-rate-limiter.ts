/** What @fastify/rate-limit hands a store's child(): the limiter's options merged with the plugin's. */
export interface RateLimiterParams {
  /** Our name for a limiter made with app.rateLimit(); routes in one group share its counters. */
  readonly groupId?: string;
  /** The route, for a limiter declared in a route's `config.rateLimit`; empty for app.rateLimit(). */
  readonly routeInfo?: { readonly method?: string | readonly string[]; readonly url?: string };
  readonly continueExceeding?: boolean;
  readonly exponentialBackoff?: boolean;
}

/**
 * The name a limiter's counters are kept under, the same in every app process (decision 0800):
 * its `groupId`, else its route ('POST /api/feedback'). A limiter made with app.rateLimit() has no
 * route, so it must be given a groupId: refused at start-up rather than silently sharing one
 * budget with every other unnamed limiter.
 */
export function nameRateLimiter(params: RateLimiterParams): string {
  if (params.continueExceeding || params.exponentialBackoff) {
    throw new Error(
      'Rate limits: continueExceeding and exponentialBackoff are not supported by the shared store (decision 0800)',
    );
  }
  if (params.groupId) return params.groupId;
  const { method, url } = params.routeInfo ?? {};
  if (method !== undefined && url !== undefined) {
    return `${typeof method === 'string' ? method : method.join(',')} ${url}`;
  }
  throw new Error(
    'Rate limits: give every app.rateLimit({ … }) a groupId naming its budget (decision 0800)',
  );
}
