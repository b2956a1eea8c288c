import type { ReactNode } from 'react';

/** Narrow tables side by side on a wide screen, one under another on a phone. */
export function ReferenceTableGroup({ children }: { children: ReactNode }) {
  return <div className="lg:grid lg:grid-cols-2 lg:items-start lg:gap-x-8">{children}</div>;
}
