/**
 * The landing page's gate at `/`. A browser with signed-in accounts goes where the root loader
 * sends it (its first workspace, or /signup); a browser with none sees the landing page. With
 * no stored sessions the landing page shows at once (no request, no spinner).
 *
 * /dashboard is the root loader proper (spec 1 section 2: no sessions -> /login).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Loader } from '../ui/Spinner';
import { firstOrgSlug, getSessions, loadSessions } from './sessions';

export function HomeGate({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [checking, setChecking] = useState(() => getSessions().length > 0);

  useEffect(() => {
    if (!checking) return undefined;
    let cancelled = false;
    loadSessions()
      .then((sessions) => {
        if (cancelled) return;
        if (!sessions.length) {
          setChecking(false);
          return;
        }
        const slug = firstOrgSlug(sessions);
        navigate(slug ? `/${slug}` : '/signup', { replace: true });
      })
      .catch(() => {
        if (!cancelled) setChecking(false);
      });
    return () => {
      cancelled = true;
    };
  }, [checking, navigate]);

  return checking ? <Loader className="min-h-[60vh]" /> : <>{children}</>;
}
