import { UserSchema } from '@pipeproof/contracts';
import { describe, expect, it } from 'vitest';
import { subscribe, type Subscriber, useBillingHarness } from './support/billing-fixtures';
import { signUp } from './support/browser';

/**
 * Deleting an account cancels its Stripe subscription first (decisions 0150, 0503): nobody is
 * billed for an account that no longer exists. Real SDK against the local fake Stripe.
 */

const h = useBillingHarness();

async function subscriberWithPassword(): Promise<Subscriber & { password: string }> {
  const browser = h.server.browser();
  const { email, password } = await signUp(browser);
  const me = UserSchema.parse(await (await browser.get('/api/auth/user')).json());
  return { browser, id: me.id, email, password };
}

describe('deleting a paying account', () => {
  it('cancels the live Stripe subscription before the account goes', async () => {
    const subscriber = await subscriberWithPassword();
    const subscriptionId = await subscribe(h, subscriber, 'premium');
    expect(h.fake.store.subscription(subscriptionId).status).toBe('active');

    const response = await subscriber.browser.post('/api/auth/delete-user', {
      password: subscriber.password,
    });
    expect(response.status).toBe(200);
    expect(h.fake.store.subscription(subscriptionId).status).toBe('canceled');
  });

  it('refuses the deletion, keeping the account, when Stripe cannot be reached', async () => {
    const subscriber = await subscriberWithPassword();
    const subscriptionId = await subscribe(h, subscriber, 'basic');
    await h.fake.close();
    try {
      const response = await subscriber.browser.post('/api/auth/delete-user', {
        password: subscriber.password,
      });
      expect(response.status).toBe(503);
      expect(await response.text()).toMatch(/has not been deleted/);
      expect((await subscriber.browser.get('/api/auth/user')).status).toBe(200);
    } finally {
      // Nothing else in this file needs the fake; the subscription is still active there.
      expect(h.fake.store.subscription(subscriptionId).status).toBe('active');
    }
  });
});
