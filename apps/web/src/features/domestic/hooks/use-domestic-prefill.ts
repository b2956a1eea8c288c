import { useEffect, useRef, type Dispatch } from 'react';
import { useEngineerProfileDefaults } from '../../account';
import { useBrandingDefaults } from '../../settings';
import type { DomesticAction } from '../model/domestic-actions';
import type { DomesticDraft, DomesticGauge } from '../model/domestic-draft';

const isBlank = (text: string) => text.trim() === '';

/**
 * A new domestic job starts with the engineer's own profile, as the step calculator's does
 * (decision 0406): name and Gas Safe number when both fields are empty (the profile, else a
 * Professional company's default engineer), and the profile's gauge when it is one a domestic
 * test can use. Once per job: a field cleared on purpose is not refilled.
 */
export function useDomesticPrefill(draft: DomesticDraft, dispatch: Dispatch<DomesticAction>) {
  const profile = useEngineerProfileDefaults();
  const company = useBrandingDefaults();
  const engineerSettledFor = useRef<string | null>(null);
  const gaugeSettledFor = useRef<string | null>(null);

  useEffect(() => {
    if (profile === undefined) return;
    const jobId = draft.jobClientId;
    const { engineerName, gasSafeNumber } = draft.jobDetails;
    if (engineerSettledFor.current !== jobId) {
      const hasProfileEngineer =
        profile !== null && !(isBlank(profile.engineerName) && isBlank(profile.gasSafeNumber));
      const source = hasProfileEngineer ? profile : company;
      const isTyped = !isBlank(engineerName) || !isBlank(gasSafeNumber);
      if (source || isTyped) engineerSettledFor.current = jobId;
      if (source && !isTyped) {
        dispatch({ type: 'set-job-detail', field: 'engineerName', value: source.engineerName });
        dispatch({ type: 'set-job-detail', field: 'gasSafeNumber', value: source.gasSafeNumber });
      }
    }
    if (gaugeSettledFor.current !== jobId) {
      gaugeSettledFor.current = jobId;
      const gauge = profile?.defaultGaugeType;
      const domesticGauge: DomesticGauge | null =
        gauge === 'water' || gauge === 'electronic01' ? gauge : null;
      if (domesticGauge && draft.gaugeType === '' && draft.record === null) {
        dispatch({ type: 'set-gauge-type', gaugeType: domesticGauge });
      }
    }
  }, [company, draft, dispatch, profile]);
}

/** useDomesticPrefill in a component that draws nothing, as EngineerPrefill (decision 0849). */
export function DomesticPrefill(props: {
  draft: DomesticDraft;
  dispatch: Dispatch<DomesticAction>;
}): null {
  useDomesticPrefill(props.draft, props.dispatch);
  return null;
}
