import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { inject } from 'vitest';
import { hardNavigate } from '../../../lib/hard-navigate';
import { renderApp, signInAs, uniqueEmail } from '../../../../test/render-app';
import { switchServer } from '../../../../test/setup-api';
import { signUpStripeSubscriber } from '../../../../test/stripe-subscriber';
import { serverFetch } from '../../../../test/server-fetch';

// jsdom cannot leave the page: record where the app sends the browser (Stripe Checkout) instead.
vi.mock('../../../lib/hard-navigate', () => ({ hardNavigate: vi.fn() }));

beforeEach(() => {
  vi.mocked(hardNavigate).mockClear();
});

describe('subscribe page', () => {
  it('without payments: Subscription Service Unavailable, Back to Application to /calc', async () => {
    renderApp('/subscribe?tier=basic');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscription Service Unavailable' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Application' })).toHaveAttribute(
      'href',
      '/calc',
    );
  });

  describe('with payments configured', () => {
    it("shows the chosen plan's name, price and features and asks a visitor to sign in", async () => {
      switchServer('payments');
      renderApp('/subscribe?tier=premium');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Subscribe to Premium' }),
      ).toBeInTheDocument();
      const plan = screen.getByRole('article', { name: 'Premium plan' });
      expect(plan).toHaveTextContent('£2/month');
      expect(within(plan).getByText('All tests including purge')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Sign in to subscribe' })).toHaveAttribute(
        'href',
        `/sign-in?returnTo=${encodeURIComponent('/subscribe?tier=premium')}`,
      );
    });

    it('without a valid tier, offers the three paid plans', async () => {
      switchServer('payments');
      renderApp('/subscribe?tier=platinum');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Choose a plan' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Choose Basic' })).toHaveAttribute(
        'href',
        '/subscribe?tier=basic',
      );
      expect(screen.getAllByRole('article')).toHaveLength(3);
    });

    it('a signed-in user goes to Stripe Checkout, pays, and comes back upgraded (product.md §4)', async () => {
      switchServer('payments');
      const email = uniqueEmail('checkout');
      const signUp = await serverFetch('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'checkout-password-1', name: 'Pat Fitter' }),
      });
      expect(signUp.status).toBe(200);

      const first = renderApp('/subscribe?tier=premium');
      expect(await screen.findByRole('link', { name: 'Back to your account' })).toHaveAttribute(
        'href',
        '/account',
      );
      await first.user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
      await waitFor(() => expect(hardNavigate).toHaveBeenCalledTimes(1));
      const checkoutUrl = vi.mocked(hardNavigate).mock.calls[0]?.[0] ?? '';
      expect(checkoutUrl).toMatch(new RegExp(`^${inject('fakeStripeUrl')}/checkout/cs_test_`));
      expect(await screen.findByRole('button', { name: 'Opening checkout…' })).toBeDisabled();

      // On Stripe's (fake) hosted page: pay, and be sent back to the app.
      const page = await serverFetch(checkoutUrl);
      expect(await page.text()).toContain('Pay £2.00');
      const paid = await serverFetch(`${checkoutUrl}/pay`, { method: 'POST' });
      expect(paid.status).toBe(303);
      const returnUrl = new URL(paid.headers.get('location') ?? '');
      expect(returnUrl.pathname + returnUrl.search).toBe('/account?upgraded=true');
      cleanup();
      const back = renderApp('/account?upgraded=true');
      expect(await screen.findByText('Subscription Updated!')).toBeInTheDocument();
      expect(
        screen.getByText('Your subscription has been activated successfully.'),
      ).toBeInTheDocument();
      await waitFor(() => expect(back.currentPath()).toBe('/account'));
      expect(await screen.findByRole('link', { name: 'Premium plan — account' })).toBeVisible();
      const plan = await screen.findByRole('region', { name: 'Current plan' });
      await waitFor(() =>
        expect(plan).toHaveTextContent(/Renews on \d\d\/\d\d\/\d{4} at £2 a month/),
      );
    });

    it('Checkout from an Upgrade Required card comes back to the job in progress (decision 0438)', async () => {
      switchServer('payments');
      const signUp = await serverFetch('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: uniqueEmail('checkout-return'),
          password: 'checkout-password-1',
          name: 'Pat Fitter',
        }),
      });
      expect(signUp.status).toBe(200);

      const first = renderApp('/subscribe?tier=basic&returnTo=%2Fcommercial%3Fjob%3D7');
      await first.user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
      await waitFor(() => expect(hardNavigate).toHaveBeenCalledTimes(1));
      const checkoutUrl = vi.mocked(hardNavigate).mock.calls[0]?.[0] ?? '';
      const paid = await serverFetch(`${checkoutUrl}/pay`, { method: 'POST' });
      const returnUrl = new URL(paid.headers.get('location') ?? '');
      expect(returnUrl.pathname + returnUrl.search).toBe('/commercial?job=7&upgraded=true');

      cleanup();
      const back = renderApp('/calc?upgraded=true');
      expect(await screen.findByText('Subscription Updated!')).toBeInTheDocument();
      await waitFor(() => expect(back.currentPath()).toBe('/calc'));
      expect(await screen.findByRole('link', { name: 'Basic plan — account' })).toBeVisible();
      // The /calc page loads lazily: wait for it here, or it finishes loading during the next test.
      await screen.findByRole('heading', { level: 1, name: 'Calculator' });
    });

    it('a return path to another site is ignored: Checkout comes back to the account page', async () => {
      switchServer('payments');
      const signUp = await serverFetch('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: uniqueEmail('checkout-evil'),
          password: 'checkout-password-1',
          name: 'Pat Fitter',
        }),
      });
      expect(signUp.status).toBe(200);
      const view = renderApp('/subscribe?tier=basic&returnTo=%2F%2Fevil.example%2Faccount');
      await view.user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
      await waitFor(() => expect(hardNavigate).toHaveBeenCalledTimes(1));
      const checkoutUrl = vi.mocked(hardNavigate).mock.calls[0]?.[0] ?? '';
      const paid = await serverFetch(`${checkoutUrl}/pay`, { method: 'POST' });
      const returnUrl = new URL(paid.headers.get('location') ?? '');
      expect(returnUrl.origin).not.toContain('evil');
      expect(returnUrl.pathname + returnUrl.search).toBe('/account?upgraded=true');
    });

    it('a subscriber upgrades at once and books a downgrade for the end of the period', async () => {
      await signUpStripeSubscriber('premium');
      const upgrade = renderApp('/subscribe?tier=professional');
      expect(await screen.findByRole('heading', { name: 'Upgrade now' })).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { level: 1, name: 'Change to Professional' }),
      ).toBeInTheDocument();
      await upgrade.user.click(screen.getByRole('button', { name: 'Upgrade to Professional' }));
      // One wait until the account page has loaded: its lazy page then resolves while React
      // expects it, never in a gap between two waits.
      await waitFor(() => {
        expect(screen.getByText('Plan Changed')).toBeInTheDocument();
        expect(upgrade.currentPath()).toBe('/account');
        expect(screen.getByRole('region', { name: 'Current plan' })).toBeInTheDocument();
      });
      expect(
        await screen.findByRole('link', { name: 'Professional plan — account' }),
      ).toBeVisible();

      cleanup();
      const downgrade = renderApp('/subscribe?tier=basic');
      expect(
        await screen.findByRole('heading', { name: 'Downgrade at the end of your billing period' }),
      ).toBeInTheDocument();
      await downgrade.user.click(screen.getByRole('button', { name: 'Downgrade to Basic' }));
      await waitFor(() => expect(downgrade.currentPath()).toBe('/account'));
      const plan = await screen.findByRole('region', { name: 'Current plan' });
      await waitFor(() =>
        expect(plan).toHaveTextContent(
          /Changes to Basic on \d\d\/\d\d\/\d{4}\. You keep Professional until then\./,
        ),
      );
      expect(plan).toHaveTextContent('Professional');
      expect(within(plan).queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
      await downgrade.user.click(within(plan).getByRole('button', { name: 'Keep Professional' }));
      expect(await screen.findByText('Plan Kept')).toBeInTheDocument();
      await waitFor(() => expect(plan).toHaveTextContent(/Renews on .* at £5 a month/));
    });

    it('a plan set by the administrator (no Stripe subscription) goes through Checkout', async () => {
      signInAs('premium', 'payments');
      renderApp('/subscribe?tier=professional');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Subscribe to Professional' }),
      ).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Continue to payment' })).toBeEnabled();
      expect(screen.getByRole('link', { name: 'Back to your account' })).toHaveAttribute(
        'href',
        '/account',
      );
    });
  });
});
