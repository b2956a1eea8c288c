import { CompanyBrandingSchema } from '@pipeproof/contracts';
import { describe, expect, it } from 'vitest';
import { readCompanyBranding } from './save-company-branding';

/** As POST /api/company-branding answers, with a field the contract does not list. */
const REPLY = {
  companyName: 'Acme Gas Ltd',
  companyAddress: '1 Mill Lane',
  companyPhone: '',
  companyEmail: 'office@acme.example',
  companyWebsite: '',
  footerText: 'Gas Safe registered',
  primaryColor: '#1d4ed8',
  secondaryColor: '#64748B',
  engineerName: 'Sam Fitter',
  gasSafeNumber: '123456',
  engineerSignatureUrl: '',
  logoUrl: '/api/uploads/0b6f3b9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  userId: 'u1',
};

describe('readCompanyBranding', () => {
  it('reads a reply as contracts’ schema does, keeping only the contract’s fields', () => {
    expect(readCompanyBranding(REPLY)).toEqual(CompanyBrandingSchema.parse(REPLY));
    expect(readCompanyBranding(REPLY)).not.toHaveProperty('userId');
  });

  it.each([
    ['a reply that is not an object', [REPLY], 'branding'],
    ['a missing company name', { ...REPLY, companyName: undefined }, 'branding.companyName'],
    ['a logo that is not text', { ...REPLY, logoUrl: null }, 'branding.logoUrl'],
    ['a colour that is not #rrggbb', { ...REPLY, primaryColor: '#12345' }, 'branding.primaryColor'],
    ['a colour by name', { ...REPLY, secondaryColor: 'grey' }, 'branding.secondaryColor'],
  ])('refuses %s, naming where', (_name, reply, path) => {
    expect(() => readCompanyBranding(reply)).toThrow(`not valid at ${path}.`);
    expect(CompanyBrandingSchema.safeParse(reply).success).toBe(false);
  });
});
