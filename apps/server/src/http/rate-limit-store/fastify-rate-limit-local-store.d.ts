// The in-process store that ships with @fastify/rate-limit (store/LocalStore.js), untyped there.
declare module '@fastify/rate-limit/store/LocalStore.js' {
  type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

  export default class LocalStore {
    constructor(continueExceeding?: boolean, exponentialBackoff?: boolean, cache?: number);
    incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void;
  }
}
