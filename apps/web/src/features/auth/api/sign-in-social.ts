import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { finishPendingSignOut } from '../../../lib/session';
import { hardNavigate } from '../../../lib/hard-navigate';
import { forgetSignedOut } from '../../../lib/device/device-storage';
import { markProviderSignIn, takeProviderSignIn } from '../../../lib/session-hint';

export type SocialProvider = 'google' | 'oidc';

export interface SignInSocialInput {
  provider: SocialProvider;
  /** Where the provider sends the browser back; a same-site path. */
  callbackURL: string;
  errorCallbackURL: string;
}

interface SignInSocialResponse {
  url: string;
  redirect: boolean;
}

/** POST /api/auth/sign-in/social (better-auth): answers with the provider's sign-in page. */
export const signInSocial = (input: SignInSocialInput) =>
  apiPost<SignInSocialResponse>('/api/auth/sign-in/social', input);

export function useSignInSocial() {
  return useMutation({
    mutationFn: async (input: SignInSocialInput) => {
      // A sign-out made without signal ends that session first (decision 0440).
      await finishPendingSignOut();
      // The page the provider sends the browser back to will have a session: it waits for the
      // server's answer rather than drawing signed out from an earlier one (decision 0886), with
      // room in its header for the engineer's controls (0887).
      forgetSignedOut();
      markProviderSignIn();
      return signInSocial(input);
    },
    onSuccess: ({ url }) => hardNavigate(url),
    // Not leaving after all: no later load of this tab is the provider's return.
    onError: () => void takeProviderSignIn(),
  });
}
