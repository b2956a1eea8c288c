import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, isAPIError } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import * as schema from '../db/schema';
import type { Env } from '../env';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_TOKEN_SECONDS,
} from '@pipeproof/contracts';
import { createBillingContext } from '../modules/billing/billing-context';
import { cancelSubscriptionsOnDeletion } from '../modules/billing/cancel-subscriptions-on-deletion';
import { startRetentionClock } from '../modules/certificates/purge-retention-clock';
import { createAccountUploadCleanup } from '../modules/uploads/create-account-upload-cleanup';
import type { ImageStorage } from '../modules/uploads/image-storage';
import { accountEmailOptions } from './account-email-options';
import { authRulesPlugin } from './auth-rules-plugin';
import { countVerifiedEmails } from './count-verified-emails';
import { rememberPasswordReset } from './sign-in-after-reset';
import { enqueueMail } from '../modules/mail/mail-outbox';
import { passwordResetLink, passwordResetMail } from '../modules/mail/password-reset-mail';
import { createAuthLogger } from './create-auth-logger';
import { setAsyncContextAsideBetweenCalls } from './async-context-between-calls';
import { reportIfDatabaseOutage } from './database-outage-in-auth';

/** Session cookie: `pipeproof.session_token` (`__Secure-pipeproof.session_token` on https). */
export const COOKIE_PREFIX = 'pipeproof';

/** Set by the Fastify mount from request.ip (which honours TRUST_PROXY); any client value is replaced. */
export const CLIENT_IP_HEADER = 'x-pipeproof-client-ip';

export const OIDC_PROVIDER_ID = 'oidc';

export interface CreateAuthOptions {
  env: Env;
  db: Db;
  secret: string;
  logger: FastifyBaseLogger;
  /** The server's image storage; without it (the admin tool) one is made when first needed. */
  imageStorage?: ImageStorage;
}

export function createAuth({ env, db, secret, logger, imageStorage }: CreateAuthOptions) {
  // Deleting an account cancels its Stripe subscriptions first (decisions 0150, 0503).
  const billing = createBillingContext(env, db, logger);
  // ...and removes its stored logo, signature and uploads afterwards (decision 0432).
  const uploadCleanup = createAccountUploadCleanup({ env, db, secret, logger, imageStorage });
  const origin = new URL(env.baseUrl).origin;
  // Verification at sign-up, 'Resend', and changes of address (decision 0811).
  const { emailVerification, changeEmail } = accountEmailOptions(env, db);
  const auth = betterAuth({
    appName: 'PipeProof',
    baseURL: env.baseUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [origin],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      // A reset ends every session of the account, as a change of password ends the others
      // (docs/decisions/0108); the browser that reset it is then signed in (auth-rules-plugin.ts).
      revokeSessionsOnPasswordReset: true,
      // Forgotten passwords (decision 0810): the mail goes through the outbox, never blocking.
      resetPasswordTokenExpiresIn: PASSWORD_RESET_TOKEN_SECONDS,
      sendResetPassword: async ({ user, token }) => {
        await enqueueMail(
          db,
          passwordResetMail({
            to: user.email,
            name: user.name,
            link: passwordResetLink(env.baseUrl, token),
          }),
        );
      },
      onPasswordReset: async ({ user }, request) => {
        if (request) rememberPasswordReset(request, user);
      },
    },
    emailVerification,
    // Addresses from Google / OIDC or the operator count verified; so does a changed one (0811).
    databaseHooks: countVerifiedEmails,
    socialProviders: env.google
      ? {
          google: {
            clientId: env.google.clientId,
            clientSecret: env.google.clientSecret,
            // Google has no 'login' prompt: its account chooser at least asks which (0909).
            prompt: 'select_account',
          },
        }
      : {},
    plugins: [
      // Account deletion's confirmation (0150), the password rules (0108), and the limits on
      // verification mails and changes of address (0811).
      authRulesPlugin(db),
      ...(env.oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: OIDC_PROVIDER_ID,
                  discoveryUrl: `${env.oidc.issuer}/.well-known/openid-configuration`,
                  clientId: env.oidc.clientId,
                  clientSecret: env.oidc.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  // The provider asks who is signing in every time: on a phone shared in a van,
                  // the last engineer's session there must not sign the next one in (0909).
                  prompt: 'login',
                },
              ],
            }),
          ]
        : []),
    ],
    user: {
      additionalFields: {
        // input: false: nobody can choose their own tier at sign-up; only billing and the admin tool.
        subscriptionTier: { type: 'string', required: false, defaultValue: 'free', input: false },
      },
      changeEmail,
      // POST /api/auth/delete-user, with our confirmation rules (docs/decisions/0150).
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          if (billing) {
            try {
              await cancelSubscriptionsOnDeletion(billing, user.id);
            } catch (error) {
              logger.error({ err: error }, 'could not cancel Stripe subscriptions before deletion');
              throw new APIError('SERVICE_UNAVAILABLE', {
                message:
                  'Your subscription could not be cancelled just now, so your account has not been deleted. Please try again in a few minutes.',
              });
            }
          }
          // Certificates stay 6 years from now (Privacy Policy; decision 0432).
          await startRetentionClock(db, user.id, new Date());
          await uploadCleanup.collect(user.id);
        },
        // The user row and its upload rows are gone: now the files (never throws).
        afterDelete: (user) => uploadCleanup.deleteCollected(user.id),
      },
    },
    // Sessions live in the database and are read on every request: no cookie cache, so signing
    // out (or a tier change) takes effect at once, on every app process (docs/decisions/0106).
    session: { cookieCache: { enabled: false } },
    // Sign-in and sign-up are rate-limited by @fastify/rate-limit in the mount, per IP.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: env.isHttps,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // Client input in better-auth's messages is cut short; client mistakes are not errors (0107).
    logger: createAuthLogger(logger),
    // Refusals thrown before an endpoint runs (confirmAccountDeletion) reach the router's error
    // handler, which would print them to the console; the mount answers them, so log with ours.
    onAPIError: {
      // A sign-in through a provider that did not complete comes back to the sign-in page, which
      // says so (instead of better-auth's own /api/auth/error page, not exposed: 0107).
      errorURL: `${origin}/sign-in`,
      onError: (error) => {
        // An outage is reported once, without a stack; the mount answers 503 (decision 0802).
        if (reportIfDatabaseOutage(logger, [error])) return;
        if (isAPIError(error) && error.statusCode < 500) {
          logger.debug({ err: error, component: 'better-auth' }, 'better-auth refused a request');
        } else {
          logger.error({ err: error, component: 'better-auth' }, 'better-auth failed');
        }
      },
    },
  });
  // Promise hooks only while better-auth is working (decision 0882).
  return setAsyncContextAsideBetweenCalls(auth);
}

export type Auth = ReturnType<typeof createAuth>;
