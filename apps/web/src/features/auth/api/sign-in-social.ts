import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { hardNavigate } from '../../../lib/hard-navigate';

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
    mutationFn: signInSocial,
    onSuccess: ({ url }) => hardNavigate(url),
  });
}
