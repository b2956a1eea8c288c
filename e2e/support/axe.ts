import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules the product is held to (architecture.md "Accessibility"): WCAG 2.0, 2.1 and 2.2, A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The smallest target, in CSS pixels (architecture.md "Accessibility"): 48 on a phone or tablet,
 * pressed with gloved hands; 44 from 1024 px wide, where the page is laid out for a pointer.
 */
const MIN_TOUCH_TARGET_PX = 48;
const MIN_POINTER_TARGET_PX = 44;
const POINTER_LAYOUT_FROM_PX = 1024;

/**
 * axe-core on the page as it is now (toasts and dialogs included). Soft: one tour reports every
 * page's violations at once, each with the rule, the first offending elements and axe's summary.
 */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} — ` +
      violation.nodes
        .slice(0, 4)
        .map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`.trim())
        .join(' | '),
  );
  expect.soft(found, `axe-core violations on ${where}`).toEqual([]);
}

/**
 * Every visible control on the page is at least MIN_TOUCH_TARGET_PX square below 1024 px wide,
 * MIN_POINTER_TARGET_PX from there. A radio or checkbox counts with its label, which is what a
 * finger presses. Exempt, as WCAG 2.5.8 exempts them: links inside a sentence (a link whose parent
 * is a paragraph or a list item's running text) and controls the browser draws itself inside
 * another control. Soft, like the axe check.
 */
export async function expectTargetsLargeEnough(page: Page, where: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const minPx = width >= POINTER_LAYOUT_FROM_PX ? MIN_POINTER_TARGET_PX : MIN_TOUCH_TARGET_PX;
  const small = await page.evaluate((minPx) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="tab"]',
      '[role="radio"]',
      '[role="checkbox"]',
      '[role="switch"]',
      '[role="link"]',
      '[role="menuitem"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const isInlineTextLink = (element: Element): boolean =>
      element.tagName === 'A' &&
      getComputedStyle(element).display === 'inline' &&
      element.parentElement !== null &&
      ['P', 'LI', 'SPAN', 'TD', 'DD'].includes(element.parentElement.tagName) &&
      (element.parentElement.textContent ?? '').trim() !== (element.textContent ?? '').trim();
    /** What a finger presses: a radio or checkbox with its label, anything else itself. */
    const pressArea = (element: Element): DOMRect => {
      const box = element.getBoundingClientRect();
      if (!(element instanceof HTMLInputElement)) return box;
      const label = element.closest('label') ?? element.labels?.[0];
      if (!label || !['radio', 'checkbox'].includes(element.type)) return box;
      const labelBox = label.getBoundingClientRect();
      return labelBox.width * labelBox.height > box.width * box.height ? labelBox : box;
    };
    const problems: string[] = [];
    for (const element of Array.from(document.querySelectorAll(selector))) {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const style = getComputedStyle(element);
      // Visually hidden until focused (the sr-only skip link): not a target while hidden.
      if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') continue;
      const own = element.getBoundingClientRect();
      // Visually hidden (sr-only, e.g. the skip link until it has focus) or a native input laid
      // under its own styled label (sr-only peer radios): the label is measured instead.
      if (own.width <= 1 || own.height <= 1) {
        if (!(element instanceof HTMLInputElement) || !element.labels?.[0]) continue;
      }
      if (isInlineTextLink(element)) continue;
      const box =
        own.width <= 1 && element instanceof HTMLInputElement && element.labels?.[0]
          ? element.labels[0].getBoundingClientRect()
          : pressArea(element);
      // 0.5 px of slack for sub-pixel layout (a 48 px box can measure 47.99).
      if (box.width + 0.5 < minPx || box.height + 0.5 < minPx) {
        const name =
          element.getAttribute('aria-label') ??
          (element.textContent ?? '').trim().slice(0, 40) ??
          '';
        const tag = element.tagName.toLowerCase();
        const type = element.getAttribute('type');
        problems.push(
          `${tag}${type ? `[type=${type}]` : ''} "${name || element.id}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return problems;
  }, minPx);
  expect
    .soft(small, `controls smaller than ${minPx} px on ${where} (${width} px wide)`)
    .toEqual([]);
}

/**
 * Tabs through the page from the top (at most `maxStops` stops) and checks that every control the
 * keyboard reaches shows a focus ring at least 2 px wide: its own outline, or for a radio drawn by
 * its label (an invisible input over a styled tile) the tile's. Soft, like the axe check.
 */
export async function expectVisibleFocus(page: Page, where: string, maxStops = 40): Promise<void> {
  await page.locator('body').focus();
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const missing: string[] = [];
  const seen = new Set<string>();
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const ringOf = (target: Element): number => {
        const style = getComputedStyle(target);
        return style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
      };
      let ring = ringOf(element);
      if (ring === 0 && element instanceof HTMLInputElement && element.nextElementSibling) {
        ring = ringOf(element.nextElementSibling);
      }
      const name =
        element.getAttribute('aria-label') ??
        (element.textContent ?? '').trim().slice(0, 40) ??
        element.id;
      const key = `${element.tagName}#${element.id}:${name}`;
      return { key, ring, label: `${element.tagName.toLowerCase()} "${name}"` };
    });
    if (!focused || seen.has(focused.key)) break;
    seen.add(focused.key);
    if (focused.ring < 2) missing.push(`${focused.label} (ring ${focused.ring} px)`);
  }
  expect.soft(missing, `controls without a visible focus ring on ${where}`).toEqual([]);
}

/**
 * A toast (with this title, if given) is on screen and has finished fading in: axe measures the
 * colours as drawn, and half-way through sonner's fade any text is paler than it will be.
 */
export async function expectToast(page: Page, title?: string): Promise<void> {
  const toasts = page.getByRole('region', { name: /Notifications/ });
  if (title) await expect(toasts.getByText(title, { exact: true })).toBeVisible();
  await expect(toasts.locator('[data-sonner-toast][data-visible="true"]').first()).toHaveCSS(
    'opacity',
    '1',
  );
}

/**
 * Waits until every toast has gone (each shows for 5 s). One fading out is drawn half transparent,
 * which axe reads as text of too little contrast: a state checked after a toast on the same page
 * is checked without it.
 */
export async function waitForToastsGone(page: Page): Promise<void> {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
}
