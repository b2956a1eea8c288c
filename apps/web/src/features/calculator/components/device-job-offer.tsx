import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import type { Dispatch } from 'react';
import type { Owner } from '../../../lib/device/device-storage';
import { useDeviceJobOffer } from '../hooks/use-device-job-offer';
import type { JobSync } from '../hooks/use-job-sync';
import type { CalculatorDraft } from '../model/calculator-draft';
import type { DraftAction } from '../model/draft-actions';
import { isBlankDraft } from '../model/is-blank-draft';

interface DeviceJobOfferProps {
  owner: Owner;
  /** The account's own job in progress on this calculator, replaced if the device's is kept. */
  currentJob: CalculatorDraft;
  dispatch: Dispatch<DraftAction>;
  saveToAccount: JobSync['saveToAccount'];
}

const describeJob = ({ jobDetails }: CalculatorDraft) =>
  [
    jobDetails.jobNumber ? `Job ${jobDetails.jobNumber}` : 'A job',
    jobDetails.customerName ? `for ${jobDetails.customerName}` : null,
  ]
    .filter(Boolean)
    .join(' ');

/**
 * Asked after signing in when a job was typed on this device while signed out (decision 0440).
 * Its own module, loaded only when the device keeps a job (no dialog library on the first load,
 * decision 0641); nothing shows when that job is blank or this account chose to leave it.
 */
export function DeviceJobOffer({
  owner,
  currentJob,
  dispatch,
  saveToAccount,
}: DeviceJobOfferProps) {
  const offer = useDeviceJobOffer(owner, currentJob, dispatch, saveToAccount);
  const { deviceJob } = offer;
  if (!deviceJob) return null;
  const onKeep = offer.keep;
  const onLeave = offer.leave;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onLeave())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Keep this job in your account?</DialogTitle>
          <DialogDescription>
            {describeJob(deviceJob)} was typed on this device before you signed in. Keep it in your
            account, or leave it on this device for whoever uses it signed out.
          </DialogDescription>
        </DialogHeader>
        {isBlankDraft(currentJob) ? null : (
          <p className="text-base font-semibold text-slate-900">
            Keeping it replaces your job in progress here ({describeJob(currentJob)}). Anything
            already saved to your account stays there.
          </p>
        )}
        <DialogFooter>
          <Button variant="secondary" onClick={onLeave}>
            Leave on This Device
          </Button>
          <Button onClick={onKeep}>Keep in My Account</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
