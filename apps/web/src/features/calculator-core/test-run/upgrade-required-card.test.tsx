import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Tier } from '@pipeproof/contracts';
import { UpgradeRequiredCard } from './upgrade-required-card';

const PURGE_GATE = 'Purge calculations need a Premium subscription.';

function renderCard(requiredTier: Tier, title?: string) {
  render(
    <MemoryRouter initialEntries={['/commercial?job=42']}>
      <UpgradeRequiredCard message={PURGE_GATE} requiredTier={requiredTier} title={title} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: title ?? 'Upgrade Required' });
}

const planNames = (card: HTMLElement) =>
  within(card)
    .getAllByRole('article')
    .map((plan) => plan.getAttribute('aria-label'));

describe('UpgradeRequiredCard', () => {
  // The page the gate was met on goes with the link, so paying brings the engineer back (decision 0438).
  it('says why, then offers Premium and Professional with prices, features and links', () => {
    const card = renderCard('premium');
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Upgrade Required');
    expect(within(card).getByText(PURGE_GATE)).toBeInTheDocument();
    expect(planNames(card)).toEqual(['Premium plan', 'Professional plan']);

    const premium = within(card).getByRole('article', { name: 'Premium plan' });
    expect(premium).toHaveTextContent('£2/month');
    expect(within(premium).getByRole('list', { name: 'Premium features' })).toHaveTextContent(
      'All tests including purge',
    );
    expect(within(premium).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/subscribe?tier=premium&returnTo=%2Fcommercial%3Fjob%3D42',
    );
    const professional = within(card).getByRole('article', { name: 'Professional plan' });
    expect(professional).toHaveTextContent('£5/month');
    expect(
      within(professional).getByRole('link', { name: 'Upgrade to Professional' }),
    ).toHaveAttribute('href', '/subscribe?tier=professional&returnTo=%2Fcommercial%3Fjob%3D42');
  });

  it.each([
    ['basic', ['Basic plan', 'Premium plan', 'Professional plan']],
    ['professional', ['Professional plan']],
    // Free is never a way up: every paid plan is offered.
    ['free', ['Basic plan', 'Premium plan', 'Professional plan']],
  ] as const)('from %s offers %j', (tier, plans) => {
    expect(planNames(renderCard(tier))).toEqual(plans);
  });

  it('takes a title of its own', () => {
    const card = renderCard('professional', 'Professional Subscription Required');
    expect(within(card).getByRole('link', { name: 'Upgrade to Professional' })).toHaveAttribute(
      'href',
      '/subscribe?tier=professional&returnTo=%2Fcommercial%3Fjob%3D42',
    );
  });
});
