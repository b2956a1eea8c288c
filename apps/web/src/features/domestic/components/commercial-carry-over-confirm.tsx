import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { Tier } from '@pipeproof/contracts';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import type { Owner } from '../../../lib/device/device-storage';
import type { CommercialCarryOver } from '../../calculator';
import type { DomesticDraft } from '../model/domestic-draft';
import { DOMESTIC_MESSAGES } from '../model/domestic-messages';

export interface CommercialCarryOverConfirmProps {
  owner: Owner;
  /** The engineer's plan: a carried run larger than it calculates there is named (0868). */
  tier: Tier;
  draft: DomesticDraft;
  onCancel: () => void;
}

type Preparation =
  | { status: 'loading' }
  | { status: 'ready'; carryOver: CommercialCarryOver }
  | { status: 'failed' };

/**
 * Before a /domestic job over 0.035 m³ goes to the Commercial Calculator with its pipework
 * (decision 0868): what goes, what stays behind, and the commercial job it replaces. Its own
 * module, loaded when the engineer asks (decision 0641). The domestic job stays as it is.
 */
export function CommercialCarryOverConfirm({
  owner,
  tier,
  draft,
  onCancel,
}: CommercialCarryOverConfirmProps) {
  const navigate = useNavigate();
  // The job as it was when the engineer asked: the dialog covers the page meanwhile.
  const [job] = useState(draft);
  const [preparation, setPreparation] = useState<Preparation>({ status: 'loading' });
  const [isRefused, setIsRefused] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    // The calculator's door brings its pages' code: fetched here, when asked, not with /domestic.
    import('../../calculator')
      .then(({ prepareCommercialCarryOver }) => prepareCommercialCarryOver(owner, job, tier))
      .then(
        (carryOver) => isCurrent && setPreparation({ status: 'ready', carryOver }),
        () => isCurrent && setPreparation({ status: 'failed' }),
      );
    return () => {
      isCurrent = false;
    };
  }, [owner, job, tier]);
  const go = () => {
    if (preparation.status !== 'ready') return;
    if (!preparation.carryOver.carry()) {
      setIsRefused(true);
      return;
    }
    void navigate('/commercial');
  };
  return (
    <ConfirmDialog
      title={DOMESTIC_MESSAGES.carryOverTitle}
      description={DOMESTIC_MESSAGES.carryOverIntro}
      keepLabel="Stay Here"
      confirmLabel={
        <>
          Go to Commercial Calculator
          <ArrowRight aria-hidden="true" />
        </>
      }
      isConfirmDisabled={preparation.status !== 'ready'}
      onConfirm={go}
      onCancel={onCancel}
    >
      {preparation.status === 'loading' ? (
        <Spinner label={DOMESTIC_MESSAGES.carryOverLoading} padding="compact" />
      ) : null}
      {preparation.status === 'failed' ? (
        <p role="alert" className="text-base font-semibold text-red-800">
          {DOMESTIC_MESSAGES.carryOverFailed}
        </p>
      ) : null}
      {preparation.status === 'ready'
        ? preparation.carryOver.notes.map((note) => (
            <p key={note} className="text-base text-slate-800">
              {note}
            </p>
          ))
        : null}
      {isRefused ? (
        <p role="alert" className="text-base font-semibold text-red-800">
          {DOMESTIC_MESSAGES.carryOverRefused}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
