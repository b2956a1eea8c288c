import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export function BackToHomeLink() {
  return (
    <Button asChild variant="ghost" className="-ml-2">
      <Link to="/">
        <ArrowLeft aria-hidden="true" />
        Back to Home
      </Link>
    </Button>
  );
}
