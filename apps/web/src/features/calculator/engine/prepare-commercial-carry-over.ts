import type { Tier } from '@pipeproof/contracts';
import type { Owner } from '../../../lib/device/device-storage';
import type { DomesticJobForCommercial } from '../model/carry-from-domestic';
import { saveDraft } from '../storage/draft-storage';
import { loadCalculatorEngine } from './load-calculator-engine';

export interface CommercialCarryOver {
  /** What goes, what stays behind, and the commercial job it replaces, before the engineer goes. */
  readonly notes: readonly string[];
  /** Stores the job as the owner's commercial job; false when the browser refused. */
  readonly carry: () => boolean;
}

/**
 * A /domestic job over 0.035 m³ taken to the Commercial Calculator with its pipework, as
 * standards.md §7.1 asks (decision 0868). Loads the calculator engine first: it reads the
 * commercial job now on the device, and /commercial needs it at once for the job carried.
 */
export async function prepareCommercialCarryOver(
  owner: Owner,
  job: DomesticJobForCommercial,
  tier: Tier,
): Promise<CommercialCarryOver> {
  const engine = await loadCalculatorEngine();
  const current = engine.loadDraft(owner, 'commercial');
  const draft = engine.carryFromDomestic(job);
  return {
    notes: engine.describeCommercialCarryOver(
      job,
      current.status === 'restored' ? current.draft : null,
      tier,
    ),
    carry: () => saveDraft(owner, draft),
  };
}
