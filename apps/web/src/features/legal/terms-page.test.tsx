import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { TermsPage } from './terms-page';

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/terms']}>
      <TermsPage />
    </MemoryRouter>,
  );
}

describe('TermsPage', () => {
  it('has one h1, the date, and a way back home', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: 27 November 2026')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to Home' })[0]).toHaveAttribute('href', '/');
  });

  it.each([
    'Who may use PipeProof',
    'Safety notice',
    'Your account',
    'Plans, subscription and billing',
    'Acceptable use',
    'Your information and content',
    'Intellectual property',
    'Disclaimers and limitation of liability',
    'Ending your account',
    'Changes to these terms',
    'Governing law',
    'Contact us',
  ])('has a "%s" section', (title) => {
    renderPage();
    expect(
      screen.getByRole('heading', { level: 2, name: new RegExp(`^\\d+\\. ${title}$`) }),
    ).toBeInTheDocument();
  });

  it('carries the safety notice: competent engineers, the standards, DSEAR, responsibility', () => {
    renderPage();
    const notice = screen.getByRole('region', { name: /Safety notice/ });
    expect(notice).toHaveTextContent('PipeProof is for competent gas engineers only.');
    expect(notice).toHaveTextContent('IGE/UP/1 Edition 2 +A: 2005');
    expect(notice).toHaveTextContent('IGE/UP/1A');
    expect(notice).toHaveTextContent('DSEAR risk assessment');
    expect(notice).toHaveTextContent(/You remain responsible .* every certificate you issue/);
  });

  it('lists every plan with its monthly price and the billing rules', () => {
    renderPage();
    const plans = screen.getByRole('list', { name: 'PipeProof plans and monthly prices' });
    const prices = within(plans)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === plans)
      .map((item) => item.querySelector('p')?.textContent);
    expect(prices).toEqual([
      'Free£0 per month',
      'Basic£1 per month',
      'Premium£2 per month',
      'Professional£5 per month',
    ]);

    const billing = screen.getByRole('region', { name: /Plans, subscription and billing/ });
    for (const rule of [
      'Billed monthly in advance.',
      'No refunds for partial months.',
      'Cancelling.',
      'Upgrades take effect at once.',
      'Downgrades take effect at the end of the current billing period.',
    ]) {
      expect(within(billing).getByText(rule)).toBeInTheDocument();
    }
    expect(billing).toHaveTextContent(/keep your paid features until the end of the period/);
    expect(billing).toHaveTextContent(/prorated/);
  });

  it('explains account deletion and the law that applies', () => {
    renderPage();
    expect(screen.getByRole('region', { name: /Ending your account/ })).toHaveTextContent(
      /delete your account from your account settings/,
    );
    expect(screen.getByRole('region', { name: /Governing law/ })).toHaveTextContent(
      'the law of England and Wales',
    );
    expect(screen.getAllByRole('link', { name: 'support@pipeproof.app' })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@pipeproof\.app/),
    );
  });
});
