import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, uniqueEmail } from '../../../../test/render-app';

async function renderLanding() {
  const rendered = renderApp('/');
  await screen.findByRole('heading', { level: 1, name: /pipework testing and purging/i });
  return rendered;
}

describe('landing page', () => {
  it('shows the four plans with their monthly prices', async () => {
    await renderLanding();
    for (const [plan, price] of [
      ['Free', '£0/month'],
      ['Basic', '£1/month'],
      ['Premium', '£2/month'],
      ['Professional', '£5/month'],
    ] as const) {
      const card = screen.getByRole('article', { name: `${plan} plan` });
      expect(card).toHaveTextContent(price);
      expect(within(card).getByRole('list', { name: `${plan} features` })).toBeInTheDocument();
    }
  });

  it('shows the safety notice', async () => {
    await renderLanding();
    const notice = screen.getByRole('complementary', { name: 'Safety notice' });
    expect(notice).toHaveTextContent('competent gas engineers');
    expect(notice).toHaveTextContent('IGE/UP/1 Edition 2 +A: 2005');
    expect(notice).toHaveTextContent('DSEAR risk assessment');
  });

  it('Try Free leads to the calculator selection', async () => {
    const { user, currentPath } = await renderLanding();
    await user.click(screen.getAllByRole('link', { name: /try free/i })[0]!);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a calculator' }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/home');
  });

  it.each([
    ['Start Basic', 'basic'],
    ['Start Premium', 'premium'],
    ['Start Professional', 'professional'],
  ])('%s stores the pending tier and goes to sign-in', async (button, tier) => {
    const { user, currentPath } = await renderLanding();
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(currentPath()).toMatch(/^\/sign-in/);
    expect(sessionStorage.getItem('pendingTier')).toBe(tier);
  });

  it('after creating an account the pending tier is cleared and the user goes to subscribe', async () => {
    const { user, currentPath } = await renderLanding();
    await user.click(screen.getByRole('button', { name: 'Start Professional' }));
    expect(
      await screen.findByText('Then you will continue to the Professional plan.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Sam Fitter');
    await user.type(screen.getByLabelText('Email'), uniqueEmail('pending-tier'));
    await user.type(screen.getByLabelText('Password'), 'correct-horse-battery');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    // This server has no payment key, so /subscribe says so (product.md §2).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscription Service Unavailable' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/subscribe?tier=professional'));
    expect(sessionStorage.getItem('pendingTier')).toBeNull();
  });
});
