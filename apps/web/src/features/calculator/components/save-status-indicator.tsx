import {
  Cloud,
  CloudOff,
  HardDrive,
  LoaderCircle,
  TriangleAlert,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { SaveStatus } from '../../calculator-core';

const LOOK = {
  'Saved on this device': { Icon: HardDrive, tone: 'text-slate-800' },
  'Saved to your account': { Icon: Cloud, tone: 'text-green-800' },
  'Saving to your account…': { Icon: LoaderCircle, tone: 'text-slate-800' },
  'Waiting for connection': { Icon: CloudOff, tone: 'text-amber-900' },
  'Not saved to your account': { Icon: TriangleAlert, tone: 'text-red-800' },
  'Not saved: this browser is blocking storage': { Icon: TriangleAlert, tone: 'text-red-800' },
} as const satisfies Record<SaveStatus, { Icon: LucideIcon; tone: string }>;

/**
 * Where the job is kept right now (decision 0411), announced politely when it changes. A
 * placeholder keeps the line's room, unseen and unannounced, until the job has been read (0851).
 */
export function SaveStatusIndicator({
  status,
  isPlaceholder = false,
}: {
  status: SaveStatus;
  isPlaceholder?: boolean;
}) {
  const { Icon, tone } = LOOK[status];
  return (
    <p
      {...(isPlaceholder ? { 'aria-hidden': true } : { role: 'status', 'aria-live': 'polite' })}
      className={cn(
        'flex items-center gap-2 text-sm font-semibold',
        tone,
        isPlaceholder && 'invisible',
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('size-4 shrink-0', Icon === LoaderCircle && 'animate-spin')}
      />
      {status}
    </p>
  );
}
