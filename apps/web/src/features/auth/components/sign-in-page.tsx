import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { TIER_POLICY } from '@pipeproof/contracts';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAppConfig } from '../../../lib/app-config';
import { peekPendingTier } from '../../../lib/pending-tier';
import { isSafeReturnPath } from '../../../lib/return-path';
import { useUser } from '../../../lib/session';
import { useRedirectWhenSignedIn } from '../hooks/use-redirect-when-signed-in';
import { AuthPageShell } from './auth-page-shell';
import { CreateAccountForm } from './create-account-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { ProviderButtons } from './provider-buttons';
import { SignInForm } from './sign-in-form';

type Mode = 'sign-in' | 'create';

/**
 * A provider's sign-in that found a PipeProof account with the same email address, which it links
 * to only once the address is verified (better-auth's `requireLocalEmailVerified`): trying again
 * would fail again, so the way in is said (decision 0908).
 */
const ACCOUNT_NOT_LINKED =
  'A PipeProof account already uses that email address. Sign in below with its password and verify the address from the link we email you; then that service can sign you in to it too.';

/** /sign-in: sign in or create an account (email + password, and any configured provider). */
export function SignInPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const mode: Mode = searchParams.get('mode') === 'create' ? 'create' : 'sign-in';
  const returnTo = searchParams.get('returnTo');
  const providerFailed = searchParams.has('provider') || searchParams.has('error');
  const [pendingTier] = useState(peekPendingTier);
  const { data: user, isPending } = useUser();
  const { data: config } = useAppConfig();
  useRedirectWhenSignedIn(user, returnTo);

  if (isPending || user) return <Spinner label="Signing you in…" className="min-h-[50vh]" />;

  const setMode = (next: string) =>
    setSearchParams(
      (params) => {
        if (next === 'create') params.set('mode', 'create');
        else params.delete('mode');
        params.delete('provider');
        params.delete('error');
        return params;
      },
      { replace: true },
    );
  const callbackPath = isSafeReturnPath(returnTo)
    ? `/sign-in?returnTo=${encodeURIComponent(returnTo)}`
    : '/sign-in';
  const title = mode === 'create' ? 'Create your account' : 'Sign in to PipeProof';

  return (
    <AuthPageShell
      documentTitle={mode === 'create' ? 'Create account' : 'Sign in'}
      title={title}
      lead={
        <>
          {pendingTier ? (
            <p className="mt-2 text-base text-slate-800">
              Then you will continue to the {TIER_POLICY[pendingTier].label} plan.
            </p>
          ) : null}
          {providerFailed ? (
            <div className="mt-4">
              <FormAlert
                message={
                  searchParams.get('error') === 'account_not_linked'
                    ? ACCOUNT_NOT_LINKED
                    : 'Sign-in with that service did not complete. Please try again.'
                }
              />
            </div>
          ) : null}
        </>
      }
      after={
        <p className="mt-6 text-base text-slate-800">
          Just looking?{' '}
          <Link to="/home" className="font-semibold text-brand underline underline-offset-4">
            Try the Free calculator
          </Link>{' '}
          without an account.
        </p>
      }
    >
      <Tabs value={mode} onValueChange={setMode}>
        <TabsList aria-label="Sign in or create an account">
          <TabsTrigger value="sign-in">Sign in</TabsTrigger>
          <TabsTrigger value="create">Create account</TabsTrigger>
        </TabsList>
        <TabsContent value="sign-in">
          <SignInForm />
        </TabsContent>
        <TabsContent value="create">
          <CreateAccountForm />
        </TabsContent>
      </Tabs>
      {config ? <ProviderButtons providers={config.providers} callbackPath={callbackPath} /> : null}
    </AuthPageShell>
  );
}
