import type { ReactNode } from 'react';

/** A notice under the header, announced politely. */
export function Banner({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <p className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-2 text-base font-semibold sm:px-6">
        {icon}
        <span>{children}</span>
      </p>
    </div>
  );
}
