/** The organisation home tabs (spec 2): Inbox (at /{org} and /{org}/inbox), Sent, Projects. */
import { useLocation } from 'react-router';
import { orgPath } from '../shell/org';
import { NavTabs } from '../ui/Tabs';

export function HomeTabs({ org }: { org: string }) {
  // Inbox has two addresses; the tab links to the one shown so it reads as current on both, and to
  // /{org}/inbox from elsewhere (the home's own address may open on Sent for a supplier).
  const inbox = useLocation().pathname === orgPath(org) ? orgPath(org) : orgPath(org, 'inbox');
  return (
    <NavTabs
      aria-label="Home"
      className="mb-6"
      items={[
        { to: inbox, label: 'Inbox', end: true },
        { to: orgPath(org, 'outbox'), label: 'Sent' },
        { to: orgPath(org, 'projects'), label: 'Projects' },
      ]}
    />
  );
}
