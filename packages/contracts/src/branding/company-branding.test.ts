import { describe, expect, it } from 'vitest';
import { SaveCompanyBrandingRequestSchema, UPLOADED_IMAGE_PATH_PATTERN } from './company-branding';

const ID = '3b241101-e2bb-4255-8caf-4136c566a962';

describe('SaveCompanyBrandingRequestSchema (product.md §5 Company settings)', () => {
  it('needs only a company name; fills the product.md §3 defaults', () => {
    expect(SaveCompanyBrandingRequestSchema.parse({ companyName: ' Acme ' })).toEqual({
      companyName: 'Acme',
      companyAddress: '',
      companyPhone: '',
      companyEmail: '',
      companyWebsite: '',
      footerText: '',
      primaryColor: '#2563eb',
      secondaryColor: '#64748b',
      engineerName: '',
      gasSafeNumber: '',
    });
  });

  it.each([
    [{ companyName: '' }, 'companyName', 'Company name is required'],
    [{ companyName: 'A', companyEmail: 'a@' }, 'companyEmail', 'Invalid email'],
    [{ companyName: 'A', primaryColor: '#ggg000' }, 'primaryColor', 'Invalid hex color'],
    [{ companyName: 'A', secondaryColor: '#fff' }, 'secondaryColor', 'Invalid hex color'],
    [{ companyName: 'A', logoUrl: 'javascript:alert(1)' }, 'logoUrl', 'uploaded image'],
  ])('%j → %s: %s', (body, field, message) => {
    const result = SaveCompanyBrandingRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path).toEqual([field]);
    expect(issue?.message).toContain(message);
  });

  it('accepts an empty e-mail and image references that are app upload paths or empty', () => {
    const parsed = SaveCompanyBrandingRequestSchema.parse({
      companyName: 'A',
      companyEmail: '',
      logoUrl: `/api/uploads/${ID}`,
      engineerSignatureUrl: '',
    });
    expect(parsed).toMatchObject({ logoUrl: `/api/uploads/${ID}`, engineerSignatureUrl: '' });
    expect(UPLOADED_IMAGE_PATH_PATTERN.exec(`/api/uploads/${ID}`)?.[1]).toBe(ID);
    expect(UPLOADED_IMAGE_PATH_PATTERN.test(`/api/uploads/${ID}/../x`)).toBe(false);
  });
});
