import { CircleAlert } from 'lucide-react';

/** A message about the whole form (e.g. wrong email or password), announced when it appears. */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex gap-2 rounded-lg border-2 border-red-700 bg-red-50 p-3 text-base font-medium text-red-900"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {message}
    </p>
  );
}
