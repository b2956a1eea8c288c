/** Provided by global-setup.ts: the local Stripe fake the 'payments' server talks to. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** http://127.0.0.1:<port>: its hosted Checkout pages are under /checkout/<session id>. */
    fakeStripeUrl: string;
  }
}

export {};
