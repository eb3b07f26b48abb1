import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SignedIn } from './client';
import { afterSignInPath, SIGN_IN_REDIRECT_DELAY_MS } from './redirect';
import { upsertSession } from './sessions';
import { setSelectedAccountId } from './state';

/**
 * After a successful sign-in: store the session, select the account, show 'Logging you in...'
 * and, about 100 ms later, go to `to` when it is a safe relative path, else to the first
 * organisation of the account, else to /signup.
 */
export function useFinishSignIn(to: string | null) {
  const navigate = useNavigate();
  const [signingIn, setSigningIn] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const finish = useCallback(
    (answer: SignedIn) => {
      upsertSession(answer);
      setSelectedAccountId(answer.userAccountId);
      setSigningIn(true);
      const target = afterSignInPath(to ?? answer.to ?? null, answer);
      timer.current = window.setTimeout(() => navigate(target, { replace: true }), SIGN_IN_REDIRECT_DELAY_MS);
    },
    [navigate, to],
  );
  return { finish, signingIn };
}
