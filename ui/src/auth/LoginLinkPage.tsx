/**
 * /login/link?token=...: the page the emailed sign-in link opens. Opening it (a GET, which mail
 * scanners also do) signs nobody in; the button POSTs, and only the browser that asked for the
 * code can use it.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LogIn } from 'lucide-react';
import { Banner } from '../ui/Banner';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { AuthHeading, AuthLayout } from './AuthLayout';
import { loginWithLink } from './client';
import { LOGGING_IN, messageOf } from './texts';
import { useFinishSignIn } from './useFinishSignIn';

export const INVALID_LINK = 'Invalid link';

export function LoginLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { finish, signingIn } = useFinishSignIn(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(token ? null : INVALID_LINK);

  const confirm = async () => {
    if (!token) return;
    setBusy(true);
    setError(null);
    try {
      finish(await loginWithLink(token));
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout>
      <title>Sign in · Claimdesk</title>
      <AuthHeading title="Sign in to Claimdesk">Confirm that you want to sign in on this browser.</AuthHeading>
      {error ? (
        <Banner tone="danger" title={error} className="mb-5">
          <Link to="/login" className="font-medium text-primary hover:underline">
            Back to sign in
          </Link>
        </Banner>
      ) : null}
      {signingIn ? (
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-fg-muted">
          <Spinner size="sm" /> {LOGGING_IN}
        </p>
      ) : (
        <Button size="lg" className="w-full" icon={<LogIn aria-hidden />} loading={busy} disabled={!token} onClick={confirm}>
          Sign in
        </Button>
      )}
      <p className="mt-6 text-[13px] leading-relaxed text-fg-subtle">
        The link works once, for 10 minutes, and only in the browser where you asked for the code.
      </p>
    </AuthLayout>
  );
}

export { LoginLinkPage as Component };
