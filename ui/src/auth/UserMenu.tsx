/**
 * The user menu (spec 1 section 2): Profile, Workspace Settings, Activity Log; switch
 * workspace (each signed-in account's email and its workspaces, a tick on the current one);
 * 'What's new' (the changelog widget); 'Create or join a workspace'; 'Add an account'; theme; Log out (then /).
 */
import { useNavigate } from 'react-router';
import { Activity, Building2, Keyboard, LogOut, Plus, Settings, Sparkles, UserPlus, UserRound } from 'lucide-react';
import { orgPath } from '../shell/org';
import { resetEnvironment } from '../relay/environment';
import { SINGLE_KEYS_LABEL, useSingleKeyShortcuts } from '../commands/singleKeys';
import {
  Menu,
  MenuCheckboxItem,
  MenuContent,
  MenuGroup,
  MenuItem,
  MenuLabel,
  MenuRadioGroup,
  MenuRadioItem,
  MenuSeparator,
  MenuTrigger,
} from '../ui/Menu';
import { ThemeMenuItems } from '../ui/ThemeMenuItems';
import { toast } from '../ui/Toaster';
import { openWhatsNew } from '../whatsnew/WhatsNew';
import type { Session } from './client';
import { logout, removeAccount, useSessions } from './sessions';
import { setSelectedAccountId } from './state';
import { useCurrentSession } from './useCurrentSession';
import { messageOf } from './texts';

export function initials(session: Pick<Session, 'name' | 'email'> | null | undefined): string {
  if (!session) return '?';
  const words = session.name.trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return (words[0][0] + words[words.length - 1][0]).toUpperCase();
  if (words.length === 1) return words[0].slice(0, 2).toUpperCase();
  return session.email.slice(0, 1).toUpperCase();
}

function workspaceKey(accountId: number, orgId: number): string {
  return `${accountId}:${orgId}`;
}

export function UserMenu() {
  const navigate = useNavigate();
  const sessions = useSessions();
  const current = useCurrentSession();
  const [singleKeys, setSingleKeys] = useSingleKeyShortcuts();
  const slug = current?.user.org.slug ?? '';
  const me = current?.session ?? null;
  const currentKey = current ? workspaceKey(current.session.userAccountId, current.user.org.id) : '';

  const switchTo = (value: string) => {
    const [accountId, orgId] = value.split(':').map(Number);
    const session = sessions.find((s) => s.userAccountId === accountId);
    const user = session?.users.find((u) => u.org.id === orgId);
    if (!session || !user) return;
    setSelectedAccountId(accountId);
    navigate(orgPath(user.org.slug));
  };

  const signOutEverywhere = async () => {
    try {
      await logout();
    } catch {
      // logged out here whatever the server said; the cookie is cleared on its next answer
    }
    resetEnvironment();
    navigate('/');
  };

  const signOutOne = async (session: Session) => {
    try {
      await removeAccount(session.userAccountId);
      toast.success(`Signed out ${session.email}`);
      if (session.userAccountId === me?.userAccountId) navigate('/');
    } catch (error) {
      toast.error(messageOf(error));
    }
  };

  return (
    <Menu>
      <MenuTrigger asChild>
        <button
          type="button"
          // The name carries the initials the button shows (WCAG 2.5.3, label in name).
          aria-label={`User menu, ${initials(me)}`}
          data-testid="user-menu"
          className="inline-flex size-9 items-center justify-center rounded-full border border-border bg-primary-soft text-[13px] font-semibold text-primary-soft-fg hover:border-border-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {initials(me)}
        </button>
      </MenuTrigger>
      <MenuContent className="max-h-[min(80vh,var(--radix-dropdown-menu-content-available-height))] w-72 overflow-y-auto">
        {me ? (
          <div className="px-2.5 pb-2 pt-1.5">
            <p className="truncate text-sm font-medium text-fg">{me.name || me.email}</p>
            {me.name ? <p className="truncate text-[13px] text-fg-subtle">{me.email}</p> : null}
          </div>
        ) : null}
        <MenuSeparator />
        <MenuGroup>
          <MenuItem icon={<UserRound aria-hidden />} onSelect={() => navigate(orgPath(slug, 'account'))}>
            Profile
          </MenuItem>
          <MenuItem icon={<Settings aria-hidden />} onSelect={() => navigate(orgPath(slug, 'settings'))}>
            Workspace Settings
          </MenuItem>
          <MenuItem icon={<Activity aria-hidden />} onSelect={() => navigate(orgPath(slug, 'activity'))}>
            Activity Log
          </MenuItem>
          <MenuItem icon={<Sparkles aria-hidden />} onSelect={openWhatsNew}>
            What's new
          </MenuItem>
        </MenuGroup>
        <MenuSeparator />
        <MenuLabel>Switch workspace</MenuLabel>
        <MenuRadioGroup value={currentKey} onValueChange={switchTo}>
          {sessions.map((session) => (
            <MenuGroup key={session.userAccountId} aria-label={session.email}>
              <MenuLabel className="truncate pt-1.5 font-normal">{session.email}</MenuLabel>
              {session.users.map((user) => (
                <MenuRadioItem
                  key={user.org.id}
                  value={workspaceKey(session.userAccountId, user.org.id)}
                  icon={<Building2 aria-hidden />}
                >
                  {user.org.name}
                </MenuRadioItem>
              ))}
              {session.users.length === 0 ? (
                <p className="px-2.5 py-1.5 text-[13px] text-fg-subtle">No workspaces yet</p>
              ) : null}
              {sessions.length > 1 ? (
                <MenuItem className="text-[13px] text-fg-muted" onSelect={() => void signOutOne(session)}>
                  Sign out of this account
                </MenuItem>
              ) : null}
            </MenuGroup>
          ))}
        </MenuRadioGroup>
        <MenuSeparator />
        <MenuItem icon={<Plus aria-hidden />} onSelect={() => navigate('/signup')}>
          Create or join a workspace
        </MenuItem>
        <MenuItem icon={<UserPlus aria-hidden />} onSelect={() => navigate('/login?add')}>
          Add an account
        </MenuItem>
        <MenuSeparator />
        <ThemeMenuItems />
        <MenuCheckboxItem
          icon={<Keyboard aria-hidden />}
          checked={singleKeys}
          onCheckedChange={(on) => setSingleKeys(on === true)}
          onSelect={(event) => event.preventDefault()}
          data-testid="single-key-shortcuts"
        >
          {SINGLE_KEYS_LABEL}
        </MenuCheckboxItem>
        <MenuSeparator />
        <MenuItem icon={<LogOut aria-hidden />} onSelect={() => void signOutEverywhere()}>
          Log out
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
