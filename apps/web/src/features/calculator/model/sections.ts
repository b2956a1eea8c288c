import { hasPipeConfiguration } from '../../calculator-core';
import type { CalculatorDraft, JobDetails } from './calculator-draft';

/** The sections of the step calculators, in order (product.md §2). */
export const SECTION_ORDER = [
  'job-details',
  'installation-type',
  'test-selection',
  'pipe-configuration',
  'meter-configuration',
  'test-setup',
  'results',
] as const;
export type SectionId = (typeof SECTION_ORDER)[number];

export function sectionIndex(section: SectionId): number {
  return SECTION_ORDER.indexOf(section);
}

export const JOB_DETAIL_LABELS: Readonly<Record<keyof JobDetails, string>> = {
  jobNumber: 'Job Number',
  customerName: 'Customer Name',
  engineerName: 'Engineer Name',
  gasSafeNumber: 'Gas Safe Number',
  location: 'Location',
};

export function isJobDetailsComplete(details: JobDetails): boolean {
  return Object.values(details).every((value) => value.trim() !== '');
}

/**
 * The furthest section the draft's answers open, each one needing the ones before it. Meters are
 * optional, so a pipe configuration opens Meter Configuration and Test Setup together.
 */
export function computeOpenedSection(draft: CalculatorDraft): number {
  if (!isJobDetailsComplete(draft.jobDetails)) return sectionIndex('job-details');
  if (draft.installationType === null) return sectionIndex('installation-type');
  if (draft.testType === null) return sectionIndex('test-selection');
  if (!hasPipeConfiguration(draft)) return sectionIndex('pipe-configuration');
  if (draft.run === null) return sectionIndex('test-setup');
  return sectionIndex('results');
}

/** Sections, once shown, stay shown (clearing a field later must not hide work below it). */
export function withReachedSection(draft: CalculatorDraft): CalculatorDraft {
  const reached = Math.max(draft.reachedSection, computeOpenedSection(draft));
  return reached === draft.reachedSection ? draft : { ...draft, reachedSection: reached };
}

/**
 * The section the page should bring into view: the first shown section the engineer still has
 * work in. Installation Type is done once the room volume is given (or a test is chosen without
 * it: a purge does not need it), so choosing New or Existing does not scroll the room volume
 * field away. An existing installation's tightness test always needs it (product.md §5), and
 * Existing chooses that test by itself (decision 0448), so there the room volume is waited for.
 * Meter Configuration counts as work to do: meters are optional but easy to forget.
 */
export function computeScrollTarget(draft: CalculatorDraft): number {
  // Industrial asks no room volume here (Type B's comes with the room classification in Test Setup).
  const asksRoomVolume = draft.calculatorType === 'commercial';
  const needsRoomVolume =
    draft.installationType === 'existing' && draft.testType === 'Tightness Test';
  const isDone = [
    isJobDetailsComplete(draft.jobDetails),
    draft.installationType !== null &&
      (!asksRoomVolume ||
        draft.roomVolumeText.trim() !== '' ||
        (draft.testType !== null && !needsRoomVolume)),
    draft.testType !== null,
    hasPipeConfiguration(draft),
  ];
  let index = 0;
  while (index < draft.reachedSection && isDone[index] === true) index += 1;
  return index;
}

/** The sections above Results: the ones that fold into a one-line summary (decision 0442). */
export const INPUT_SECTIONS = SECTION_ORDER.filter(
  (id): id is Exclude<SectionId, 'results'> => id !== 'results',
);
export type InputSectionId = (typeof INPUT_SECTIONS)[number];
