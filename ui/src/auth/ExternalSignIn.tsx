/**
 * /login's 'Sign in with Google' / 'Sign in with Microsoft' (only the providers this server is set up
 * for), and the way back: the server's callback lands on /login?external=<provider>&result=... .
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from '../ui/Button';
import { fetchSession, startExternalLogin, type ExternalProvider, type SignedIn } from './client';
import { isProvider, outcomeOf, type Outcome } from './external';
import { ProviderIcon } from './ProviderIcon';
import { messageOf } from './texts';
import { useProviders } from './useProviders';

export function ExternalSignInButtons({ to, disabled }: { to: string | null; disabled: boolean }) {
  const providers = useProviders();
  const [busy, setBusy] = useState<ExternalProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = (providers ?? []).filter((p) => p.configured);
  if (!shown.length) return null;

  const start = async (provider: ExternalProvider) => {
    setBusy(provider);
    setError(null);
    try {
      window.location.assign(await startExternalLogin(provider, to));
    } catch (failure) {
      setBusy(null);
      setError(messageOf(failure));
    }
  };

  return (
    <div className="mt-3 flex flex-col gap-3">
      {shown.map((provider) => (
        <Button
          key={provider.id}
          variant="secondary"
          size="lg"
          className="w-full"
          icon={<ProviderIcon provider={provider.id} />}
          loading={busy === provider.id}
          disabled={disabled || (busy !== null && busy !== provider.id)}
          onClick={() => start(provider.id)}
          data-testid={`sign-in-${provider.id}`}
        >
          Sign in with {provider.name}
        </Button>
      ))}
      {error ? (
        <p role="alert" className="text-[13px] text-danger-soft-fg">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Reads the callback's answer once: a sign-in is finished like any other (the session stored, then
 * on to `to` or the first workspace); anything else is an outcome for the page to show.
 */
export function useExternalReturn(params: URLSearchParams, finish: (answer: SignedIn) => void, onError: (message: string) => void): Outcome | null {
  const provider = params.get('external');
  const result = params.get('result');
  const account = Number(params.get('account'));
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !isProvider(provider) || result !== 'signed-in' || !account) return;
    done.current = true;
    fetchSession(account).then((session) => finish({ ...session, to: null }), (failure) => onError(messageOf(failure)));
  }, [provider, result, account, finish, onError]);
  if (!isProvider(provider) || result === 'signed-in') return null;
  return outcomeOf(result, provider, params.get('email'));
}
