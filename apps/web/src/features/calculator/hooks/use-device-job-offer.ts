import { useState, type Dispatch } from 'react';
import { toast } from '../../../lib/toast';
import type { Owner } from '../../../lib/device/device-storage';
import type { CalculatorDraft } from '../model/calculator-draft';
import type { DraftAction } from '../model/draft-actions';
import {
  declineDeviceJob,
  findDeviceJobToOffer,
  releaseDeviceJob,
} from '../storage/device-job-offer';
import type { JobSync } from './use-job-sync';

/**
 * The job typed on this device before signing in, offered to the signed-in account (decision
 * 0440): kept, it becomes the account's job in progress and goes to the account with any tests
 * it has; left, it stays the device's and is not offered to this account again.
 */
export function useDeviceJobOffer(
  owner: Owner,
  draft: CalculatorDraft,
  dispatch: Dispatch<DraftAction>,
  saveToAccount: JobSync['saveToAccount'],
) {
  const [deviceJob, setDeviceJob] = useState(() =>
    findDeviceJobToOffer(owner, draft.calculatorType),
  );
  return {
    deviceJob,
    keep: () => {
      if (!deviceJob) return;
      dispatch({ type: 'replace', draft: deviceJob });
      releaseDeviceJob(deviceJob.calculatorType);
      const calculation = deviceJob.run?.input ?? deviceJob.completedTests.at(-1)?.calculation;
      if (calculation) saveToAccount(deviceJob, calculation, deviceJob.completedTests);
      setDeviceJob(null);
      toast.success('Job Kept in Your Account', {
        description: deviceJob.jobDetails.jobNumber
          ? `Job ${deviceJob.jobDetails.jobNumber} is now your job in progress.`
          : 'It is now your job in progress.',
      });
    },
    leave: () => {
      if (!deviceJob) return;
      declineDeviceJob(owner, deviceJob.jobClientId);
      setDeviceJob(null);
    },
  };
}
