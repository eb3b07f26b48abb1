import { Outlet, ScrollRestoration } from 'react-router';
import { GraphQLErrorHost } from './relay/GraphQLErrorHost';
import { ConfirmHost } from './ui/confirm';
import { NavigationProgress } from './ui/NavigationProgress';
import { Toaster } from './ui/Toaster';

/** The root route: app-wide hosts (toasts, confirm, GraphQL error modal) around every page. */
export function Root() {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[60] focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:shadow-lg"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
      <Toaster />
      <ConfirmHost />
      <GraphQLErrorHost />
    </>
  );
}
