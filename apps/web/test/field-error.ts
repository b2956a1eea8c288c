import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** The error line of a field: announced (role=alert) and linked to it. */
export function fieldError(label: string) {
  const field = screen.getByLabelText(label);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  const describedBy = field.getAttribute('aria-describedby') ?? '';
  const alert = describedBy
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.getAttribute('role') === 'alert');
  return alert?.textContent;
}
