import { useEffect, useRef } from 'react';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Brings a section to the top of the screen; instantly when the engineer asked for less motion. */
export function scrollSectionIntoView(element: Element | null): void {
  element?.scrollIntoView?.({
    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    block: 'start',
  });
}

/**
 * Calls `found` with the element of this id as soon as it is in the document: at once, or when
 * it is added (a lazily loaded section renders a moment after the state that shows it). Returns
 * a function that stops waiting.
 */
export function whenElementAppears(id: string, found: (element: HTMLElement) => void): () => void {
  return whenFound(() => document.getElementById(id), found);
}

/** As whenElementAppears, for the element `find` gives. */
function whenFound(find: () => Element | null, found: (element: HTMLElement) => void): () => void {
  const present = find();
  if (present instanceof HTMLElement) {
    found(present);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const element = find();
    if (!(element instanceof HTMLElement)) return;
    observer.disconnect();
    found(element);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** Moves focus to a section's heading without scrolling, so a screen reader reads it next. */
export function focusSectionHeading(section: HTMLElement): void {
  section.querySelector<HTMLElement>('h2[tabindex="-1"]')?.focus({ preventScroll: true });
}

/**
 * Moves focus to a section's first field (decision 0442): the chosen radio of a group, else the
 * first control that takes input. A section with none gets its heading focused instead.
 */
export function focusFirstField(section: HTMLElement): void {
  const body = section.querySelector<HTMLElement>('[data-section-body]') ?? section;
  const field = body.querySelector<HTMLElement>(
    'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])',
  );
  if (!field) {
    focusSectionHeading(section);
    return;
  }
  if (field instanceof HTMLInputElement && field.type === 'radio' && field.name !== '') {
    const checked = body.querySelector<HTMLInputElement>(
      `input[type="radio"][name="${CSS.escape(field.name)}"]:checked`,
    );
    (checked ?? field).focus({ preventScroll: true });
    return;
  }
  field.focus({ preventScroll: true });
}

/**
 * Focuses the section's first field, then brings it into view once the page has settled: moving
 * focus may fold the sections above it (decision 0442), which moves it up the page.
 */
export function openSection(section: HTMLElement, part?: string): void {
  // A part of it named by a selector (the purge direction) takes the focus and the view.
  const target = (part && section.querySelector<HTMLElement>(part)) || section;
  focusFirstField(target);
  window.setTimeout(() => scrollSectionIntoView(target), 0);
}

/** Whether the last key was an arrow key: a radio chosen with the arrows is not a choice made yet. */
let lastKeyWasArrow = false;
function trackKeys(event: Event): void {
  lastKeyWasArrow = event instanceof KeyboardEvent && event.key.startsWith('Arrow');
}

function isTyping(element: Element | null): element is HTMLElement {
  if (element instanceof HTMLTextAreaElement) return true;
  if (!(element instanceof HTMLInputElement)) return false;
  return !['radio', 'checkbox', 'button', 'submit'].includes(element.type);
}

/**
 * Scrolls to the section the engineer should do next whenever that moves on (product.md §2: each
 * section scrolls into view) — but not from under a field being typed in: then it waits until
 * the engineer leaves the field, and skips it if they went to another control themselves. When
 * the engineer's focus went nowhere else (a choice tapped, the keyboard's Done), the next section
 * opens with focus on its first field (decision 0442); a radio moved along with the arrow keys
 * keeps the focus, so the keyboard can still go through the choices.
 */
export function useScrollToNextSection(
  targetIndex: number,
  getSection: (index: number) => Element | null,
): void {
  const previous = useRef(targetIndex);
  const latestGetSection = useRef(getSection);
  useEffect(() => {
    latestGetSection.current = getSection;
  });
  useEffect(() => {
    document.addEventListener('keydown', trackKeys, true);
    document.addEventListener('pointerdown', trackKeys, true);
    return () => {
      document.removeEventListener('keydown', trackKeys, true);
      document.removeEventListener('pointerdown', trackKeys, true);
    };
  }, []);
  useEffect(() => {
    const hasMovedOn = targetIndex > previous.current;
    previous.current = targetIndex;
    if (!hasMovedOn) return;
    const active = document.activeElement;
    let isCurrent = true;
    let stopWaiting = () => {};
    const stop = () => {
      isCurrent = false;
      stopWaiting();
    };
    // afterTyping: the engineer has just left a field for wherever they went next (not stolen).
    const scrollTo = (section: HTMLElement, afterTyping: boolean) => {
      if (section.contains(document.activeElement)) return;
      const focus = document.activeElement;
      const focusWentNowhere = focus === null || focus === document.body;
      const choseARadio =
        !afterTyping && focus instanceof HTMLInputElement && focus.type === 'radio';
      // Left the field for another control (a tap on 'Add Pipe Size', Tab to the next field):
      // the engineer chose where to go, and a scroll now would move that control from under the
      // finger mid-tap (its click lost) or take a keyboard's focus off screen.
      if (afterTyping && !focusWentNowhere) return;
      // Only on the engineer's own move: a job opened or restored just scrolls (focus stays put).
      if ((afterTyping && focusWentNowhere) || (choseARadio && !lastKeyWasArrow)) {
        openSection(section);
      } else scrollSectionIntoView(section);
    };
    // A section not drawn yet (its code still on the way on a slow link, decision 0847) is gone
    // to when it appears, with the same care for where the engineer's focus is by then.
    const scroll = (afterTyping: boolean) => {
      if (!isCurrent) return;
      stopWaiting = whenFound(
        () => latestGetSection.current(targetIndex),
        (section) => scrollTo(section, afterTyping),
      );
    };
    if (!isTyping(active)) {
      scroll(false);
      return stop;
    }
    const onLeave = () => window.setTimeout(() => scroll(true), 0);
    active.addEventListener('focusout', onLeave, { once: true });
    return () => {
      active.removeEventListener('focusout', onLeave);
      stop();
    };
  }, [targetIndex]);
}
