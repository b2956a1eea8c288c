import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { sectionElementId, type SectionFold } from '../components/section-card';
import type { CalculatorEngine } from '../engine/load-calculator-engine';
import type { CalculatorDraft } from '../model/calculator-draft';
import { INPUT_SECTIONS, sectionIndex, type InputSectionId } from '../model/sections';
import { openSection, whenElementAppears } from './use-section-scroll';

type Folded = ReadonlySet<InputSectionId>;

/**
 * When a section is finished and what its summary says (model/section-folding.ts). They come with
 * the engine (decision 0860): before it is in, only Job Details is shown, and nothing after it can
 * take the focus, so nothing folds.
 */
export type FoldingRules = Pick<CalculatorEngine, 'isSectionFoldable' | 'summariseSection'>;

/** The finished sections before `index` that are shown: what moving on to `index` folds. */
function finishedBefore(
  draft: CalculatorDraft,
  index: number,
  rules: FoldingRules | null,
): InputSectionId[] {
  if (!rules) return [];
  return INPUT_SECTIONS.filter(
    (id) =>
      sectionIndex(id) < index &&
      sectionIndex(id) <= draft.reachedSection &&
      rules.isSectionFoldable(draft, id),
  );
}

/**
 * A job opened with results already worked out shows them under its folded inputs (a job with a
 * run is drawn only once the engine is in).
 */
function initiallyFolded(draft: CalculatorDraft, rules: FoldingRules | null): Folded {
  return new Set(draft.run === null ? [] : finishedBefore(draft, sectionIndex('results'), rules));
}

function withAdded(folded: Folded, ids: readonly InputSectionId[]): Folded {
  if (ids.every((id) => folded.has(id))) return folded;
  return new Set([...folded, ...ids]);
}

/**
 * Which sections are folded into their one-line summary (decision 0442). A section folds once it
 * is finished (isSectionFoldable) and the engineer moves on from it: their focus goes into a later
 * section (a tap, Tab, or the page opening the next section), or Calculate shows the results.
 * 'Edit' unfolds it with focus on its first field. Kept in memory only: the draft, its saving and
 * its offline behaviour do not change; a job reopened with results starts with its inputs folded.
 */
export function useSectionFolding(
  draft: CalculatorDraft,
  pipeworkM3: number | null,
  rules: FoldingRules | null,
) {
  const [folded, setFolded] = useState<Folded>(() => initiallyFolded(draft, rules));
  // Another job (opened, or Clear All Data) starts folded afresh.
  const [jobClientId, setJobClientId] = useState(draft.jobClientId);
  if (jobClientId !== draft.jobClientId) {
    setJobClientId(draft.jobClientId);
    setFolded(initiallyFolded(draft, rules));
  }
  const latest = useRef({ draft, rules });
  useEffect(() => {
    latest.current = { draft, rules };
  });

  const foldBefore = useCallback((index: number) => {
    setFolded((previous) =>
      withAdded(previous, finishedBefore(latest.current.draft, index, latest.current.rules)),
    );
  }, []);

  // Folding what is above the engineer's focus must not move what they are looking at: the
  // focused element is put back where it was on the screen before the page is painted.
  const anchor = useRef<{ element: Element; top: number } | null>(null);
  useLayoutEffect(() => {
    const held = anchor.current;
    anchor.current = null;
    if (!held?.element.isConnected) return;
    const moved = held.element.getBoundingClientRect().top - held.top;
    if (Math.abs(moved) >= 1) window.scrollBy({ top: moved, behavior: 'instant' });
  }, [folded]);

  // Counts the sections opened for the engineer: a fold the focus asked for before one was
  // opened is dropped, so the press that opens a section ('Choose Purge Direction', whose focus
  // lands in the results first) does not fold it again when its click completes (decision 0919).
  const openings = useRef(0);
  useEffect(() => {
    // A tap or click moves the focus before it completes: folding then would move the target
    // from under the finger, so the fold waits for the click (decision 0442).
    let pressedAt = -Infinity;
    const onPointerDown = () => {
      pressedAt = performance.now();
    };
    const onClick = () => {
      pressedAt = -Infinity;
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const section = target?.closest('[data-calculator-section]');
      const id = section?.getAttribute('data-calculator-section');
      if (!target || !id) return;
      const index = sectionIndex(id as InputSectionId);
      if (index <= 0) return;
      const openingsBefore = openings.current;
      // At once (flushSync), so a scroll the page starts next sees the folded page.
      const fold = () => {
        if (openings.current !== openingsBefore) return;
        anchor.current = { element: target, top: target.getBoundingClientRect().top };
        flushSync(() => foldBefore(index));
        anchor.current = null;
      };
      if (performance.now() - pressedAt > 2000) {
        window.setTimeout(fold, 0);
        return;
      }
      let done = false;
      const foldOnce = () => {
        if (done) return;
        done = true;
        window.setTimeout(fold, 0);
      };
      document.addEventListener('click', foldOnce, { once: true });
      window.setTimeout(foldOnce, 2000);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('click', onClick, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [foldBefore]);

  const [openRequest, setOpenRequest] = useState<{
    id: InputSectionId;
    part?: string;
    seq: number;
  } | null>(null);
  useEffect(() => {
    if (!openRequest) return;
    return whenElementAppears(sectionElementId(openRequest.id), (section) =>
      openSection(section, openRequest.part),
    );
  }, [openRequest]);

  const unfold = useCallback((ids: readonly InputSectionId[]) => {
    openings.current += 1;
    setFolded((previous) =>
      ids.some((id) => previous.has(id))
        ? new Set([...previous].filter((id) => !ids.includes(id)))
        : previous,
    );
  }, []);

  const foldFor = (id: InputSectionId): SectionFold => ({
    // A folded section whose answers stop being valid (e.g. 'Clear Pipe Inputs') opens again.
    isFolded: folded.has(id) && rules !== null && rules.isSectionFoldable(draft, id),
    // Shown only folded; before the engine nothing is (a section's heading is its title then).
    summary: rules ? rules.summariseSection(draft, id, pipeworkM3) : '',
    onEdit: () => open(id),
  });

  /**
   * Unfolds a section and puts the focus on its first field, as its 'Edit' does, or on the first
   * field of its `part` (a selector).
   */
  const open = (id: InputSectionId, part?: string) => {
    unfold([id]);
    setOpenRequest((previous) => ({ id, part, seq: (previous?.seq ?? 0) + 1 }));
  };

  return { foldFor, foldBefore, unfold, open };
}

export type SectionFolding = ReturnType<typeof useSectionFolding>;
