import { canUseFeature, type Tier } from '@pipeproof/contracts';
import type { Db } from '../../db/database';
import { getBrandingForCertificate } from '../branding/get-branding-for-certificate';
import type { ImageStorage } from '../uploads/image-storage';
import type { CertificateBranding } from './issue-certificate';

export type LoadCertificateBranding = (userId: string, tier: Tier) => Promise<CertificateBranding>;

export const PIPEPROOF_BRANDING: CertificateBranding = {
  issuer: null,
  signaturePng: null,
};

/**
 * What a certificate carries besides the job (decision 0430): for a Professional engineer who has saved
 * company branding, the company's name, details, colours, logo and footer instead of PipeProof's
 * (white label), and the engineer's signature; for everyone else, PipeProof's own header.
 */
export function createCertificateBrandingLoader(
  db: Db,
  storage: ImageStorage,
): LoadCertificateBranding {
  return async (userId, tier) => {
    if (!canUseFeature(tier, 'branding')) return PIPEPROOF_BRANDING;
    const found = await getBrandingForCertificate(db, storage, userId);
    if (!found || found.branding.companyName.trim() === '') {
      return { ...PIPEPROOF_BRANDING, signaturePng: found?.signaturePng ?? null };
    }
    const { branding } = found;
    const details = [
      branding.companyAddress,
      branding.companyPhone,
      branding.companyEmail,
      branding.companyWebsite,
    ].filter((line) => line.trim() !== '');
    return {
      issuer: {
        name: branding.companyName,
        details,
        footer: branding.footerText.trim() || `Issued by ${branding.companyName}.`,
        primaryColor: branding.primaryColor,
        secondaryColor: branding.secondaryColor,
        logoPng: found.logoPng,
      },
      signaturePng: found.signaturePng,
    };
  };
}
