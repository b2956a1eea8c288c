import { screen, within } from '@testing-library/react';
import { renderApp, signInAs } from '../../../../test/render-app';
import { switchServer } from '../../../../test/setup-api';

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
    it("shows the chosen plan's name, price and features and says checkout is being set up", async () => {
      switchServer('payments');
      renderApp('/subscribe?tier=premium');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Subscribe to Premium' }),
      ).toBeInTheDocument();
      const plan = screen.getByRole('article', { name: 'Premium plan' });
      expect(plan).toHaveTextContent('£2/month');
      expect(within(plan).getByText('All tests including purge')).toBeInTheDocument();
      expect(screen.getByText(/checkout is being set up/i)).toBeInTheDocument();
      // No dead "pay" button: only links that go somewhere.
      expect(screen.queryByRole('button', { name: /pay|subscribe|checkout/i })).toBeNull();
      expect(screen.getByRole('link', { name: 'Sign in to subscribe' })).toHaveAttribute(
        'href',
        `/sign-in?returnTo=${encodeURIComponent('/subscribe?tier=premium')}`,
      );
    });

    it('signed in, leads back to the account page', async () => {
      signInAs('premium', 'payments');
      renderApp('/subscribe?tier=professional');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Subscribe to Professional' }),
      ).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: 'Back to your account' })).toHaveAttribute(
        'href',
        '/account',
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
  });
});
