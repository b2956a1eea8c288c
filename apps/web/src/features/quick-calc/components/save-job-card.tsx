import { useId, useState, type Dispatch } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { FolderCheck, Save } from 'lucide-react';
import {
  ACTION_NOTE_MAX_CHARS,
  describeCertificateBar,
  JOB_TEXT_MAX_CHARS,
  type Tier,
} from '@pipeproof/contracts';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import {
  assessCertificateReadiness,
  CERTIFICATE_NOT_READY,
  createClientId,
  RejectedSaves,
  TimerNotRunDialog,
  useOutboxSync,
  type TimerQuestion,
} from '../../calculator-core';
import { CertificateActions } from '../../certificates';
import type { QuickCalcAction } from '../model/quick-calc-actions';
import {
  planQuickCalcSave,
  QUICK_CALC_JOB_MESSAGES,
  type PlanArgs,
} from '../model/plan-quick-calc-save';
import type { QuickCalcJobField } from '../model/quick-calc-job';

export interface SaveJobCardProps extends Omit<PlanArgs, 'newClientId' | 'now'> {
  readonly userId: string;
  readonly tier: Tier;
  readonly isIndirectPurge: boolean;
  readonly isStoredOnDevice: boolean;
  readonly dispatch: Dispatch<QuickCalcAction>;
}

const FIELDS: readonly { field: QuickCalcJobField; label: string; autoComplete: string }[] = [
  { field: 'customerName', label: 'Customer Name', autoComplete: 'organization' },
  { field: 'gasSafeNumber', label: 'Gas Safe Number', autoComplete: 'off' },
  { field: 'location', label: 'Location', autoComplete: 'street-address' },
];

/**
 * 'Save as Job' for the /calc result (decision 0439): the job details the form does not ask for,
 * then the job and its test records go to the account through the calculators' one outbox, and
 * 'Print Report' / 'Export PDF' issue its certificate from the saved job, with the step
 * calculators' tier rules (Basic, Premium) and readiness (decision 0433).
 */
export function SaveJobCard(props: SaveJobCardProps) {
  const { job, dispatch, tier } = props;
  const titleId = useId();
  const sync = useOutboxSync(props.userId, job.clientId, props.isStoredOnDevice);
  const plan = planQuickCalcSave({
    ...props,
    newClientId: createClientId,
    now: () => new Date().toISOString(),
  });

  const [timerQuestion, setTimerQuestion] = useState<TimerQuestion | null>(null);
  // Counts 'Go Back' answers: the certificate buttons start afresh, letting a held press go.
  const [declinedCount, setDeclinedCount] = useState(0);

  /**
   * Queues what changed; false (with the reason shown) when the job cannot be saved yet. A test
   * not timed to its end is recorded only on 'Record Anyway' (decision 0921).
   */
  const save = (isUntimedConfirmed = false): boolean => {
    if (!plan.ok) {
      toast.error('Job Not Saved', { description: plan.problem });
      return false;
    }
    if (!plan.save.isUnchanged && plan.save.hasUntimedRecord && !isUntimedConfirmed) {
      setTimerQuestion({
        onConfirm: () => {
          setTimerQuestion(null);
          save(true);
        },
        onCancel: () => {
          setTimerQuestion(null);
          setDeclinedCount((count) => count + 1);
        },
      });
      return false;
    }
    if (!plan.save.isUnchanged) {
      dispatch({ type: 'job-queued', job: plan.save.job });
      sync.queue(plan.save.jobBody, plan.save.recordBodies);
    }
    return true;
  };

  const isSent = plan.ok && plan.save.isUnchanged;
  // The account's copy is not this job while a refusal is listed (decision 0920), except a
  // refused record the next press sends again with the job (its job's refusal dismissed): the
  // press goes ahead and waits for it (decision 0926).
  const sentAgain = new Set(
    plan.ok && !isSent ? plan.save.recordBodies.map((body) => body.clientId) : [],
  );
  const refused = sync.rejected.filter((save) => save.entry.jobClientId === job.clientId);
  const holdsBack = refused.some(
    ({ entry }) => !(entry.kind === 'save-test-record' && sentAgain.has(entry.body.clientId)),
  );
  const notReady = props.isIndirectPurge
    ? QUICK_CALC_JOB_MESSAGES.indirectPurge
    : !plan.ok
      ? plan.problem
      : plan.verdict === 'PENDING'
        ? CERTIFICATE_NOT_READY.pending
        : holdsBack
          ? CERTIFICATE_NOT_READY.refused
          : null;
  const readiness = assessCertificateReadiness(
    job.sentKey === null ? 'Saved on this device' : sync.status,
    null,
    isSent,
    holdsBack,
  );
  // What is on screen, not what was saved before it: a new job number or new readings are not
  // on the account until they are saved.
  const status = job.sentKey === null || !isSent ? 'Not saved to your account yet' : sync.status;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border-2 border-slate-300 bg-white p-4 sm:p-5"
    >
      <div>
        <h3 id={titleId} className="text-xl font-bold">
          Save as Job
        </h3>
        <p className="mt-1 text-base text-slate-800">
          Save this result to your account as job {props.form.reference.trim() || '…'}, with its
          test record, to print or export its certificate.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {FIELDS.map(({ field, label, autoComplete }) => (
          <TextField
            key={field}
            label={label}
            autoComplete={autoComplete}
            maxLength={JOB_TEXT_MAX_CHARS}
            value={job[field]}
            onChange={(event) =>
              dispatch({ type: 'set-job-field', field, value: event.target.value })
            }
          />
        ))}
      </div>
      {plan.needsActionNote ? (
        <TextField
          label="Action taken (failed let-by test)"
          hint="E.g. reported to the responsible person, gas supply isolated."
          maxLength={ACTION_NOTE_MAX_CHARS}
          value={job.actionNote}
          onChange={(event) =>
            dispatch({ type: 'set-job-field', field: 'actionNote', value: event.target.value })
          }
        />
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button onClick={() => void save()}>
          <Save aria-hidden="true" />
          Save as Job
        </Button>
        <p role="status" aria-live="polite" className="text-sm font-semibold text-slate-800">
          {status}
        </p>
        {sync.isOnAccount ? (
          <Link
            to="/account"
            className="inline-flex min-h-12 items-center gap-2 text-base font-semibold text-brand underline underline-offset-4"
          >
            <FolderCheck aria-hidden="true" className="size-5" />
            Your jobs
          </Link>
        ) : null}
      </div>
      <RejectedSaves
        rejected={refused}
        headingLevel={4}
        onDismiss={(entryId) => {
          sync.dismissRejected(entryId);
          dispatch({ type: 'job-refusal-dismissed' });
        }}
      />
      <TimerNotRunDialog question={timerQuestion} />
      <CertificateActions
        key={declinedCount}
        tier={tier}
        jobId={sync.serverJobId ?? undefined}
        jobClientId={job.clientId}
        context={`for job ${props.form.reference.trim()}`}
        notReady={notReady}
        notCertifiable={describeCertificateBar(props.evaluation.output.warnings)}
        isWaiting={readiness.isWaiting}
        waitingLabel={
          sync.status === 'Waiting for connection' ? 'Waiting for signal...' : 'Saving...'
        }
        onBeforeIssue={isSent ? undefined : () => void save()}
      />
    </section>
  );
}
