/**
 * The organisation settings shell (spec 1 section 2): heading 'Settings' and a side menu of
 * General, Users (members), Projects, Integrations (connections) and Billing. An entry shows
 * once its screen exists: add it to SETTINGS_SECTIONS when its route moves under this layout
 * (routes.tsx: the children of 'settings').
 */
import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { Building2, Cable, CreditCard, FolderKanban, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { orgPath, useOrgSlug } from '../shell/org';
import { Loader } from '../ui/Spinner';
import { PageHeader } from '../ui/PageHeader';

export interface SettingsSection {
  /** Path under /{org}/settings ('' for General). */
  path: string;
  label: string;
  icon: ReactNode;
}

/** In the spec's order; sections not built yet are left out. */
export const SETTINGS_SECTIONS: SettingsSection[] = [
  { path: '', label: 'General', icon: <Building2 aria-hidden /> },
  { path: 'members', label: 'Users', icon: <Users aria-hidden /> },
  { path: 'projects', label: 'Projects', icon: <FolderKanban aria-hidden /> },
  { path: 'connections', label: 'Integrations', icon: <Cable aria-hidden /> },
  { path: 'billing', label: 'Billing', icon: <CreditCard aria-hidden /> },
];

const ITEM =
  'flex items-center gap-2.5 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-fg-muted transition-colors ' +
  'hover:bg-hover hover:text-fg aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-soft-fg ' +
  '[&_svg]:size-4 [&_svg]:shrink-0';

export function SettingsLayout() {
  const slug = useOrgSlug();
  return (
    <>
      <PageHeader title="Settings" />
      <div className="flex flex-col gap-6 lg:flex-row lg:gap-10">
        <nav aria-label="Settings" className="-mx-1 flex shrink-0 gap-1 overflow-x-auto px-1 lg:w-48 lg:flex-col">
          {SETTINGS_SECTIONS.map((section) => (
            <NavLink
              key={section.path}
              to={section.path ? orgPath(slug, 'settings', section.path) : orgPath(slug, 'settings')}
              end
              className={ITEM}
            >
              {section.icon}
              {section.label}
            </NavLink>
          ))}
        </nav>
        <div className="min-w-0 flex-1">
          <Suspense fallback={<Loader />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
    </>
  );
}

export { SettingsLayout as Component };
