/**
 * The route table (spec 1 section 2, spec 2 section 2).
 *
 * Pages other than the landing page load on demand (`lazy`): a module exports `Component`
 * (and optionally `loader`, `ErrorBoundary`), so later screens never grow the first bundle.
 * Every errorElement renders the spec's error page: 'STATUS STATUS-TEXT' for route errors
 * (404 Not Found ...), otherwise 'Sorry, an unexpected error occurred.' / 'Please try again later.'
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { notFound, RouteErrorPage } from './errors/RouteErrorPage';
import { HomeGate } from './auth/HomeGate';
import { LandingPage } from './marketing/LandingPage';
import { MarketingLayout } from './marketing/MarketingLayout';
import { Root } from './Root';
import { PageLoader } from './ui/Spinner';

/** A path that answers 404 Not Found to the nearest errorElement. */
function notFoundRoute(path: string): RouteObject {
  return { path, loader: notFound, element: null };
}

/** Routes under /:org (the signed-in app). */
const orgRoutes: RouteObject[] = [
  // Organisation home: Inbox / Sent / Projects tabs (spec 2).
  { index: true, lazy: () => import(/* webpackChunkName: "home" */ './home/HomePage') },
  { path: 'inbox', lazy: () => import(/* webpackChunkName: "home" */ './home/InboxPage') },
  { path: 'outbox', lazy: () => import(/* webpackChunkName: "home" */ './home/SentPage') },
  { path: 'projects', lazy: () => import(/* webpackChunkName: "projects" */ './projects/ProjectsPage') },
  { path: 'projects/new', lazy: () => import(/* webpackChunkName: "new-project" */ './projects/NewProjectPage') },
  { path: 'projects/archived', lazy: () => import(/* webpackChunkName: "projects" */ './projects/ArchivedProjectsPage') },
  // Contract pages.
  { path: 'projects/:owner/:contract', lazy: () => import(/* webpackChunkName: "contract" */ './projects/ContractPage') },
  { path: 'projects/:owner/:contract/claims/:number', lazy: () => import(/* webpackChunkName: "claim" */ './claims/page/ClaimPage') },
  {
    path: 'projects/:owner/:contract/claims/:number/schedule',
    lazy: () => import(/* webpackChunkName: "schedule" */ './schedules/SchedulePage'),
  },
  {
    path: 'projects/:owner/:contract/subcontracts/new',
    lazy: () => import(/* webpackChunkName: "new-subcontract" */ './projects/NewSubcontractPage'),
  },
  {
    path: 'projects/:owner/:contract/settings',
    lazy: () => import(/* webpackChunkName: "project-settings" */ './projects/ProjectSettingsPage'),
  },
  {
    path: 'projects/:owner/:contract/settings/members',
    lazy: () => import(/* webpackChunkName: "project-settings" */ './projects/ProjectMembersPage'),
  },
  { path: 'projects/:owner/:contract/:tab', lazy: () => import(/* webpackChunkName: "contract" */ './projects/ContractPage') },
  // Issues (variations), export, activity.
  { path: 'variations', lazy: () => import(/* webpackChunkName: "variations" */ './variations/RegisterPage') },
  { path: 'issues/new', lazy: () => import(/* webpackChunkName: "new-issue" */ './variations/NewIssuePage') },
  { path: 'issues/:issue', lazy: () => import(/* webpackChunkName: "issue" */ './variations/IssuePage') },
  { path: 'export', lazy: () => import(/* webpackChunkName: "export" */ './export/ExportPage') },
  { path: 'activity', lazy: () => import(/* webpackChunkName: "activity" */ './activity/ActivityPage') },
  // Issue 40: the organisation's money by month.
  { path: 'money', lazy: () => import(/* webpackChunkName: "money" */ './money/MoneyPage') },
  { path: 'retention', lazy: () => import(/* webpackChunkName: "retention" */ './retention/RetentionPage') },
  { path: 'retention/reconcile', lazy: () => import(/* webpackChunkName: "reconcile" */ './retention/ReconcilePage') },
  { path: 'retention/certificate', lazy: () => import(/* webpackChunkName: "certificate" */ './retention/CertificatePage') },
  // Account and organisation settings (spec 1).
  { path: 'account', lazy: () => import(/* webpackChunkName: "account" */ './auth/ProfilePage') },
  { path: 'account/security', lazy: () => import(/* webpackChunkName: "account" */ './auth/SecurityPage') },
  {
    // Organisation settings: heading 'Settings' and its side menu (src/settings/SettingsLayout.tsx).
    path: 'settings',
    lazy: () => import(/* webpackChunkName: "settings" */ './settings/SettingsLayout'),
    children: [
      { index: true, lazy: () => import(/* webpackChunkName: "settings" */ './settings/GeneralPage') },
      { path: 'members', lazy: () => import(/* webpackChunkName: "settings" */ './settings/MembersPage') },
      { path: 'projects', lazy: () => import(/* webpackChunkName: "pay-cycles" */ './settings/payCycles/PayCyclesPage') },
      { path: 'connections', lazy: () => import(/* webpackChunkName: "integrations" */ './settings/IntegrationsPage') },
      { path: 'billing', lazy: () => import(/* webpackChunkName: "billing" */ './billing/BillingPage') },
    ],
  },
  // Security link pages of the two identity providers (one screen; the path names the provider).
  { path: 'settings/security/link/google', lazy: () => import(/* webpackChunkName: "account" */ './auth/SecurityLinkPage') },
  { path: 'settings/security/link/microsoft', lazy: () => import(/* webpackChunkName: "account" */ './auth/SecurityLinkPage') },
  notFoundRoute('*'),
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Root />,
    errorElement: <RouteErrorPage standalone />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        // Public pages under the shared marketing layout; their errors render inside it.
        element: <MarketingLayout />,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              // Signed-in browsers go on to their workspace (auth/HomeGate.tsx); others see the landing page.
              {
                index: true,
                element: (
                  <HomeGate>
                    <LandingPage />
                  </HomeGate>
                ),
              },
              { path: 'terms', lazy: () => import(/* webpackChunkName: "terms" */ './marketing/TermsPage') },
              { path: 'privacy', lazy: () => import(/* webpackChunkName: "privacy" */ './marketing/PrivacyPage') },
              { path: 'contact', lazy: () => import(/* webpackChunkName: "contact" */ './marketing/ContactPage') },
              // The payer's duties under the Act (issue 36): the default of the payer's 'More information'.
              { path: 'help/payers', lazy: () => import(/* webpackChunkName: "terms" */ './marketing/PayersPage') },
              {
                path: 'contact/sales',
                lazy: () => import(/* webpackChunkName: "contact-sales" */ './marketing/ContactSalesPage'),
              },
              // Unknown paths under the public prefixes are 404s here, not organisation slugs.
              notFoundRoute('terms/*'),
              notFoundRoute('privacy/*'),
              notFoundRoute('contact/*'),
              notFoundRoute('help/*'),
              notFoundRoute('*'),
            ],
          },
        ],
      },

      // Sign-in (spec 1 section 2): the root loader (/dashboard), /login, the emailed link's page, /signup.
      { path: 'dashboard', lazy: () => import(/* webpackChunkName: "auth" */ './auth/RootRedirect') },
      { path: 'login', lazy: () => import(/* webpackChunkName: "auth" */ './auth/LoginPage') },
      { path: 'login/link', lazy: () => import(/* webpackChunkName: "auth" */ './auth/LoginLinkPage') },
      { path: 'signup', lazy: () => import(/* webpackChunkName: "auth" */ './auth/SignupPage') },
      // Joining from an invitation by email (issue 36): the invitee's workspace, made as it accepts.
      { path: 'join/:contract', lazy: () => import(/* webpackChunkName: "auth" */ './auth/JoinPage') },
      // Public link views (spec 1 section 2): no account, the link's own authorisation; a path
      // missing its id, key or document shows 'Invalid link'.
      // As emailed, the key in the fragment (/link/{id}/{doc}#key=...); the spec's form with the
      // key in the path still opens, and the page moves its key into the fragment.
      { path: 'link/:id/:doc', lazy: () => import(/* webpackChunkName: "link" */ './links/LinkPage') },
      { path: 'link/:id/:key/:doc', lazy: () => import(/* webpackChunkName: "link" */ './links/LinkPage') },
      { path: 'link/*', lazy: () => import(/* webpackChunkName: "link" */ './links/LinkPage') },
      // Redirectors: the workspace of this browser that sees the document, else /login?to=...
      { path: 'www/contracts/:contract/:doc', lazy: () => import(/* webpackChunkName: "redirect" */ './links/Redirector') },
      { path: 'www/issues/:issue', lazy: () => import(/* webpackChunkName: "redirect" */ './links/Redirector') },
      { path: 'www/*', lazy: () => import(/* webpackChunkName: "redirect" */ './links/Redirector') },
      // Accounting: /xero/callback is the server's (app/integrations/rest.py): it finishes the
      // authorisation and sends the browser on to /{org}/settings/connections.

      {
        // The signed-in app. Errors of its screens render inside the shell.
        // Its loader (app/auth/orgRoute.ts) picks the signed-in account of this organisation.
        id: 'org',
        path: ':org',
        lazy: async () => {
          const [layout, gate] = await Promise.all([
            import(/* webpackChunkName: "app" */ './shell/AppLayout'),
            import(/* webpackChunkName: "app" */ './auth/orgRoute'),
          ]);
          return { ...layout, loader: gate.orgLoader };
        },
        children: [{ errorElement: <RouteErrorPage />, children: orgRoutes }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
