import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** Under the password-reset pages' card: a 48 px target, with the app's focus ring. */
export function BackToSignInLink() {
  return (
    <p className="mt-4">
      <Button asChild variant="link" className="font-semibold">
        <Link to="/sign-in">Back to sign in</Link>
      </Button>
    </p>
  );
}
