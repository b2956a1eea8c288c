import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  ChangeEmailRequestSchema,
  EngineerProfileSchema,
  JobListQuerySchema,
  newPasswordSchema,
} from '@pipeproof/contracts';

/*
 * The account page's form checks: the API's own rules (contracts' schemas), with zod. Loaded with
 * import() on a form's first submit (lib/lazy-resolver.ts), so the page's first load does not
 * carry zod (decision 0878).
 */

export const PASSWORDS_DIFFER_MESSAGE = 'The new passwords do not match.';

export const ChangeEmailFormSchema = ChangeEmailRequestSchema;

export const ChangePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, { error: 'Please enter your current password.' }),
    // The sign-up form's rules and words (docs/decisions/0108); the server also refuses common
    // passwords and the account's own email address.
    newPassword: newPasswordSchema('New password'),
    confirmPassword: z.string(),
  })
  .refine(({ newPassword, confirmPassword }) => newPassword === confirmPassword, {
    path: ['confirmPassword'],
    error: PASSWORDS_DIFFER_MESSAGE,
  });

// The selects hold '' for 'No default'; the text rules are the API's own (product.md §5).
export const EngineerProfileFormSchema = z.object({
  engineerName: EngineerProfileSchema.shape.engineerName.unwrap(),
  gasSafeNumber: EngineerProfileSchema.shape.gasSafeNumber.unwrap(),
  defaultGaugeType: z.enum(['', 'water', 'electronic05', 'electronic01']),
  defaultTestMedium: z.enum(['', 'Air', 'Gas']),
});

export const changeEmailResolver = zodResolver(ChangeEmailFormSchema);
export const changePasswordResolver = zodResolver(ChangePasswordFormSchema);
export const engineerProfileResolver = zodResolver(EngineerProfileFormSchema);
export const jobListQueryResolver = zodResolver(JobListQuerySchema);
