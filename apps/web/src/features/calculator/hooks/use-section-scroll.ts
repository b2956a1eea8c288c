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
  const present = document.getElementById(id);
  if (present) {
    found(present);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const element = document.getElementById(id);
    if (!element) return;
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

function isTyping(element: Element | null): element is HTMLElement {
  if (element instanceof HTMLTextAreaElement) return true;
  if (!(element instanceof HTMLInputElement)) return false;
  return !['radio', 'checkbox', 'button', 'submit'].includes(element.type);
}

/**
 * Scrolls to the section the engineer should do next whenever that moves on (product.md §2: each
 * section scrolls into view) — but not from under a field being typed in: then it waits until
 * the engineer leaves the field, and skips it if they moved into that section themselves.
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
    const hasMovedOn = targetIndex > previous.current;
    previous.current = targetIndex;
    if (!hasMovedOn) return;
    const active = document.activeElement;
    const scroll = () => {
      const section = latestGetSection.current(targetIndex);
      if (section && !section.contains(document.activeElement)) scrollSectionIntoView(section);
    };
    if (!isTyping(active)) {
      scroll();
      return;
    }
    const onLeave = () => window.setTimeout(scroll, 0);
    active.addEventListener('focusout', onLeave, { once: true });
    return () => active.removeEventListener('focusout', onLeave);
  }, [targetIndex]);
}
