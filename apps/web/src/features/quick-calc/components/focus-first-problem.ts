/** Marks a message under a group of controls as a problem the form points at (GroupError). */
const FIELD_PROBLEM_ATTRIBUTE = 'data-field-problem';

const CONTROLS =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isUnfilled(control: Control): boolean {
  return !(control instanceof HTMLInputElement && control.type === 'radio') && control.value === '';
}

/**
 * After 'Get Test Results' was refused, the first marked field in the form's order gets the focus,
 * which brings it into view (decision 0870): the button is at the foot of a long form on a phone,
 * and the fields the toast names may be a screen or more above it. A field marked itself
 * (`aria-invalid`) is focused; for a message under a group (a radio group, the pipe rows), the
 * group's first empty box, else its first control.
 */
export function focusFirstProblem(form: HTMLElement | null): void {
  const first = form?.querySelector<HTMLElement>(
    `[aria-invalid="true"], [${FIELD_PROBLEM_ATTRIBUTE}]`,
  );
  if (!first) return;
  if (!first.hasAttribute(FIELD_PROBLEM_ATTRIBUTE)) {
    first.focus();
    return;
  }
  const controls = [...(first.parentElement?.querySelectorAll<Control>(CONTROLS) ?? [])];
  (controls.find(isUnfilled) ?? controls[0])?.focus();
}
