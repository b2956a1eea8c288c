import { CircleCheck, CircleX, Clock, type LucideIcon } from 'lucide-react';
import type { VerdictStatus } from '@pipeproof/engine';
import { Badge, type BadgeProps } from '../../../components/ui/badge';

const VERDICT_LOOK = {
  PASS: { tone: 'pass', Icon: CircleCheck },
  FAIL: { tone: 'fail', Icon: CircleX },
  PENDING: { tone: 'pending', Icon: Clock },
  /** A stage met its own figure but asks for another test before anything passes (0911). */
  RETEST: { tone: 'pending', Icon: Clock },
} as const satisfies Record<BadgeStatus, { tone: BadgeProps['tone']; Icon: LucideIcon }>;

/** The engine's verdicts, and RETEST for a stage whose result waits on a further test. */
export type BadgeStatus = VerdictStatus | 'RETEST';

interface VerdictBadgeProps {
  status: BadgeStatus;
  /** Read before the status by screen readers, e.g. 'Tightness test result'. */
  label?: string;
  className?: string;
}

/**
 * PASS / FAIL / PENDING (or RETEST) in words and with an icon, never by colour alone (WCAG 1.4.1). A status
 * region: a screen reader hears the new verdict when it changes, without moving focus.
 */
export function VerdictBadge({ status, label = 'Result', className }: VerdictBadgeProps) {
  const { tone, Icon } = VERDICT_LOOK[status];
  return (
    <Badge role="status" tone={tone} size="lg" className={className}>
      <span className="sr-only">{label}: </span>
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <span>{status}</span>
    </Badge>
  );
}
