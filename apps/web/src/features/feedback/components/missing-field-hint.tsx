import { CircleAlert, Info } from 'lucide-react';
import { cn } from '../../../lib/cn';

interface MissingFieldHintProps {
  id: string;
  message: { title: string; description: string };
  /** Shown as an error once a submit was tried; until then it is a quiet hint. */
  isError: boolean;
}

/** Says why Submit is unavailable, next to the field that is missing (product.md §5 wording). */
export function MissingFieldHint({ id, message, isError }: MissingFieldHintProps) {
  const Icon = isError ? CircleAlert : Info;
  return (
    <p
      id={id}
      className={cn(
        'mt-2 flex items-start gap-2 text-sm',
        isError ? 'font-medium text-red-700' : 'text-slate-700',
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong className="font-semibold">{message.title}</strong> – {message.description}
      </span>
    </p>
  );
}
