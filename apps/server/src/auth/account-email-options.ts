import { EMAIL_VERIFICATION_TOKEN_SECONDS } from '@pipeproof/contracts';
import type { Db } from '../db/database';
import type { Env } from '../env';
import { emailChangeConfirmationMail } from '../modules/mail/email-change-confirmation-mail';
import {
  emailVerificationLink,
  emailVerificationMail,
  newEmailVerificationMail,
} from '../modules/mail/email-verification-mail';
import { enqueueMail } from '../modules/mail/mail-outbox';
import { readEmailTokenPurpose } from './read-email-token-purpose';

interface MailedUser {
  email: string;
  name: string;
  emailVerified: boolean;
}

/**
 * better-auth's `emailVerification` and `user.changeEmail` options (decision 0811). Every mail
 * goes through the outbox (0810); each link opens the web app's /verify-email, never better-auth's
 * redirecting GET. Verifying is never needed to sign in.
 */
export function accountEmailOptions(env: Env, db: Db) {
  return {
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: EMAIL_VERIFICATION_TOKEN_SECONDS,
      sendVerificationEmail: async ({ user, token }: { user: MailedUser; token: string }) => {
        if (readEmailTokenPurpose(token) === 'new-address') {
          // better-auth passes the account with the NEW address as `email`.
          await enqueueMail(
            db,
            newEmailVerificationMail({
              to: user.email,
              name: user.name,
              link: emailVerificationLink(env.baseUrl, token, 'new-address'),
            }),
          );
          return;
        }
        // Made by the operator (admin tool): counted verified at creation, nothing to prove.
        if (user.emailVerified) return;
        await enqueueMail(
          db,
          emailVerificationMail({
            to: user.email,
            name: user.name,
            link: emailVerificationLink(env.baseUrl, token, 'verify'),
          }),
        );
      },
    },
    changeEmail: {
      enabled: true,
      // A verified account confirms at its current address first, then at the new one: a
      // session alone (a phone left signed in) cannot move the account to another address.
      sendChangeEmailConfirmation: async ({
        user,
        newEmail,
        token,
      }: {
        user: MailedUser;
        newEmail: string;
        token: string;
      }) => {
        await enqueueMail(
          db,
          emailChangeConfirmationMail({
            to: user.email,
            name: user.name,
            newEmail,
            link: emailVerificationLink(env.baseUrl, token, 'confirm-change'),
          }),
        );
      },
    },
  };
}
