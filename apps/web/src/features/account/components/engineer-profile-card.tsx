import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { GAUGES } from '@pipeproof/engine';
import { JOB_TEXT_MAX_CHARS, type EngineerProfile } from '@pipeproof/contracts';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { applyServerError } from '../../../lib/apply-server-error';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useEngineerProfile, useSaveEngineerProfile } from '../api/engineer-profile';
import { ProfileSelect } from './profile-select';
import type { EngineerProfileForm as ProfileForm } from '../utils/account-form-values';

export const PROFILE_SAVED_TOAST = {
  title: 'Engineer Profile Saved',
  description: 'New jobs start with these details.',
} as const;

const GAUGE_OPTIONS = (['electronic01', 'electronic05', 'water'] as const).map((value) => ({
  value,
  label: `${GAUGES[value].label} — GRM ${GAUGES[value].grmMbar} mbar`,
}));
const MEDIUM_OPTIONS = [
  { value: 'Air', label: 'Air' },
  { value: 'Gas', label: 'Gas' },
] as const;

const checks = lazyResolver(() =>
  import('../utils/account-form-resolvers').then((module) => module.engineerProfileResolver),
);

const toForm = (profile: EngineerProfile): ProfileForm => ({
  engineerName: profile.engineerName,
  gasSafeNumber: profile.gasSafeNumber,
  defaultGaugeType: profile.defaultGaugeType ?? '',
  defaultTestMedium: profile.defaultTestMedium ?? '',
});

function ProfileFormFields({ owner, profile }: { owner: string; profile: EngineerProfile }) {
  const save = useSaveEngineerProfile(owner);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileForm>({
    resolver: checks.resolver,
    defaultValues: toForm(profile),
  });

  const onSubmit = handleSubmit((form) =>
    save
      .mutateAsync({
        engineerName: form.engineerName,
        gasSafeNumber: form.gasSafeNumber,
        defaultGaugeType: form.defaultGaugeType === '' ? null : form.defaultGaugeType,
        defaultTestMedium: form.defaultTestMedium === '' ? null : form.defaultTestMedium,
      })
      .then(
        (saved) => {
          reset(toForm(saved));
          toast.success(PROFILE_SAVED_TOAST.title, {
            description: PROFILE_SAVED_TOAST.description,
          });
        },
        (error: unknown) =>
          applyServerError(error, setError, [
            'engineerName',
            'gasSafeNumber',
            'defaultGaugeType',
            'defaultTestMedium',
          ]),
      ),
  );

  return (
    <form
      onFocus={checks.preload}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="engineer-profile-title"
      className="mt-4"
    >
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Engineer Name"
          autoComplete="name"
          maxLength={JOB_TEXT_MAX_CHARS}
          error={errors.engineerName?.message}
          {...register('engineerName')}
        />
        <TextField
          label="Gas Safe Number"
          autoComplete="off"
          maxLength={JOB_TEXT_MAX_CHARS}
          error={errors.gasSafeNumber?.message}
          {...register('gasSafeNumber')}
        />
        <ProfileSelect
          label="Default gauge type"
          options={GAUGE_OPTIONS}
          error={errors.defaultGaugeType?.message}
          {...register('defaultGaugeType')}
        />
        <ProfileSelect
          label="Default test medium"
          options={MEDIUM_OPTIONS}
          error={errors.defaultTestMedium?.message}
          {...register('defaultTestMedium')}
        />
      </div>
      <Button type="submit" className="mt-4" disabled={isSubmitting || save.isPending}>
        {isSubmitting || save.isPending ? 'Saving...' : 'Save Profile'}
      </Button>
    </form>
  );
}

/**
 * 'Engineer profile' on the account page, every tier (product.md §2 Account page, decision
 * 0406): the details every new job starts with, kept on the account and on this device.
 */
export function EngineerProfileCard() {
  const { owner, data: profile, status } = useEngineerProfile();
  return (
    <section
      aria-labelledby="engineer-profile-title"
      className="mt-4 rounded-xl border border-slate-300 bg-white p-5 shadow-sm"
    >
      <h2 id="engineer-profile-title" className="text-xl font-bold">
        Engineer profile
      </h2>
      <p className="mt-1 text-base text-slate-800">
        Every new job starts with these details. Clear All Data keeps them.
      </p>
      {profile ? (
        <ProfileFormFields key={owner} owner={owner} profile={profile} />
      ) : status === 'error' ? (
        <p role="alert" className="mt-3 text-base font-medium text-red-800">
          Your engineer profile could not be loaded. Check your connection.
        </p>
      ) : (
        <Spinner label="Loading your engineer profile" />
      )}
    </section>
  );
}
