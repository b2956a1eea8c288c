import type { CompanyBranding } from '@pipeproof/contracts';
import type { Db } from '../../db/database';
import { findBrandingRow } from './branding-row';
import { toApiBranding } from './to-api-branding';

/** GET /api/company-branding: the user's branding, or the product.md §3 defaults before any save. */
export async function getCompanyBranding(db: Db, userId: string): Promise<CompanyBranding> {
  return toApiBranding(await findBrandingRow(db, userId));
}
