import type { z } from 'zod';
import type {
  ChangeEmailFormSchema,
  ChangePasswordFormSchema,
  EngineerProfileFormSchema,
} from './account-form-resolvers';

/*
 * What the account page's forms hold and give, as types only: the checks themselves load on a
 * form's first submit (account-form-resolvers.ts, decision 0878).
 */

export type ChangeEmailFormInput = z.input<typeof ChangeEmailFormSchema>;
export type ChangeEmailFormOutput = z.output<typeof ChangeEmailFormSchema>;
export type ChangePasswordFormInput = z.input<typeof ChangePasswordFormSchema>;
export type ChangePasswordFormOutput = z.output<typeof ChangePasswordFormSchema>;
export type EngineerProfileForm = z.infer<typeof EngineerProfileFormSchema>;
