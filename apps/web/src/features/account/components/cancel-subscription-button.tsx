import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useFocusBackOnClose } from '../hooks/use-focus-back-on-close';
import { PartBoundary, lazyPart } from '../../../components/lazy-part';

// Loaded on the first press (decision 0876: no dialog library on the account page's first load).
const CancelSubscriptionConfirm = lazyPart(
  () => import('./cancel-subscription-confirm'),
  'CancelSubscriptionConfirm',
);

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
        <PartBoundary onClose={() => setIsOpen(false)}>
          <CancelSubscriptionConfirm onClose={() => setIsOpen(false)} />
        </PartBoundary>
      ) : null}
    </>
  );
}
