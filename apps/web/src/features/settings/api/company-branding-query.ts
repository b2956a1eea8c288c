import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  isHexColor,
  type CompanyBranding,
} from '@pipeproof/contracts';
import { apiGet } from '../../../lib/api-client';

export const COMPANY_BRANDING_QUERY_KEY = ['company-branding'] as const;

const TEXT_FIELDS = [
  'companyName',
  'companyAddress',
  'companyPhone',
  'companyEmail',
  'companyWebsite',
  'footerText',
  'engineerName',
  'gasSafeNumber',
  'engineerSignatureUrl',
  'logoUrl',
] as const satisfies readonly (keyof CompanyBranding)[];

/**
 * Reads the answer without zod: the layout applies the theme from this query on every page, and
 * the first bundle must not carry the schema library (decision 0202). Anything missing or of the
 * wrong type falls back to the product.md §3 default.
 */
function toCompanyBranding(value: unknown): CompanyBranding {
  const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? record[key] : '');
  const color = (key: string, fallback: string) => {
    const candidate = text(key);
    return isHexColor(candidate) ? candidate : fallback;
  };
  const branding = Object.fromEntries(TEXT_FIELDS.map((key) => [key, text(key)])) as Omit<
    CompanyBranding,
    'primaryColor' | 'secondaryColor'
  >;
  return {
    ...branding,
    primaryColor: color('primaryColor', DEFAULT_PRIMARY_COLOR),
    secondaryColor: color('secondaryColor', DEFAULT_SECONDARY_COLOR),
  };
}

/** GET /api/company-branding (product.md §7): only asked for when the user is Professional. */
export async function getCompanyBranding(): Promise<CompanyBranding> {
  return toCompanyBranding(await apiGet<unknown>('/api/company-branding'));
}

export function companyBrandingQueryOptions() {
  return queryOptions({ queryKey: COMPANY_BRANDING_QUERY_KEY, queryFn: getCompanyBranding });
}

export function useCompanyBranding({ enabled }: { enabled: boolean }) {
  return useQuery({ ...companyBrandingQueryOptions(), enabled });
}
