import { Link } from 'react-router';
import { LogIn, UserPlus } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export function SignInPrompt() {
  return (
    <section
      aria-labelledby="sign-in-prompt-title"
      className="rounded-2xl bg-slate-900 p-6 text-white sm:p-8"
    >
      <h2 id="sign-in-prompt-title" className="text-2xl font-bold">
        Your jobs and certificates, on every device
      </h2>
      <p className="mt-2 text-base text-slate-100">
        Sign in to keep your plan, your test records and your certificates with your account.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button asChild variant="light">
          <Link to="/sign-in">
            <LogIn aria-hidden="true" />
            Sign in
          </Link>
        </Button>
        <Button asChild variant="inverse">
          <Link to="/sign-in?mode=create">
            <UserPlus aria-hidden="true" />
            Create account
          </Link>
        </Button>
      </div>
    </section>
  );
}
