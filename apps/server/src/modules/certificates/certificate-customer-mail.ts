import type { MailAttachment, OutgoingMail } from '../mail/mail-outbox';
import { escapeHtml } from '../mail/password-reset-mail';
import type { StoredCertificate } from './stored-certificate';

/** Who the customer's mail comes from: PipeProof, or the Professional engineer's company. */
export interface CertificateMailSender {
  /** 'PipeProof', or the company name (white label, as on their certificates). */
  readonly name: string;
  /** '#rrggbb', already checked (certificate-theme safeColor). */
  readonly color: string;
  /** Where the customer's reply goes: the company's email, else the engineer's. */
  readonly replyTo: string;
  /** True for PipeProof's own: the mail then says it was sent with PipeProof. */
  readonly isPipeProof: boolean;
}

export interface CertificateMailInput {
  readonly to: string;
  /** The engineer's covering note; '' for none. */
  readonly message: string;
  readonly certificate: StoredCertificate;
  readonly sender: CertificateMailSender;
  readonly pdf: Buffer;
}

/** The attachment's name: the same as the Export PDF download's ('PP-2026-ABCD-EFGH.pdf'). */
export function certificatePdfFilename(number: string): string {
  return `${number}.pdf`;
}

function jobField(certificate: StoredCertificate, label: string): string {
  return certificate.document.job.find((field) => field.label === label)?.value ?? '';
}

/**
 * The mail 'Email to customer' sends (decision 0812): the engineer's note, what the certificate
 * is (number, job, site, result, date, engineer), the public verification link, and the PDF.
 * Plain text and simple HTML, en-GB; every value the engineer or customer typed is escaped.
 */
export function certificateCustomerMail({
  to,
  message,
  certificate,
  sender,
  pdf,
}: CertificateMailInput): OutgoingMail {
  const { document } = certificate;
  const site = jobField(certificate, 'Site address');
  const details: [string, string][] = [
    ['Certificate number', document.number],
    ['Job number', jobField(certificate, 'Job number')],
    ['Customer', jobField(certificate, 'Customer')],
    ['Site', site],
    ['Result', document.overallVerdict],
    ['Issued', document.issuedAt],
    [
      'Engineer',
      `${document.signature.engineerName} (Gas Safe ${document.signature.gasSafeNumber})`,
    ],
  ];
  const intro = `Please find attached your ${document.title.toLowerCase()}${site ? ` for ${site}` : ''}.`;
  const verifyLine = 'You can check that this certificate is genuine at:';
  const from = sender.isPipeProof ? document.signature.engineerName : sender.name;
  const replyLine = `To get in touch, reply to this email (it goes to ${from}).`;
  const signOff = sender.isPipeProof
    ? `${document.signature.engineerName}\nSent with PipeProof`
    : sender.name;
  const note = message.trim();

  const text = [
    'Hello,',
    '',
    ...(note ? [note, ''] : []),
    intro,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    verifyLine,
    document.verifyUrl,
    '',
    replyLine,
    '',
    signOff,
  ].join('\n');

  const rows = details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#475569">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = [
    '<!doctype html><html lang="en-GB"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">',
    `<div style="border-top:6px solid ${sender.color};padding-top:8px"><p style="font-size:20px;font-weight:bold;color:${sender.color};margin:0 0 16px">${escapeHtml(sender.name)}</p></div>`,
    '<p>Hello,</p>',
    ...(note ? [`<p style="white-space:pre-line">${escapeHtml(note)}</p>`] : []),
    `<p>${escapeHtml(intro)}</p>`,
    `<table style="border-collapse:collapse">${rows}</table>`,
    `<p>${escapeHtml(verifyLine)}<br><a href="${escapeHtml(document.verifyUrl)}" style="color:${sender.color}">${escapeHtml(document.verifyUrl)}</a></p>`,
    `<p>${escapeHtml(replyLine)}</p>`,
    `<p style="white-space:pre-line">${escapeHtml(signOff)}</p>`,
    '</body></html>',
  ].join('\n');

  const attachment: MailAttachment = {
    filename: certificatePdfFilename(document.number),
    contentType: 'application/pdf',
    content: pdf,
  };
  return {
    kind: 'certificate-to-customer',
    to,
    replyTo: sender.replyTo,
    subject: `Gas test certificate ${document.number}${site ? ` – ${site}` : ''} from ${from}`,
    text,
    html,
    attachment,
  };
}
