import type { AppConfig } from '@pipeproof/contracts';
import { Button } from '../../../components/ui/button';
import { useSignInSocial, type SocialProvider } from '../api/sign-in-social';
import { FormAlert } from '../../../components/ui/form-alert';

interface ProviderButtonsProps {
  providers: AppConfig['providers'];
  /** The sign-in page address to come back to (it applies the returnTo and pending-tier rules). */
  callbackPath: string;
}

/** 'Continue with …' for each sign-in provider this server has configured, and no others. */
export function ProviderButtons({ providers, callbackPath }: ProviderButtonsProps) {
  const signInSocial = useSignInSocial();
  const options: Array<{ provider: SocialProvider; name: string }> = [];
  if (providers.google) options.push({ provider: 'google', name: 'Google' });
  if (providers.oidc) options.push({ provider: 'oidc', name: providers.oidc.name });
  if (options.length === 0) return null;

  const errorCallbackURL = `${callbackPath}${callbackPath.includes('?') ? '&' : '?'}provider=failed`;
  return (
    <div className="mt-6 flex flex-col gap-3">
      <p className="flex items-center gap-3 text-sm font-semibold text-slate-700 before:h-px before:flex-1 before:bg-slate-300 after:h-px after:flex-1 after:bg-slate-300">
        or
      </p>
      {signInSocial.isError ? (
        <FormAlert message="That sign-in service could not be reached. Try again, or use your email and password." />
      ) : null}
      {options.map(({ provider, name }) => (
        <Button
          key={provider}
          variant="secondary"
          size="lg"
          disabled={signInSocial.isPending}
          onClick={() =>
            signInSocial.mutate({ provider, callbackURL: callbackPath, errorCallbackURL })
          }
        >
          Continue with {name}
        </Button>
      ))}
    </div>
  );
}
