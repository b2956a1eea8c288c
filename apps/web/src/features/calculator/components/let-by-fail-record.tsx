import { useId, useRef, useState } from 'react';
import { CircleCheck, RotateCcw, Save } from 'lucide-react';
import { ACTION_NOTE_MAX_CHARS } from '@pipeproof/contracts';
import { Button } from '../../../components/ui/button';
import { FieldError, Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';

export const LET_BY_FAIL_TEXT = {
  heading: 'Record the failed let-by test',
  intro:
    'A failed let-by test is recorded with the action you took. The tightness test stays blocked until a let-by test passes.',
  label: 'Action taken',
  hint: 'For example: Reported to the responsible person; supply isolated.',
  required: 'Enter the action taken before recording the let-by FAIL.',
  record: 'Record Let-by FAIL',
  saved: 'Let-by Test FAIL saved to the completed tests.',
  repeat: 'Repeat Let-by Test',
} as const;

interface LetByFailRecordProps {
  actionNote: string;
  isRecorded: boolean;
  onActionNoteChange: (text: string) => void;
  onRecord: () => void;
  onRepeat: () => void;
}

/**
 * A failed let-by test (product.md §2 Results, §4; decision 0414): the note of the action taken
 * (required), then 'Record Let-by FAIL'. Once recorded, 'Repeat Let-by Test' starts it again
 * after the repair; the tightness test is offered only after a let-by PASS.
 */
export function LetByFailRecord({
  actionNote,
  isRecorded,
  onActionNoteChange,
  onRecord,
  onRepeat,
}: LetByFailRecordProps) {
  const titleId = useId();
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [showError, setShowError] = useState(false);

  if (isRecorded) {
    return (
      <div className="flex flex-col gap-3 rounded-lg border border-slate-300 bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 text-base font-semibold">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-green-700" />
          {LET_BY_FAIL_TEXT.saved}
        </p>
        <Button variant="secondary" className="shrink-0" onClick={onRepeat}>
          <RotateCcw aria-hidden="true" />
          {LET_BY_FAIL_TEXT.repeat}
        </Button>
      </div>
    );
  }

  const isMissing = actionNote.trim() === '';
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border-2 border-slate-300 bg-white p-4"
    >
      <h4 id={titleId} className="text-lg font-bold">
        {LET_BY_FAIL_TEXT.heading}
      </h4>
      <p className="text-base text-slate-800">{LET_BY_FAIL_TEXT.intro}</p>
      <div>
        <Label htmlFor={fieldId}>{LET_BY_FAIL_TEXT.label}</Label>
        <p id={hintId} className="mb-2 text-sm text-slate-700">
          {LET_BY_FAIL_TEXT.hint}
        </p>
        <Textarea
          ref={field}
          id={fieldId}
          value={actionNote}
          maxLength={ACTION_NOTE_MAX_CHARS}
          required
          aria-invalid={showError && isMissing}
          aria-describedby={showError && isMissing ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => onActionNoteChange(event.target.value)}
        />
        <FieldError id={errorId}>
          {showError && isMissing ? LET_BY_FAIL_TEXT.required : undefined}
        </FieldError>
      </div>
      <Button
        size="lg"
        variant="danger"
        className="w-full sm:w-auto sm:self-start"
        onClick={() => {
          if (isMissing) {
            setShowError(true);
            field.current?.focus();
            return;
          }
          onRecord();
        }}
      >
        <Save aria-hidden="true" />
        {LET_BY_FAIL_TEXT.record}
      </Button>
    </section>
  );
}
