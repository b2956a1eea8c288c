import type { CompanyBranding } from '@pipeproof/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companyBranding } from '../../db/schema';
import { toApiBranding } from './to-api-branding';

/** GET /api/company-branding: the user's branding, or the product.md §3 defaults before any save. */
export async function getCompanyBranding(db: Db, userId: string): Promise<CompanyBranding> {
  const [row] = await db.select().from(companyBranding).where(eq(companyBranding.userId, userId));
  return toApiBranding(row);
}
