import { GAUGE_TYPES, TEST_MEDIA } from '@pipeproof/engine';
import { z } from 'zod';
import { JOB_TEXT_MAX_CHARS } from '../jobs/job-limits';
import { isStorableText } from '../text/storable-text';

/**
 * The engineer's own details, for every tier (product.md §3 Engineer profile, decision 0406):
 * pre-filled into each new job. The name and Gas Safe number follow the job details' limit
 * (product.md §5 Field limits: at most 200 characters) but may be blank, as in a new profile.
 */
function profileText(label: string) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(JOB_TEXT_MAX_CHARS, {
      error: `${label} must be at most ${JOB_TEXT_MAX_CHARS} characters.`,
    })
    .refine(isStorableText, { error: `${label} contains characters that cannot be stored.` });
}

/** The engine's canonical gauge words; null: no default gauge. */
export const ProfileGaugeTypeSchema = z.enum(GAUGE_TYPES, {
  error: 'Default gauge type must be water, electronic05 or electronic01.',
});

/** 'Air' or 'Gas'; null: no default test medium. */
export const ProfileTestMediumSchema = z.enum(TEST_MEDIA, {
  error: 'Default test medium must be Air or Gas.',
});

/**
 * GET /api/profile answers it and PUT /api/profile takes it (the whole profile each time). A
 * field left out of a PUT is blank (text) or no default (gauge, medium).
 */
export const EngineerProfileSchema = z.object({
  engineerName: profileText('Engineer name').default(''),
  gasSafeNumber: profileText('Gas Safe number').default(''),
  defaultGaugeType: ProfileGaugeTypeSchema.nullable().default(null),
  defaultTestMedium: ProfileTestMediumSchema.nullable().default(null),
});
export type EngineerProfile = z.infer<typeof EngineerProfileSchema>;
export type EngineerProfileBody = z.input<typeof EngineerProfileSchema>;

/** A user who has never saved a profile. */
export const EMPTY_ENGINEER_PROFILE: EngineerProfile = {
  engineerName: '',
  gasSafeNumber: '',
  defaultGaugeType: null,
  defaultTestMedium: null,
};
