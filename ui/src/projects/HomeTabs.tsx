/** The organisation home tabs (spec 2): Inbox, Sent, Projects. */
import { orgPath } from '../shell/org';
import { NavTabs } from '../ui/Tabs';

export function HomeTabs({ org }: { org: string }) {
  return (
    <NavTabs
      aria-label="Home"
      className="mb-6"
      items={[
        { to: orgPath(org), label: 'Inbox', end: true },
        { to: orgPath(org, 'outbox'), label: 'Sent' },
        { to: orgPath(org, 'projects'), label: 'Projects' },
      ]}
    />
  );
}
