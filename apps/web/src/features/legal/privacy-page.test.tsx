import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PrivacyPage } from './privacy-page';

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/privacy']}>
      <PrivacyPage />
    </MemoryRouter>,
  );
}

describe('PrivacyPage', () => {
  it('has one h1, the date, and a way back home', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: 5 December 2026')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Back to Home' })) {
      expect(link).toHaveAttribute('href', '/');
    }
    expect(document.title).toBe('Privacy Policy · PipeProof');
  });

  it('says what the app keeps on the device: who is signed in, their work, locked when it ends', () => {
    renderPage();
    expect(screen.getByText(/your name, email address, plan and engineer details/)).toBeVisible();
    expect(screen.getByText(/whether anyone was signed in when it last asked/)).toBeVisible();
    expect(screen.getByText(/locked \(encrypted\) until you sign in/)).toBeVisible();
  });

  it.each([
    'Who we are',
    'Information we collect',
    'How we use it, and our lawful bases',
    "Your customers' information",
    'How we keep information safe',
    'How long we keep information',
    'Who we share information with',
    'International transfers',
    'Cookies and storage on your device',
    'Your rights',
    'Changes to this policy',
    'Contact us',
  ])('has a "%s" section listed in the contents', (title) => {
    renderPage();
    const heading = screen.getByRole('heading', {
      level: 2,
      name: new RegExp(`^\\d+\\. ${title}$`),
    });
    const section = heading.closest('section');
    expect(section).not.toBeNull();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    for (const link of within(contents).getAllByRole('link', { name: new RegExp(title) })) {
      expect(link).toHaveAttribute('href', `#${section?.id}`);
    }
  });

  it('names every right, and how to use them, including a complaint to the ICO', () => {
    renderPage();
    const rights = screen.getByRole('region', { name: /Your rights/ });
    for (const right of [
      'Access',
      'Correction (rectification)',
      'Deletion (erasure)',
      'Portability',
      'Objection',
      'Restriction',
    ]) {
      expect(within(rights).getByText(right, { selector: 'strong' })).toBeInTheDocument();
    }
    // The right of access is also self-service (decision 0813).
    expect(rights).toHaveTextContent(/download it yourself at any time with ‘Download my data’/);
    expect(within(rights).getByRole('heading', { name: 'How to use your rights' })).toBeVisible();
    expect(within(rights).getByRole('link', { name: /ico\.org\.uk/ })).toHaveAttribute(
      'href',
      'https://ico.org.uk/make-a-complaint/',
    );
  });

  it('states the retention periods', () => {
    renderPage();
    const retention = screen.getByRole('region', { name: /How long we keep information/ });
    expect(retention).toHaveTextContent(/we keep issued certificates .* for 6 years/);
    expect(retention).toHaveTextContent('Technical logs: 30 days');
    expect(retention).toHaveTextContent(/Payment and billing records: 6 years/);
  });

  it('says card numbers stay with Stripe and that only a session cookie is used', () => {
    renderPage();
    expect(screen.getByText(/we never see or store your card number/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Cookies/ })).toHaveTextContent(
      /no analytics, advertising or tracking cookies/,
    );
  });

  it('gives the support email as a mail link', () => {
    renderPage();
    const mailLinks = screen.getAllByRole('link', { name: 'support@pipeproof.app' });
    expect(mailLinks.length).toBeGreaterThan(0);
    for (const link of mailLinks) {
      expect(link.getAttribute('href')).toMatch(/^mailto:support@pipeproof\.app(\?subject=.+)?$/);
    }
  });
});
