import { canUseFeature, type Tier } from '@pipeproof/contracts';
import type { Db } from '../../db/database';
import { findBrandingRow } from '../branding/branding-row';
import type { CertificateMailSender } from './certificate-customer-mail';
import { PIPEPROOF_PRIMARY_COLOR, safeColor } from './certificate-theme';

/**
 * Who a certificate mailed to a customer is from (decision 0812), as their certificates are
 * (decision 0430): a Professional engineer with a company name saved gets the company's name and
 * colour, and replies go to the company's email when it has one; everyone else's mail is
 * PipeProof's, and replies go to the engineer's own (verified) address.
 */
export async function findCertificateMailSender(
  db: Db,
  engineer: { id: string; email: string; tier: Tier },
): Promise<CertificateMailSender> {
  const pipeProof: CertificateMailSender = {
    name: 'PipeProof',
    color: PIPEPROOF_PRIMARY_COLOR,
    replyTo: engineer.email,
    isPipeProof: true,
  };
  if (!canUseFeature(engineer.tier, 'branding')) return pipeProof;
  const branding = await findBrandingRow(db, engineer.id);
  const companyName = branding?.companyName.trim() ?? '';
  if (!branding || companyName === '') return pipeProof;
  return {
    name: companyName,
    color: safeColor(branding.primaryColor, PIPEPROOF_PRIMARY_COLOR),
    replyTo: branding.companyEmail.trim() || engineer.email,
    isPipeProof: false,
  };
}
