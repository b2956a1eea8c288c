import type { Db } from '../../db/database';
import { listCertificateEmails } from '../certificates/list-certificate-emails';
import { renderCertificatePdf } from '../certificates/render-certificate-pdf';
import { fromStoredCertificate } from '../certificates/stored-certificate';
import type { ImageStorage } from '../uploads/image-storage';
import { exportReadme } from './export-readme';
import { jsonArrayStream, jsonFile } from './json-array-stream';
import { listCertificatePages } from './list-certificate-pages';
import { listFeedbackPages } from './list-feedback-pages';
import { listJobPages } from './list-job-pages';
import { listPlanHistoryPages } from './list-plan-history-pages';
import { LOGO_FILE, SIGNATURE_FILE, loadExportBranding } from './load-export-branding';
import type { ExportProfile } from './load-export-profile';
import type { ZipWriter } from './zip-writer';

export interface AccountExportDeps {
  readonly db: Db;
  readonly imageStorage: ImageStorage;
  readonly supportEmail: string;
}

export interface AccountExportSubject {
  readonly userId: string;
  /** Read before the response starts, so a database outage is a 503 rather than a cut download. */
  readonly profile: ExportProfile;
  readonly exportedAt: Date;
}

/** Certificate numbers are 'PP-2026-7KQ4-M9XD'; anything else never becomes a path in the ZIP. */
function certificateFileStem(number: string, id: string): string {
  return /^[A-Z0-9-]{1,40}$/.test(number) ? number : id;
}

/**
 * Writes the user's data into `zip`, one file at a time (decision 0813; README.txt lists the
 * files). Awaiting each add keeps the work one file ahead of the client: rows are read a page at
 * a time and each certificate's PDF is rendered only when the one before has gone out. Only
 * rows of `userId` are read. Throws on any failure; the caller fails the download.
 */
export async function writeAccountExport(
  { db, imageStorage, supportEmail }: AccountExportDeps,
  { userId, profile, exportedAt }: AccountExportSubject,
  zip: ZipWriter,
): Promise<void> {
  await zip.add(
    'README.txt',
    exportReadme({ email: profile.account.email, exportedAt, supportEmail }),
  );
  await zip.add('profile.json', jsonFile(profile));
  await zip.add('plan-history.json', jsonArrayStream(listPlanHistoryPages(db, userId)));
  await zip.add('jobs.json', jsonArrayStream(listJobPages(db, userId)));

  for await (const page of listCertificatePages(db, userId)) {
    // To whom each was emailed, and when (decision 0812): one query per page.
    const emails = await listCertificateEmails(
      db,
      page.map((row) => row.id),
    );
    for (const row of page) {
      const stem = `certificates/${certificateFileStem(row.number, row.id)}`;
      await zip.add(
        `${stem}.json`,
        jsonFile({
          number: row.number,
          issuedAt: row.issuedAt.toISOString(),
          jobId: row.jobId,
          calculatorType: row.calculatorType,
          jobNumber: row.jobNumber,
          customerName: row.customerName,
          overallResult: row.overallResult,
          engineVersion: row.engineVersion,
          emailedToCustomers: emails.get(row.id) ?? [],
          content: row.content,
        }),
      );
      // As GET /api/certificates/:number/pdf renders it: from the stored document, whose
      // branding (logo, colours, signature) is the one it was issued with.
      await zip.add(`${stem}.pdf`, await renderCertificatePdf(fromStoredCertificate(row.content)));
    }
  }

  const { branding, logoPng, signaturePng } = await loadExportBranding(db, imageStorage, userId);
  await zip.add('company-branding.json', jsonFile(branding));
  if (logoPng) await zip.add(LOGO_FILE, logoPng);
  if (signaturePng) await zip.add(SIGNATURE_FILE, signaturePng);

  await zip.add('feedback.json', jsonArrayStream(listFeedbackPages(db, userId)));
  zip.finish();
}
