import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '@pipeproof/contracts';
import { takePostSignInPath } from '../../../lib/return-path';

/**
 * Once the session holds a user — after email sign-in, after a provider sends the browser back
 * here, or when a signed-in user opens /sign-in — go on to the pending plan, the page they came
 * from, or home. Exactly once: taking the pending tier clears it.
 */
export function useRedirectWhenSignedIn(user: User | null | undefined, returnTo: string | null) {
  const navigate = useNavigate();
  const hasRedirected = useRef(false);
  useEffect(() => {
    if (!user || hasRedirected.current) return;
    hasRedirected.current = true;
    void navigate(takePostSignInPath(returnTo), { replace: true });
  }, [user, returnTo, navigate]);
}
