import {
  CERTIFICATE_EMAIL_NO_MAIL_MESSAGE,
  CertificateNumberSchema,
  CertificatePayloadSchema,
  EmailCertificateRequestSchema,
  IssueCertificateRequestSchema,
  type CertificateSummary,
  type CertificateVerification,
  type Tier,
} from '@pipeproof/contracts';
import { CALCULATOR_TYPES, type CalculatorType } from '@pipeproof/engine';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../app-error';
import { rateLimitedError } from '../../http/rate-limited-error';
import { parseWith } from '../../http/validation-error';
import { certificatePdfFilename } from '../../modules/certificates/certificate-customer-mail';
import type { CertificateRow } from '../../modules/certificates/certificate-row';
import { emailCertificate } from '../../modules/certificates/email-certificate';
import {
  findOwnCertificate,
  listCertificates,
  verifyCertificate,
  withEmails,
} from '../../modules/certificates/find-certificates';
import { issueCertificate } from '../../modules/certificates/issue-certificate';
import { createCertificateBrandingLoader } from '../../modules/certificates/load-certificate-branding';
import { renderCertificateHtml } from '../../modules/certificates/render-certificate-html';
import { renderCertificatePdf } from '../../modules/certificates/render-certificate-pdf';
import { fromStoredCertificate } from '../../modules/certificates/stored-certificate';
import { assertFeature } from '../../modules/users/assert-feature';
import type { RouteDeps } from '../route-deps';

const CERTIFICATE_NOT_FOUND = 'Certificate not found.';
export const VERIFY_RATE_LIMITED_MESSAGE =
  'You have checked a lot of certificates in a short time. Please wait a minute and try again.';

/** A :number that is not a certificate number names no certificate: the same 404. */
function parseNumber(params: unknown): string {
  const result = CertificateNumberSchema.safeParse((params as { number?: unknown }).number);
  if (!result.success) throw new AppError('NOT_FOUND', CERTIFICATE_NOT_FOUND);
  return result.data;
}

/** The print-ready HTML certificate, as issued. */
async function sendHtml(reply: FastifyReply, row: CertificateRow): Promise<FastifyReply> {
  const html = await renderCertificateHtml(fromStoredCertificate(row.content));
  return reply.type('text/html; charset=utf-8').send(html);
}

/**
 * Certificates (decision 0430; decisions 0430–0432). Issued from a saved job by the server's own
 * calculation; printing (HTML) from Basic, PDF from Premium (product.md §10), the same rules the
 * results cards show. Another user's certificate is a 404. Verification is public and shows no
 * customer data.
 */
export function registerCertificateRoutes(
  app: FastifyInstance,
  { database, sessions, env, imageStorage }: RouteDeps,
): void {
  const { db } = database;
  const loadBranding = createCertificateBrandingLoader(db, imageStorage);

  /** The user's certificate of that number; anyone else's, or none, is the same 404. */
  async function ownCertificate(userId: string, number: string): Promise<CertificateRow> {
    const row = await findOwnCertificate(db, userId, number);
    if (!row) throw new AppError('NOT_FOUND', CERTIFICATE_NOT_FOUND);
    return row;
  }

  async function issue(userId: string, tier: Tier, jobId: string, calculatorType?: CalculatorType) {
    return issueCertificate(db, {
      userId,
      jobId,
      baseUrl: env.baseUrl,
      branding: await loadBranding(userId, tier),
      ...(calculatorType ? { calculatorType } : {}),
    });
  }

  app.get('/api/certificates', async (request, reply): Promise<CertificateSummary[]> => {
    const user = await sessions.requireUser(request, reply);
    return listCertificates(db, user.id);
  });

  app.post('/api/certificates', async (request, reply): Promise<CertificateSummary> => {
    const user = await sessions.requireUser(request, reply);
    assertFeature(user.subscriptionTier, 'printReport');
    const { jobId } = parseWith(IssueCertificateRequestSchema, request.body);
    const { certificate, isNew } = await issue(user.id, user.subscriptionTier, jobId);
    reply.code(isNew ? 201 : 200);
    if (isNew) return certificate;
    // Issued before: with the sendings to customers it has had since (decision 0812).
    const [summary] = await withEmails(db, [await ownCertificate(user.id, certificate.number)]);
    return summary ?? certificate;
  });

  app.get('/api/certificates/:number', async (request, reply) => {
    const user = await sessions.requireUser(request, reply);
    assertFeature(user.subscriptionTier, 'printReport');
    return sendHtml(reply, await ownCertificate(user.id, parseNumber(request.params)));
  });

  app.get('/api/certificates/:number/pdf', async (request, reply) => {
    const user = await sessions.requireUser(request, reply);
    assertFeature(user.subscriptionTier, 'pdfExport');
    const row = await ownCertificate(user.id, parseNumber(request.params));
    const pdf = await renderCertificatePdf(fromStoredCertificate(row.content));
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${certificatePdfFilename(row.number)}"`)
      .send(pdf);
  });

  // 'Email to customer' (decision 0812): Premium and up as the PDF, the owner only, then the
  // body; a server without SMTP refuses (503); the module refuses an unverified account (403) and a
  // used-up hour (429). 202: queued in
  // the outbox, the certificate returned with this sending listed.
  app.post(
    '/api/certificates/:number/email',
    async (request, reply): Promise<CertificateSummary> => {
      const user = await sessions.requireUser(request, reply);
      assertFeature(user.subscriptionTier, 'emailCertificate');
      const row = await ownCertificate(user.id, parseNumber(request.params));
      const body = parseWith(EmailCertificateRequestSchema, request.body);
      // Without SMTP a mail is only written to DATA_DIR/mail: the customer would never get it.
      if (!env.mail.smtpUrl) {
        throw new AppError('SERVICE_UNAVAILABLE', CERTIFICATE_EMAIL_NO_MAIL_MESSAGE);
      }
      await emailCertificate(db, {
        engineer: { id: user.id, email: user.email, tier: user.subscriptionTier },
        certificate: row,
        request: body,
        hourlyMax: env.certificateEmailHourlyMax,
      });
      const [summary] = await withEmails(db, [row]);
      if (!summary) throw new Error('The emailed certificate has no summary');
      reply.code(202);
      return summary;
    },
  );

  // product.md §7: the certificate payload in, the HTML certificate out (it replaces the page).
  // One route per calculator, the domestic one included (decision 0821).
  for (const calculatorType of CALCULATOR_TYPES) {
    app.post(`/api/pdf/generate-${calculatorType}`, async (request, reply) => {
      const user = await sessions.requireUser(request, reply);
      assertFeature(user.subscriptionTier, 'printReport');
      const { jobId } = parseWith(CertificatePayloadSchema, request.body);
      const { certificate } = await issue(user.id, user.subscriptionTier, jobId, calculatorType);
      return sendHtml(reply, await ownCertificate(user.id, certificate.number));
    });
  }

  // Public: limited per IP so numbers cannot be tried in bulk (docs/decisions/0109). One limiter
  // instance, so the HEAD route Fastify adds draws on the same budget as GET.
  const limitVerifications = app.rateLimit({
    groupId: 'verify-certificate',
    max: env.verifyRateLimitMax,
    timeWindow: '1 minute',
    errorResponseBuilder: () => rateLimitedError(VERIFY_RATE_LIMITED_MESSAGE),
  });
  app.get(
    '/api/verify/:number',
    { onRequest: limitVerifications },
    async (request): Promise<CertificateVerification> => {
      const verification = await verifyCertificate(db, parseNumber(request.params));
      if (!verification) throw new AppError('NOT_FOUND', CERTIFICATE_NOT_FOUND);
      return verification;
    },
  );
}
