/** An error the fake answers in Stripe's shape: `{ error: { type, message, code?, param? } }`. */
export class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error',
    message: string,
    readonly extra: { code?: string; param?: string; decline_code?: string } = {},
  ) {
    super(message);
  }

  toJSON() {
    return { error: { type: this.type, message: this.message, ...this.extra } };
  }
}

export function missing(kind: string, id: string, param = 'id'): FakeStripeError {
  return new FakeStripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, {
    code: 'resource_missing',
    param,
  });
}

export function invalid(message: string, param?: string): FakeStripeError {
  return new FakeStripeError(400, 'invalid_request_error', message, param ? { param } : {});
}
