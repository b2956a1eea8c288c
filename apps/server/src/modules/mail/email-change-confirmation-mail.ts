import type { OutgoingMail } from './mail-outbox';
import { composeAccountMail } from './compose-account-mail';

/**
 * Sent to the CURRENT (verified) address when the engineer asks to change it (decision 0811):
 * nothing changes until this is confirmed here and then at the new address.
 */
export function emailChangeConfirmationMail({
  to,
  name,
  newEmail,
  link,
}: {
  to: string;
  name: string;
  newEmail: string;
  link: string;
}): OutgoingMail {
  return composeAccountMail({
    kind: 'email-change-confirmation',
    to,
    name,
    subject: 'Confirm the change of your PipeProof email address',
    before: [
      `Someone signed in to your PipeProof account asked to change its email address to ${newEmail}. If it was you, open this link within 24 hours; we will then send a link to the new address to finish the change:`,
    ],
    link,
    buttonLabel: 'Confirm the change',
    after: [
      'If you did not ask for this, ignore this email: your address stays as it is. Then change your password, as someone else may be signed in to your account.',
    ],
  });
}
