/**
 * / (spec 1 section 2): a loader. No sessions: /login. Otherwise the first session's first
 * organisation (/{slug}); signed in but in no organisation: /signup. If the sessions cannot be
 * loaded, a retry button.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { RotateCw } from 'lucide-react';
import { Button } from '../ui/Button';
import { PageLoader } from '../ui/Spinner';
import { AuthLayout } from './AuthLayout';
import { firstOrgSlug, loadSessions } from './sessions';

export function RootRedirect() {
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setFailed(false);
    loadSessions()
      .then((sessions) => {
        if (cancelled) return;
        if (!sessions.length) {
          navigate('/login', { replace: true });
          return;
        }
        const slug = firstOrgSlug(sessions);
        navigate(slug ? `/${slug}` : '/signup', { replace: true });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [attempt, navigate]);

  if (!failed) return <PageLoader />;
  return (
    <AuthLayout>
      <title>Claimdesk</title>
      <div role="alert" className="flex flex-col items-center gap-4 pt-10 text-center">
        <h1 className="text-xl font-semibold text-fg">We couldn’t load your accounts</h1>
        <p className="text-fg-muted">Check your connection, then try again.</p>
        <Button icon={<RotateCw aria-hidden />} onClick={() => setAttempt((n) => n + 1)}>
          Retry
        </Button>
      </div>
    </AuthLayout>
  );
}

export { RootRedirect as Component };
