/**
 * The palette's own groups (spec 1 §2: Projects, Navigation, Reporting, Help, General, Account)
 * and how the search matches a command.
 */
import {
  Activity,
  Building2,
  Cable,
  CalendarClock,
  Copy,
  CreditCard,
  Download,
  FolderKanban,
  FolderPlus,
  Inbox,
  Keyboard,
  LifeBuoy,
  MessageSquareHeart,
  Monitor,
  Moon,
  Send,
  Settings,
  Shuffle,
  Sparkles,
  Sun,
  UserPlus,
  Users,
} from 'lucide-react';
import { CONTACT } from '../config';
import { orgPath } from '../shell/org';
import type { ThemePreference } from '../theme/theme';
import type { Command, CommandGroup } from './registry';

/** The palette's own group that also lists the projects matching the search. */
export const PROJECTS_GROUP = 'projects';

/** The page-level shortcuts and where they go (spec 1 §2). */
export const NAVIGATION_SHORTCUTS = {
  inbox: 'g i',
  outbox: 'g o',
  projects: 'g p',
  newProject: 'p c',
  settings: 'g s',
  members: 'g m',
} as const;

export type Destination = keyof typeof NAVIGATION_SHORTCUTS;

export function destinationPath(org: string, destination: Destination): string {
  switch (destination) {
    case 'inbox':
      // Not /{org}: the home's own address may open on Sent (a supplier whose claims are all there).
      return orgPath(org, 'inbox');
    case 'outbox':
      return orgPath(org, 'outbox');
    case 'projects':
      return orgPath(org, 'projects');
    case 'newProject':
      return orgPath(org, 'projects', 'new');
    case 'settings':
      return orgPath(org, 'settings');
    case 'members':
      return orgPath(org, 'settings', 'members');
  }
}

export const SUPPORT_MAILTO = `mailto:${CONTACT.supportEmail}`;

export interface Workspace {
  accountId: number;
  email: string;
  orgName: string;
  orgSlug: string;
}

export interface PaletteContext {
  org: string;
  go: (path: string) => void;
  copyUrl: () => void;
  sendFeedback: () => void;
  whatsNew: () => void;
  contactSupport: () => void;
  theme: ThemePreference;
  setTheme: (theme: ThemePreference) => void;
  /** Whether single-key shortcuts are on (commands/singleKeys.ts), and turning them on or off. */
  singleKeys: boolean;
  setSingleKeys: (on: boolean) => void;
  /** The other workspaces of the signed-in accounts. */
  otherWorkspaces: Workspace[];
  switchTo: (workspace: Workspace) => void;
}

const THEMES: Array<{ value: ThemePreference; label: string; icon: Command['icon'] }> = [
  { value: 'light', label: 'Change theme to light', icon: <Sun /> },
  { value: 'dark', label: 'Change theme to dark', icon: <Moon /> },
  { value: 'system', label: 'Change theme to system', icon: <Monitor /> },
];

export function builtInGroups(ctx: PaletteContext): CommandGroup[] {
  const { org, go } = ctx;
  const to = (destination: Destination) => () => go(destinationPath(org, destination));
  const page = (...segments: string[]) => () => go(orgPath(org, ...segments));
  const nav = NAVIGATION_SHORTCUTS;
  return [
    {
      key: PROJECTS_GROUP,
      title: 'Projects',
      commands: [{ id: 'new-project', label: 'New project', shortcut: nav.newProject, run: to('newProject'), icon: <FolderPlus />, keywords: ['create', 'contract'] }],
    },
    {
      key: 'navigation',
      title: 'Navigation',
      commands: [
        { id: 'inbox', label: 'Go to Inbox', shortcut: nav.inbox, run: to('inbox'), icon: <Inbox /> },
        { id: 'outbox', label: 'Go to Sent', shortcut: nav.outbox, run: to('outbox'), icon: <Send />, keywords: ['outbox'] },
        { id: 'projects', label: 'Go to Projects', shortcut: nav.projects, run: to('projects'), icon: <FolderKanban />, keywords: ['contracts'] },
        { id: 'members', label: 'Go to Members', shortcut: nav.members, run: to('members'), icon: <Users />, keywords: ['users', 'settings'] },
        { id: 'settings', label: 'Go to Settings', shortcut: nav.settings, run: to('settings'), icon: <Settings />, keywords: ['organisation'] },
        { id: 'connections', label: 'Connect to the accounting service', run: page('settings', 'connections'), icon: <Cable />, keywords: ['integrations', 'settings'] },
        { id: 'billing', label: 'Go to Billing', run: page('settings', 'billing'), icon: <CreditCard />, keywords: ['settings'] },
        { id: 'pay-cycles', label: 'Payment cycle settings', run: page('settings', 'projects'), icon: <CalendarClock />, keywords: ['pay cycles'] },
        { id: 'activity', label: 'Go to Activity log', run: page('activity'), icon: <Activity /> },
        { id: 'variations', label: 'Go to Variations', run: page('variations'), icon: <Shuffle />, keywords: ['register', 'issues', 'requests'] },
      ],
    },
    {
      key: 'reporting',
      title: 'Reporting',
      commands: [{ id: 'export', label: 'Export claims and schedules to CSV', run: page('export'), icon: <Download />, keywords: ['download'] }],
    },
    {
      key: 'help',
      title: 'Help',
      commands: [
        { id: 'feedback', label: 'Send feedback', run: ctx.sendFeedback, icon: <MessageSquareHeart /> },
        { id: 'support', label: 'Contact support', run: ctx.contactSupport, icon: <LifeBuoy />, keywords: ['email', 'help', CONTACT.supportEmail] },
        { id: 'whats-new', label: "What's new", run: ctx.whatsNew, icon: <Sparkles />, keywords: ['changelog', 'updates', 'announcements'] },
      ],
    },
    {
      key: 'general',
      title: 'General',
      commands: [{ id: 'copy-url', label: 'Copy current URL', run: ctx.copyUrl, icon: <Copy />, keywords: ['link', 'clipboard'] }],
    },
    {
      key: 'account',
      title: 'Account',
      commands: [
        ...ctx.otherWorkspaces.map((w) => ({
          id: `switch-${w.accountId}-${w.orgSlug}`,
          label: `Switch to ${w.orgName}`,
          run: () => ctx.switchTo(w),
          icon: <Building2 />,
          keywords: ['switch account', 'workspace', w.email],
        })),
        { id: 'add-account', label: 'Switch account: add an account', run: () => go('/login?add'), icon: <UserPlus />, keywords: ['sign in'] },
        ...THEMES.map((t) => ({
          id: `theme-${t.value}`,
          label: t.label,
          run: () => ctx.setTheme(t.value),
          icon: t.icon,
          keywords: ['appearance', 'mode'],
          disabled: ctx.theme === t.value,
        })),
        {
          id: 'single-keys',
          label: ctx.singleKeys ? 'Turn off single-key shortcuts' : 'Turn on single-key shortcuts',
          run: () => ctx.setSingleKeys(!ctx.singleKeys),
          icon: <Keyboard />,
          keywords: ['keyboard', 'shortcuts', 'accessibility', 'preferences'],
        },
        { id: 'account-activity', label: 'Activity log', run: page('activity'), icon: <Activity />, keywords: ['history'] },
      ],
    },
  ];
}

/**
 * How well `search` matches a command's words (label and keywords): 0 for no match, when some
 * search word is in none of them; higher when the label starts with the search.
 */
export function matchScore(words: string, search: string): number {
  const haystack = words.toLowerCase();
  const terms = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return 1;
  if (!terms.every((term) => haystack.includes(term))) return 0;
  const phrase = terms.join(' ');
  if (haystack.startsWith(phrase)) return 1;
  return haystack.includes(phrase) ? 0.8 : 0.6;
}
