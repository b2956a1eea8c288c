import { screen, within } from '@testing-library/react';
import type { TestAccountKey, TestServerName } from '../../../../test/api-context';
import { renderApp, signInAs } from '../../../../test/render-app';

async function renderAccount(key: TestAccountKey, server: TestServerName = 'standard') {
  const account = signInAs(key, server);
  const rendered = renderApp('/account');
  await screen.findByRole('heading', { level: 1, name: 'Account Management' });
  return { ...rendered, account };
}

describe('account page', () => {
  it('shows the email and name', async () => {
    const { account } = await renderAccount('basic');
    const details = screen.getByRole('region', { name: 'Your details' });
    expect(details).toHaveTextContent(account.email);
    expect(details).toHaveTextContent(account.name);
  });

  it("says 'Not provided' when the account has no name", async () => {
    const { account } = await renderAccount('nameless');
    const details = screen.getByRole('region', { name: 'Your details' });
    expect(details).toHaveTextContent(account.email);
    expect(details).toHaveTextContent('NameNot provided');
  });

  it('shows the current plan with its badge', async () => {
    await renderAccount('premium');
    const plan = screen.getByRole('region', { name: 'Current plan' });
    expect(plan).toHaveTextContent('Premium');
    expect(plan).toHaveTextContent('£2 per month');
  });

  it('lists the four plans and marks the current one', async () => {
    await renderAccount('professional');
    const plans = within(screen.getByRole('region', { name: 'Plans' }));
    expect(plans.getAllByRole('article')).toHaveLength(4);
    expect(plans.getByRole('article', { name: 'Professional plan' })).toHaveTextContent(
      'Current plan',
    );
    expect(plans.getByRole('article', { name: 'Free plan' })).not.toHaveTextContent('Current plan');
  });

  it('says plainly that payments are not configured and offers no upgrade buttons', async () => {
    await renderAccount('free');
    const plans = within(screen.getByRole('region', { name: 'Plans' }));
    expect(
      await plans.findByText(
        'Online payments are not configured on this server. Ask your administrator to change your plan.',
      ),
    ).toBeInTheDocument();
    expect(plans.queryByRole('link', { name: /upgrade|downgrade/i })).not.toBeInTheDocument();
    expect(plans.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers upgrades and downgrades to /subscribe when payments are configured', async () => {
    await renderAccount('premium', 'payments');
    const plans = within(screen.getByRole('region', { name: 'Plans' }));
    expect(await plans.findByRole('link', { name: 'Upgrade to Professional' })).toHaveAttribute(
      'href',
      '/subscribe?tier=professional',
    );
    expect(plans.getByRole('link', { name: 'Downgrade to Basic' })).toHaveAttribute(
      'href',
      '/subscribe?tier=basic',
    );
    expect(plans.queryByRole('link', { name: /premium/i })).not.toBeInTheDocument();
    expect(plans.queryByText(/payments are not configured/)).not.toBeInTheDocument();
  });
});
