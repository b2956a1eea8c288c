import { useState, type CSSProperties, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { createQueryClient } from '../lib/query-client';

interface ProvidersProps {
  children: ReactNode;
  /** Tests pass their own client so each starts with an empty cache. */
  queryClient?: QueryClient;
}

export function Providers({ children, queryClient }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      {/* product.md §9: one toast at a time, 5000 ms, at most 420 px wide, F8 focuses the toasts. */}
      <Toaster
        visibleToasts={1}
        duration={5000}
        hotkey={['F8']}
        position="bottom-center"
        closeButton
        richColors
        // A toast's action (e.g. 'Reopen') is pressed with gloved hands too: 44 px at least.
        toastOptions={{ classNames: { actionButton: 'min-h-11 min-w-16 !text-sm font-semibold' } }}
        style={{ '--width': 'min(420px, calc(100vw - 32px))' } as CSSProperties}
      />
    </QueryClientProvider>
  );
}
