import Stripe from 'stripe';
import type { FakeEvent } from './objects';

export interface Delivery {
  eventId: string;
  type: string;
  status: number;
}

/** Signs an event's JSON with the real SDK's test helper, as Stripe signs webhooks. */
export function signPayload(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}

/**
 * Sends events to the app's webhook endpoint, one at a time in the order they happened (tests that
 * need another order deliver by hand with `deliver`).
 */
export class WebhookSender {
  url: string | null = null;
  readonly deliveries: Delivery[] = [];
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly secret: string) {}

  /** POSTs one event (signed) and returns the app's status. */
  async deliver(
    event: FakeEvent,
    options: { secret?: string; url?: string } = {},
  ): Promise<number> {
    const url = options.url ?? this.url;
    if (!url) throw new Error('The fake Stripe has no webhook URL');
    const payload = JSON.stringify(event, null, 2);
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        'stripe-signature': signPayload(payload, options.secret ?? this.secret),
      },
      body: payload,
    });
    await response.arrayBuffer();
    this.deliveries.push({ eventId: event.id, type: event.type, status: response.status });
    return response.status;
  }

  enqueue(event: FakeEvent): void {
    if (!this.url) return;
    this.queue = this.queue.then(
      () => this.deliver(event),
      () => this.deliver(event),
    );
  }

  /** Resolves when every queued delivery has been answered. */
  async flush(): Promise<void> {
    for (;;) {
      const current = this.queue;
      await current.catch(() => undefined);
      if (current === this.queue) return;
    }
  }
}
