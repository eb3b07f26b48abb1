/**
 * Passkey sign-in for the login screen: offered in the email field's autofill on load (never over
 * plain http) and on request ('Sign in with a passkey'); a passkey that signs in is handed to
 * `finish`.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { passkeyChallenge, passkeyLogin, type SignedIn } from './client';
import { messageOf } from './texts';
import { browserSupportsAutofill, startAuthentication, WEBAUTHN_UNSUPPORTED, WebAuthnError } from './webauthn';

/** A dismissed or superseded ceremony, which the autofill offer does not report. */
function isQuietPasskeyError(error: unknown): boolean {
  if ((error as Error)?.name === 'AbortError') return true;
  return error instanceof WebAuthnError && (error.code === 'ERROR_CEREMONY_ABORTED' || error.code === 'ERROR_CANCELLED');
}

export function usePasskeySignIn(finish: (answer: SignedIn) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const autofill = useRef<AbortController | null>(null);

  const signIn = useCallback(
    async (mode: 'autofill' | 'modal') => {
      const controller = new AbortController();
      if (mode === 'autofill') autofill.current = controller;
      else autofill.current?.abort();
      try {
        const ceremony = await passkeyChallenge(controller.signal);
        const auth = await startAuthentication(ceremony.options, { autofill: mode === 'autofill', signal: controller.signal });
        setBusy(true);
        finish(await passkeyLogin(ceremony.challengeToken, auth));
      } catch (failure) {
        setBusy(false);
        if (mode === 'autofill' && isQuietPasskeyError(failure)) return;
        if (controller.signal.aborted) return;
        setError(messageOf(failure));
      }
    },
    [finish],
  );

  useEffect(() => {
    if (window.location.protocol === 'http:') return undefined; // not attempted over plain http
    let cancelled = false;
    browserSupportsAutofill().then((supported) => {
      if (supported && !cancelled) void signIn('autofill');
    });
    return () => {
      cancelled = true;
      autofill.current?.abort();
    };
  }, [signIn]);

  /** 'Sign in with a passkey': the browser's own passkey dialog. */
  const onRequest = async () => {
    setError(null);
    if (typeof window.PublicKeyCredential !== 'function') {
      setError(WEBAUTHN_UNSUPPORTED);
      return;
    }
    setBusy(true);
    await signIn('modal');
    setBusy(false);
  };

  return { busy, error, onRequest };
}
