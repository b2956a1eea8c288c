import { CircleCheck, CircleX, Clock, type LucideIcon } from 'lucide-react';
import type { VerdictStatus } from '@pipeproof/engine';
import { Badge, type BadgeProps } from '../../../components/ui/badge';

const VERDICT_LOOK = {
  PASS: { tone: 'pass', Icon: CircleCheck },
  FAIL: { tone: 'fail', Icon: CircleX },
  PENDING: { tone: 'pending', Icon: Clock },
} as const satisfies Record<VerdictStatus, { tone: BadgeProps['tone']; Icon: LucideIcon }>;

interface VerdictBadgeProps {
  status: VerdictStatus;
  /** Read before the status by screen readers, e.g. 'Tightness test result'. */
  label?: string;
  className?: string;
}

/**
 * PASS / FAIL / PENDING in words and with an icon, never by colour alone (WCAG 1.4.1). A status
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
