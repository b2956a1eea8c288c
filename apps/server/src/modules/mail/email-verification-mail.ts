import type { OutgoingMail } from './mail-outbox';
import { composeAccountMail } from './compose-account-mail';

/** Which mailed link the web page /verify-email opens, so it can say what happened (decision 0811). */
export type EmailLinkStep = 'verify' | 'confirm-change' | 'new-address';

/** The page a verification or change-of-address link opens: the web app's /verify-email. */
export function emailVerificationLink(baseUrl: string, token: string, step: EmailLinkStep): string {
  const stepParam = step === 'verify' ? '' : `&step=${step}`;
  return `${baseUrl}/verify-email?token=${encodeURIComponent(token)}${stepParam}`;
}

const IF_NOT_YOU = 'If you did not create a PipeProof account, ignore this email.';

/** Sent at sign-up and on 'Resend' (decision 0811): proves the engineer reads this address. */
export function emailVerificationMail({
  to,
  name,
  link,
}: {
  to: string;
  name: string;
  link: string;
}): OutgoingMail {
  return composeAccountMail({
    kind: 'email-verification',
    to,
    name,
    subject: 'Verify your email address for PipeProof',
    before: [
      'Thank you for creating a PipeProof account. Open this link within 24 hours to verify your email address:',
    ],
    link,
    buttonLabel: 'Verify my email address',
    after: ['You can use PipeProof meanwhile; some features need a verified address.', IF_NOT_YOU],
  });
}

/** Sent to the NEW address of a change (decision 0811): the address changes when it is opened. */
export function newEmailVerificationMail({
  to,
  name,
  link,
}: {
  to: string;
  name: string;
  link: string;
}): OutgoingMail {
  return composeAccountMail({
    kind: 'email-change-verification',
    to,
    name,
    subject: 'Confirm your new email address for PipeProof',
    before: [
      'Someone asked to use this address for a PipeProof account. If it was you, open this link within 24 hours to make it your sign-in address:',
    ],
    link,
    buttonLabel: 'Use this email address',
    after: ['If you did not ask for this, ignore this email: nothing changes.'],
  });
}
