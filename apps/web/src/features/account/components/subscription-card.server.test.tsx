import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { TestAccountKey, TestServerName } from '../../../../test/api-context';
import { renderApp, signInAs } from '../../../../test/render-app';
import { switchServer } from '../../../../test/setup-api';
import { signUpStripeSubscriber } from '../../../../test/stripe-subscriber';
import { CANCEL_CONFIRMATION } from '../billing-toasts';

async function renderAccount() {
  const rendered = renderApp('/account');
  await screen.findByRole('heading', { level: 1, name: 'Account Management' });
  return { ...rendered, plan: screen.getByRole('region', { name: 'Current plan' }) };
}

async function renderAccountAs(key: TestAccountKey, server: TestServerName = 'standard') {
  signInAs(key, server);
  return renderAccount();
}

describe('current plan: refresh and cancel (product.md §2, §5, §8)', () => {
  it("'Refresh Status' re-reads the plan: 'Subscription Refreshed'", async () => {
    const { user, plan } = await renderAccountAs('basic');
    await user.click(within(plan).getByRole('button', { name: 'Refresh Status' }));
    expect(await screen.findByText('Subscription Refreshed')).toBeInTheDocument();
    expect(screen.getByText('Your plan is Basic.')).toBeInTheDocument();
  });

  it("'Refresh Failed' when the server cannot be reached", async () => {
    const { user, plan } = await renderAccountAs('basic');
    switchServer('unreachable');
    await user.click(within(plan).getByRole('button', { name: 'Refresh Status' }));
    expect(await screen.findByText('Refresh Failed')).toBeInTheDocument();
  });

  it('no Cancel Subscription without payments, or on Free', async () => {
    const premium = await renderAccountAs('premium');
    await screen.findByText(/Online payments are not configured on this server/);
    expect(within(premium.plan).queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
    cleanup();
    const free = await renderAccountAs('free');
    expect(within(free.plan).queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });

  it('cancels at the end of the period after the confirmation, and says until when', async () => {
    await signUpStripeSubscriber('premium');
    const { user, plan } = await renderAccount();
    await waitFor(() => expect(plan).toHaveTextContent(/Renews on \d\d\/\d\d\/\d{4}/));
    await user.click(await within(plan).findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Subscription' });
    expect(dialog).toHaveTextContent(CANCEL_CONFIRMATION);
    expect(CANCEL_CONFIRMATION).toBe(
      'Are you sure you want to cancel your subscription? You will lose access to premium features at the end of your billing period.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Subscription Cancelled')).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Your subscription is cancelled\. You keep Premium until \d\d\/\d\d\/\d{4}; then your plan becomes Free\.$/,
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(plan).toHaveTextContent(
        /Cancelled\. You keep Premium until \d\d\/\d\d\/\d{4}, then your plan becomes Free\./,
      ),
    );
    expect(plan).toHaveTextContent('Premium');
    expect(within(plan).queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
    expect(within(plan).getByRole('button', { name: 'Keep Premium' })).toBeEnabled();
  });

  it("'Cancellation Failed' with the server's message when there is no Stripe subscription", async () => {
    const { user, plan } = await renderAccountAs('premium', 'payments');
    await user.click(await within(plan).findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Subscription' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Cancellation Failed')).toBeInTheDocument();
    expect(screen.getByText('You have no paid subscription to cancel.')).toBeInTheDocument();
  });
});
