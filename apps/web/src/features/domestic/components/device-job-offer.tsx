import { useState, type Dispatch } from 'react';
import { Smartphone } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { DEVICE_OWNER } from '../../../lib/device/device-storage';
import type { DomesticAction } from '../model/domestic-actions';
import type { DomesticDraft } from '../model/domestic-draft';
import { hasDomesticWork } from '../model/has-domestic-work';
import { loadDomesticDraft, removeDomesticDraft } from '../storage/domestic-storage';

interface DeviceJobOfferProps {
  draft: DomesticDraft;
  dispatch: Dispatch<DomesticAction>;
}

/**
 * A job typed on this device while nobody was signed in joins an account only when the engineer
 * says so (decision 0440), and only in place of an account job with nothing entered yet.
 */
export function DeviceJobOffer({ draft, dispatch }: DeviceJobOfferProps) {
  const [deviceJob, setDeviceJob] = useState(() => {
    const loaded = loadDomesticDraft(DEVICE_OWNER);
    return loaded.status === 'restored' && hasDomesticWork(loaded.draft) ? loaded.draft : null;
  });
  if (deviceJob === null || hasDomesticWork(draft)) return null;
  const { jobNumber, customerName } = deviceJob.jobDetails;
  const name = [jobNumber, customerName].filter((part) => part.trim() !== '').join(' · ');
  return (
    <div className="flex flex-col gap-3 rounded-xl border-2 border-brand bg-blue-50 p-4">
      <p className="flex items-start gap-2 text-base text-slate-900">
        <Smartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          A domestic job{name ? ` (${name})` : ''} was typed on this device before you signed in.
        </span>
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          onClick={() => {
            dispatch({ type: 'start-new-job', draft: deviceJob });
            removeDomesticDraft(DEVICE_OWNER);
            setDeviceJob(null);
          }}
        >
          Continue That Job
        </Button>
        <Button variant="secondary" onClick={() => setDeviceJob(null)}>
          Not Now
        </Button>
      </div>
    </div>
  );
}
