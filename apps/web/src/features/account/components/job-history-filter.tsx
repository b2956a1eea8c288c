import { useForm } from 'react-hook-form';
import {
  JOB_TEXT_MAX_CHARS,
  type JobListQuery,
  type JobListQueryInput,
} from '@pipeproof/contracts';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { ProfileSelect } from './profile-select';

const VERDICT_OPTIONS = [
  { value: 'PASS', label: 'PASS' },
  { value: 'FAIL', label: 'FAIL' },
  { value: 'PENDING', label: 'Pending (no test recorded)' },
] as const;

const checks = lazyResolver(() =>
  import('../utils/account-form-resolvers').then((module) => module.jobListQueryResolver),
);

const EMPTY_FILTER = { search: '', verdict: '', from: '', to: '' } satisfies JobListQueryInput;

interface JobHistoryFilterProps {
  onFilter: (query: JobListQuery) => void;
}

/**
 * The job history's search and filter (decision 0408): free text over job number, customer,
 * location and site; the verdict; the days the job was created (from, to). Checked by the API's
 * own rules before it is sent.
 */
export function JobHistoryFilter({ onFilter }: JobHistoryFilterProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<JobListQueryInput, unknown, JobListQuery>({
    resolver: checks.resolver,
    defaultValues: EMPTY_FILTER,
  });
  return (
    <form
      onFocus={checks.preload}
      role="search"
      aria-label="Search your jobs"
      noValidate
      onSubmit={handleSubmit(onFilter)}
      className="mt-3 grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <div className="flex flex-col gap-3 sm:col-span-2 lg:col-span-4">
        <FormAlert message={errors.root?.server?.message} />
        <TextField
          label="Search"
          type="search"
          hint="Customer, site, location or job number."
          maxLength={JOB_TEXT_MAX_CHARS}
          error={errors.search?.message}
          {...register('search')}
        />
      </div>
      <ProfileSelect
        label="Verdict"
        emptyLabel="Any verdict"
        options={VERDICT_OPTIONS}
        error={errors.verdict?.message}
        {...register('verdict')}
      />
      <TextField label="From" type="date" error={errors.from?.message} {...register('from')} />
      <TextField label="To" type="date" error={errors.to?.message} {...register('to')} />
      <div className="flex flex-wrap items-end gap-2">
        <Button type="submit">Search Jobs</Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            reset(EMPTY_FILTER);
            onFilter({});
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
