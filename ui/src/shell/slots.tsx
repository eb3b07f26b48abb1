/**
 * Places in the signed-in shell that later issues fill in. Each is a small component so the
 * issue that owns it replaces its body without touching AppLayout:
 *
 * - OrgSwitcherSlot: the workspace name at the top of the side nav (sign-in / organisations work)
 * - SideNavSlot: the screen links (home tabs, settings ...)
 * - CommandPaletteSlot: the mod+K command palette trigger in the header (command palette work)
 * - UserMenuSlot: the user menu in the header (profile, switch workspace, theme, log out)
 * - SideNavFooterSlot: help and feedback at the bottom of the side nav
 */
import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Activity, Download, FolderKanban, Inbox, Landmark, MessageSquareHeart, Send, Settings, Shuffle, Wallet } from 'lucide-react';
import { cn } from '../lib/cn';
import { CommandPalette } from '../commands/CommandPalette';
import { CurrentOrgName } from '../auth/CurrentOrgName';
import { UserMenu } from '../auth/UserMenu';
import { FeedbackDialogHost, openFeedbackDialog } from '../feedback/FeedbackDialog';
import { orgPath } from './org';

export function OrgSwitcherSlot({ orgSlug }: { orgSlug: string }) {
  return (
    <div className="flex min-w-0 items-center gap-2.5 rounded-lg px-2 py-1.5">
      <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-md bg-primary-soft text-xs font-semibold uppercase text-primary-soft-fg">
        {orgSlug.slice(0, 1) || '?'}
      </span>
      <span className="truncate text-sm font-semibold text-fg">
        <CurrentOrgName orgSlug={orgSlug} />
      </span>
    </div>
  );
}

interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  end?: boolean;
}

const NAV_ITEM =
  'flex items-center gap-3 rounded-lg px-2.5 py-2 text-sm font-medium text-fg-muted transition-colors hover:bg-hover hover:text-fg ' +
  'aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-soft-fg [&_svg]:size-[18px] [&_svg]:shrink-0';

export function SideNavSlot({ orgSlug, onNavigate }: { orgSlug: string; onNavigate?: () => void }) {
  // Inbox has two addresses: the home's own (/{org}, which may open on Sent for a supplier whose
  // claims are all there) and /{org}/inbox, always the Inbox, where the link goes from elsewhere.
  const atHome = useLocation().pathname === orgPath(orgSlug);
  const items: NavItem[] = [
    { to: atHome ? orgPath(orgSlug) : orgPath(orgSlug, 'inbox'), label: 'Inbox', icon: <Inbox />, end: true },
    { to: orgPath(orgSlug, 'outbox'), label: 'Sent', icon: <Send /> },
    { to: orgPath(orgSlug, 'projects'), label: 'Projects', icon: <FolderKanban /> },
    { to: orgPath(orgSlug, 'variations'), label: 'Variations', icon: <Shuffle /> },
    { to: orgPath(orgSlug, 'money'), label: 'Money', icon: <Wallet /> },
    { to: orgPath(orgSlug, 'retention'), label: 'Retention', icon: <Landmark /> },
    { to: orgPath(orgSlug, 'activity'), label: 'Activity', icon: <Activity /> },
    { to: orgPath(orgSlug, 'export'), label: 'Export', icon: <Download /> },
    { to: orgPath(orgSlug, 'settings'), label: 'Settings', icon: <Settings /> },
  ];
  return (
    <nav aria-label="Workspace" className="flex flex-col gap-0.5">
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.end} className={NAV_ITEM} onClick={onNavigate}>
          {item.icon}
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}

export function SideNavFooterSlot() {
  return (
    <div className="border-t border-border pt-3">
      <button type="button" className={cn(NAV_ITEM, 'w-full')} onClick={openFeedbackDialog} data-testid="send-feedback">
        <MessageSquareHeart aria-hidden />
        Send feedback
      </button>
      <FeedbackDialogHost />
    </div>
  );
}

export function CommandPaletteSlot() {
  return <CommandPalette />;
}

export function UserMenuSlot() {
  return <UserMenu />;
}
