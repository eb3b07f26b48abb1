/**
 * The redirectors (spec 1 section 2): /www/contracts/{contract}/claim-{n} and /schedule-{n}, and
 * /www/issues/{issue}. The server looks through the accounts signed in on this browser for a
 * workspace that sees the document (GET /v1/www/..., app/links/rest.py) and names its page; with
 * none, the visitor signs in and comes back here (/login?to=..., whose return path the login
 * page checks as every return path). A bad segment shows 'Invalid URL'.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { send } from '../lib/http';
import { LinkButton } from '../ui';
import { Loader } from '../ui/Spinner';
import { INVALID_URL } from './api';

/** The server path a redirector asks, or null when its segments are not valid. */
export function redirectorQuery(params: { contract?: string; doc?: string; issue?: string }): string | null {
  if (params.issue !== undefined) {
    return /^[0-9]{1,18}$/.test(params.issue) ? `/v1/www/issues/${params.issue}` : null;
  }
  if (!params.contract || !/^[0-9]{1,18}$/.test(params.contract)) return null;
  if (!params.doc || !/^(claim|schedule)-[0-9]{1,9}$/.test(params.doc)) return null;
  return `/v1/www/contracts/${params.contract}/${params.doc}`;
}

export function Component() {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const query = redirectorQuery(params);
  const [message, setMessage] = useState<string | null>(query ? null : INVALID_URL);

  useEffect(() => {
    if (!query) return;
    let live = true;
    (async () => {
      try {
        const response = await send(query, { credentials: 'same-origin' });
        if (!live) return;
        if (response.ok) {
          const { to } = (await response.json()) as { to: string };
          navigate(to, { replace: true });
        } else if (response.status === 400) {
          setMessage(INVALID_URL);
        } else {
          navigate(`/login?to=${encodeURIComponent(location.pathname)}`, { replace: true });
        }
      } catch (error) {
        if (live) setMessage(`Error: ${error instanceof Error ? error.message : String(error)}`);
      }
    })();
    return () => {
      live = false;
    };
  }, [query, location.pathname, navigate]);

  if (message) {
    return (
      <div className="flex min-h-screen flex-col items-center justify-center gap-6 bg-bg px-5 text-center" data-testid="redirect-error">
        <h1 className="text-2xl font-semibold tracking-tight text-fg">{message}</h1>
        <LinkButton to="/">Claimdesk home</LinkButton>
      </div>
    );
  }
  return <Loader fullScreen message="Opening…" />;
}
