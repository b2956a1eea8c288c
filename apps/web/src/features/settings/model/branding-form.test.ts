import { describe, expect, it } from 'vitest';
import type { CompanyBranding } from '@pipeproof/contracts';
import { firstInvalidField } from './branding-form';
import { checkBrandingForm } from './check-branding-form';

const VALID: CompanyBranding = {
  companyName: 'Acme Gas',
  companyAddress: '',
  companyPhone: '',
  companyEmail: '',
  companyWebsite: '',
  footerText: '',
  primaryColor: '#2563eb',
  secondaryColor: '#64748b',
  engineerName: '',
  gasSafeNumber: '',
  engineerSignatureUrl: '',
  logoUrl: '',
};

describe('checkBrandingForm (product.md §5 Company settings)', () => {
  it('accepts a company name alone, trimming and lower-casing', () => {
    const check = checkBrandingForm({ ...VALID, companyName: ' Acme ', primaryColor: '#ABCDEF' });
    expect(check).toMatchObject({
      ok: true,
      request: { companyName: 'Acme', primaryColor: '#abcdef' },
    });
  });

  it('gives the messages of product.md, one per field, first field first', () => {
    const check = checkBrandingForm({
      ...VALID,
      companyName: '  ',
      companyEmail: 'not-an-email',
      primaryColor: '#12345',
      secondaryColor: 'grey',
    });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toEqual({
      companyName: 'Company name is required',
      companyEmail: 'Invalid email',
      primaryColor: 'Invalid hex color',
      secondaryColor: 'Invalid hex color',
    });
    expect(firstInvalidField(check.errors)).toBe('companyName');
  });
});
