import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useFocusBackOnClose } from '../hooks/use-focus-back-on-close';

// Loaded on the first press (decision 0876: no dialog library on the account page's first load).
const CancelSubscriptionConfirm = lazy(async () => ({
  default: (await import('./cancel-subscription-confirm')).CancelSubscriptionConfirm,
}));

/** 'Cancel Subscription', which asks first (product.md §5). */
export function CancelSubscriptionButton() {
  const [isOpen, setIsOpen] = useState(false);
  const button = useFocusBackOnClose(isOpen);
  return (
    <>
      <Button
        ref={button}
        variant="danger"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setIsOpen(true)}
      >
        Cancel Subscription
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <CancelSubscriptionConfirm onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
