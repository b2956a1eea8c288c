import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ConsultancyPage } from './consultancy-page';

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/consultancy']}>
      <ConsultancyPage />
    </MemoryRouter>,
  );
}

describe('ConsultancyPage', () => {
  it('has one h1 naming the consultancy', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Gas pipework, combustion and control consultancy',
      }),
    ).toBeInTheDocument();
  });

  it.each([
    'Pipework design reviews',
    'Commissioning support',
    'Test and purge procedures',
    'Combustion and burner advice',
    'Controls and safety systems',
    'Training',
  ])('describes the "%s" service', (service) => {
    renderPage();
    expect(screen.getByRole('heading', { level: 3, name: service })).toBeInTheDocument();
  });

  it('offers an enquiry by email and the calculator', () => {
    renderPage();
    for (const link of screen.getAllByRole('link', { name: 'Send Enquiry' })) {
      expect(link).toHaveAttribute(
        'href',
        'mailto:support@pipeproof.app?subject=Consultancy%20enquiry',
      );
    }
    for (const link of screen.getAllByRole('link', { name: 'Try our Calculator' })) {
      expect(link).toHaveAttribute('href', '/home');
    }
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('explains how an enquiry proceeds and what to send', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'What to include in your enquiry' }),
    ).toBeInTheDocument();
  });
});
