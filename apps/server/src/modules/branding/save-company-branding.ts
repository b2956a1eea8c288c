import type { CompanyBranding, ParsedSaveCompanyBrandingRequest } from '@pipeproof/contracts';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import { deleteUploadedImage } from '../uploads/delete-uploaded-image';
import { findReadyImage } from '../uploads/find-ready-image';
import type { ImageStorage, UploadPurpose } from '../uploads/image-storage';
import { idFromUploadedImageUrl } from '../uploads/uploaded-image-url';
import { updateBrandingRow } from './branding-row';
import { toApiBranding } from './to-api-branding';

/**
 * POST /api/company-branding: stores the form (already parsed by the contract). The image
 * references are kept when left out, removed when '', and otherwise must name a checked image of
 * the user's for that purpose (decision 0700); images no longer referenced are deleted.
 */
export async function saveCompanyBranding(
  db: Db,
  storage: ImageStorage,
  userId: string,
  input: ParsedSaveCompanyBrandingRequest,
): Promise<CompanyBranding> {
  const logoImageId = await resolveImage(db, userId, input.logoUrl, 'logo', 'logoUrl');
  const signatureImageId = await resolveImage(
    db,
    userId,
    input.engineerSignatureUrl,
    'signature',
    'engineerSignatureUrl',
  );
  const fields = {
    companyName: input.companyName,
    companyAddress: input.companyAddress,
    companyPhone: input.companyPhone,
    companyEmail: input.companyEmail,
    companyWebsite: input.companyWebsite,
    footerText: input.footerText,
    primaryColor: input.primaryColor,
    secondaryColor: input.secondaryColor,
    engineerName: input.engineerName,
    gasSafeNumber: input.gasSafeNumber,
    ...(logoImageId === undefined ? {} : { logoImageId }),
    ...(signatureImageId === undefined ? {} : { signatureImageId }),
  };
  const { row, previous } = await updateBrandingRow(db, userId, fields);
  const dropped = [
    logoImageId === undefined ? null : previous.logo,
    signatureImageId === undefined ? null : previous.signature,
  ];
  const replaced = dropped.filter(
    (id): id is string => !!id && id !== logoImageId && id !== signatureImageId,
  );
  for (const id of replaced) await deleteUploadedImage(db, storage, id);
  return toApiBranding(row);
}

/** undefined: keep; null: remove; else the id of a ready image of the user's for `purpose`. */
async function resolveImage(
  db: Db,
  userId: string,
  url: string | undefined,
  purpose: UploadPurpose,
  field: string,
): Promise<string | null | undefined> {
  if (url === undefined) return undefined;
  if (url === '') return null;
  const id = idFromUploadedImageUrl(url);
  const image = id === null ? null : await findReadyImage(db, userId, id);
  if (!image || image.purpose !== purpose) {
    const what = purpose === 'logo' ? 'a logo' : 'a signature';
    throw new AppError('VALIDATION_ERROR', `${field} does not name ${what} you uploaded.`, {
      field,
    });
  }
  return image.id;
}
