import { Link } from 'react-router';
import { Calculator, Mail } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { ENQUIRY_MAILTO } from '../consultancy-constants';

/** The two ways forward: email an enquiry, or try the calculator. */
export function EnquiryActions({ className }: { className?: string }) {
  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row', className)}>
      <Button asChild size="lg">
        <a href={ENQUIRY_MAILTO}>
          <Mail aria-hidden="true" />
          Send Enquiry
        </a>
      </Button>
      <Button asChild size="lg" variant="secondary">
        <Link to="/home">
          <Calculator aria-hidden="true" />
          Try our Calculator
        </Link>
      </Button>
    </div>
  );
}
