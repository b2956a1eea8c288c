import { useMemo, useState } from 'react';
import { isTestPressureBlank } from '../model/build-domestic-calculation';
import type { DomesticDraft } from '../model/domestic-draft';

const SETUP_FIGURES = [
  'gasType',
  'isReducedPressure',
  'testPressureText',
  'stabilisationText',
] as const satisfies readonly (keyof DomesticDraft)[];
type SetupFigures = Pick<DomesticDraft, (typeof SETUP_FIGURES)[number]>;

const figuresOf = (draft: DomesticDraft): SetupFigures =>
  Object.fromEntries(SETUP_FIGURES.map((key) => [key, draft[key]])) as SetupFigures;

/**
 * The draft the page judges (decision 0907). It is the draft as typed, except while the engineer
 * is in a setup field ('Pressure reached', 'Operating pressure', 'Stabilisation') and what is there
 * so far is refused (`isRefused`: '1' on the way to '19' is below the Natural Gas 18 mbar minimum)
 * or emptied: then the setup is judged as it last stood right in that field (or as it was when the
 * field was entered), so neither the field, nor the 'Check these inputs' line, nor the test below
 * moves at each key, and a refusal is said when the field is left. A refusal already showing when
 * the field is entered is not held: it goes as soon as the text is right. The draft itself (saved
 * as typed) is never changed. Spread `onFocus` and `onBlur` on the setup fields.
 */
export function useSetupHeldWhileTyped(
  draft: DomesticDraft,
  isRefused: (draft: DomesticDraft) => boolean,
) {
  // While typing: the figures held. Null when no setup field is being typed in, or one was
  // entered with a refusal showing.
  const [held, setHeld] = useState<SetupFigures | null>(null);
  const isUnfinished = held !== null && (isTestPressureBlank(draft) || isRefused(draft));
  // Right again while typing: these are the figures held from now on (state from the render
  // before, set while rendering as React allows).
  if (held !== null && !isUnfinished && SETUP_FIGURES.some((key) => held[key] !== draft[key])) {
    setHeld(figuresOf(draft));
  }
  const judged = useMemo(
    () =>
      held !== null &&
      isUnfinished &&
      held.gasType === draft.gasType &&
      held.isReducedPressure === draft.isReducedPressure
        ? { ...draft, ...held }
        : draft,
    [draft, held, isUnfinished],
  );
  return {
    judged,
    onFocus: () => setHeld(isRefused(draft) ? null : figuresOf(draft)),
    onBlur: () => setHeld(null),
  };
}
