import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import type { CheckResult, FieldErrors } from '../api/credential-checks';

interface CheckedFormOptions<Field extends string, Output> {
  /** The fields in the order they are shown: the first one with an error gets the focus. */
  fields: readonly Field[];
  /** The form's rules (api/credential-checks.ts): every field's error, or the values to send. */
  check: (input: Record<Field, string>) => CheckResult<Field, Output>;
}

/**
 * A form checked by hand, for the sign-in page's forms, whose first load carries no
 * react-hook-form (docs/decisions/0233). It keeps react-hook-form's timing, which the other
 * forms still have: fields are checked when the form is submitted, the first field in error
 * gets the focus, and once the form has been submitted a field is checked again as it changes
 * (only that field's error is updated). A failed submission is shown by the same
 * applyServerError as elsewhere, through `setError`.
 */
export function useCheckedForm<Field extends string, Output>({
  fields,
  check,
}: CheckedFormOptions<Field, Output>) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string>();
  const inputs = useRef(new Map<Field, HTMLInputElement>());
  const isSubmitted = useRef(false);

  const readInput = useCallback(() => {
    const input = {} as Record<Field, string>;
    for (const name of fields) input[name] = inputs.current.get(name)?.value ?? '';
    return input;
  }, [fields]);

  /** Shows a message under a field, or above the form for 'root…' (applyServerError's calls). */
  const setError: UseFormSetError<Record<Field, string>> = useCallback(
    (name, { message }, options) => {
      if (name === 'root' || name.startsWith('root.')) {
        setFormError(message);
        return;
      }
      const field = name as Field;
      setErrors((current) => ({ ...current, [field]: message }));
      if (options?.shouldFocus) inputs.current.get(field)?.focus();
    },
    [],
  );

  const handleSubmit = useCallback(
    (onValid: (values: Output) => Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      // Every submission starts afresh: the last one's messages, the server's included, go.
      setFormError(undefined);
      const result = check(readInput());
      if (!result.ok) {
        setErrors(result.errors);
        isSubmitted.current = true;
        const first = fields.find((name) => result.errors[name] !== undefined);
        if (first !== undefined) inputs.current.get(first)?.focus();
        return;
      }
      setErrors({});
      void onValid(result.values).finally(() => {
        isSubmitted.current = true;
      });
    },
    [check, fields, readInput],
  );

  /** What a field's input needs: its name, the element, the check as it changes, its error. */
  const field = (name: Field) => ({
    name,
    error: errors[name],
    ref: (element: HTMLInputElement | null) => {
      if (element) inputs.current.set(name, element);
      else inputs.current.delete(name);
    },
    onChange: (_event: ChangeEvent<HTMLInputElement>) => {
      if (!isSubmitted.current) return;
      const result = check(readInput());
      const problem = result.ok ? undefined : result.errors[name];
      setErrors((current) => {
        if (current[name] === problem) return current;
        const next = { ...current };
        if (problem === undefined) delete next[name];
        else next[name] = problem;
        return next;
      });
    },
  });

  return { errors, formError, field, setError, handleSubmit };
}
