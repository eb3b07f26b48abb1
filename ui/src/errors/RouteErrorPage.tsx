import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ArrowLeft, Home, RotateCw } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button, LinkButton } from '../ui/Button';
import { Logo } from '../ui/Logo';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

const HINTS: Record<number, string> = {
  401: 'You need to sign in to see this page.',
  403: "You don't have access to this page.",
  404: "The page you're looking for doesn't exist or has moved.",
};

export interface ErrorContent {
  /** e.g. '404 Not Found', or the spec's 'Sorry, an unexpected error occurred.' */
  title: string;
  /** e.g. the spec's 'Please try again later.' */
  description: string | null;
  status: number | null;
}

/** What the error page says for a thrown route error (spec 1 section 2). */
export function describeRouteError(error: unknown): ErrorContent {
  if (isRouteErrorResponse(error)) {
    const statusText = error.statusText || REASONS[error.status] || 'Error';
    return { title: `${error.status} ${statusText}`, description: HINTS[error.status] ?? null, status: error.status };
  }
  return { title: 'Sorry, an unexpected error occurred.', description: 'Please try again later.', status: null };
}

export interface ErrorViewProps extends ErrorContent {
  /** Fill the viewport with the logo on top (when no layout is around it). */
  standalone?: boolean;
}

export function ErrorView({ title, description, status, standalone }: ErrorViewProps) {
  const body = (
    <div className="mx-auto flex max-w-md flex-col items-center text-center" data-testid="error-page">
      {status ? (
        <p aria-hidden className="mb-4 text-6xl font-semibold tracking-tight text-primary/90 tabular">
          {status}
        </p>
      ) : null}
      <h1 className={cn('font-semibold tracking-tight text-fg', status ? 'text-2xl' : 'text-xl')}>{title}</h1>
      {description ? <p className="mt-2 text-fg-muted">{description}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {status ? (
          <>
            <Button variant="secondary" icon={<ArrowLeft />} onClick={() => window.history.back()}>
              Go back
            </Button>
            <LinkButton to="/" icon={<Home />}>
              Home page
            </LinkButton>
          </>
        ) : (
          <>
            <Button variant="secondary" icon={<RotateCw />} onClick={() => window.location.reload()}>
              Reload
            </Button>
            <LinkButton to="/" icon={<Home />}>
              Home page
            </LinkButton>
          </>
        )}
      </div>
    </div>
  );
  if (!standalone) return <section className="px-6 py-24 sm:py-32">{body}</section>;
  return (
    <div className="flex min-h-screen flex-col bg-bg">
      <header className="px-6 py-5">
        <Link to="/" aria-label="Claimdesk home" className="inline-flex rounded-lg">
          <Logo />
        </Link>
      </header>
      <main id="main" className="flex flex-1 items-center justify-center px-6 pb-24">
        {body}
      </main>
    </div>
  );
}

/** A route's errorElement: 'STATUS STATUS-TEXT' for route errors, the generic message otherwise. */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorView {...describeRouteError(error)} standalone={standalone} />;
}

/** The 404 page, for a screen that learns only from its data that its address names nothing. */
export function NotFoundView() {
  return <ErrorView {...describeRouteError({ status: 404, statusText: REASONS[404], internal: false, data: null })} />;
}

/** The route loader of unknown paths: a 404 for the nearest errorElement. */
export function notFound(): never {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
}
