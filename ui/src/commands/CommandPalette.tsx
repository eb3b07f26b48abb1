/**
 * The command palette (spec 1 §2), opened with mod+K or the header's search button: the
 * palette's own groups, the groups the shown screen registers (selected claims ...), the
 * projects whose label matches what is typed, and the claims it names ('claim 4', 'harbour 4'). Fully keyboard driven (cmdk: arrows, Enter).
 */
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Command } from 'cmdk';
import { Search } from 'lucide-react';
import { useSessions } from '../auth/sessions';
import { setSelectedAccountId } from '../auth/state';
import { useCurrentSession } from '../auth/useCurrentSession';
import { openFeedbackDialog } from '../feedback/FeedbackDialog';
import { cn } from '../lib/cn';
import { orgPath, useOrgSlug } from '../shell/org';
import { useTheme } from '../theme/theme';
import { isCharacterKey, useSingleKeyShortcuts } from './singleKeys';
import { Kbd } from '../ui/Kbd';
import { Spinner } from '../ui/Spinner';
import { copyCurrentUrl } from './copyUrl';
import { builtInGroups, matchScore, PROJECTS_GROUP, SUPPORT_MAILTO, type Workspace } from './groups';
import { isApplePlatform, paletteKeyLabel } from './keys';
import { ClaimMatches } from './ClaimMatches';
import { parseClaimSearch } from './claimSearch';
import { ProjectMatches } from './ProjectMatches';
import { useRegisteredCommands, type CommandGroup } from './registry';
import { Shortcut } from './Shortcut';
import { useShortcuts } from './useShortcuts';
import { openWhatsNew } from '../whatsnew/WhatsNew';

const ITEM =
  'flex h-10 cursor-pointer select-none items-center gap-3 rounded-lg px-3 text-sm text-fg ' +
  'data-[selected=true]:bg-hover data-[disabled=true]:cursor-default data-[disabled=true]:text-fg-subtle ' +
  '[&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-fg-subtle';

const GROUP =
  'px-2 pb-1 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:pt-3 ' +
  '[&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-fg-subtle';

function useWorkspaces(): { others: Workspace[]; switchTo: (w: Workspace) => void } {
  const navigate = useNavigate();
  const sessions = useSessions();
  const current = useCurrentSession();
  const others = useMemo(
    () =>
      sessions.flatMap((s) =>
        s.users
          .filter((u) => !(current && s.userAccountId === current.session.userAccountId && u.org.id === current.user.org.id))
          .map((u) => ({ accountId: s.userAccountId, email: s.email, orgName: u.org.name, orgSlug: u.org.slug })),
      ),
    [sessions, current],
  );
  const switchTo = useCallback(
    (w: Workspace) => {
      setSelectedAccountId(w.accountId);
      navigate(orgPath(w.orgSlug));
    },
    [navigate],
  );
  return { others, switchTo };
}

function GroupItems({ group, onRun }: { group: CommandGroup; onRun: (run: () => void) => void }) {
  // Turned off, the character-key shortcuts do nothing: their keys are not shown.
  const [singleKeys] = useSingleKeyShortcuts();
  return (
    <>
      {group.commands.map((command) => (
        <Command.Item
          key={command.id}
          value={`${group.key}:${command.id}`}
          keywords={[command.label, ...(command.keywords ?? [])]}
          disabled={command.disabled}
          onSelect={() => onRun(command.run)}
          className={ITEM}
        >
          {/* A command without an icon (a screen's) keeps its label in line with the others. */}
          {command.icon ?? <span aria-hidden className="size-4 shrink-0" />}
          <span className="min-w-0 flex-1 truncate">{command.label}</span>
          {command.shortcut && (singleKeys || !isCharacterKey(command.shortcut[0])) ? <Shortcut keys={command.shortcut} /> : null}
        </Command.Item>
      ))}
    </>
  );
}

/**
 * Stands in for the project matches while the server's first answer is on its way. It says so in
 * the list's own place, as cmdk hides a group with no items (the Projects group, before its
 * matches) and would show 'No results found.' meanwhile.
 */
function SearchingProjects({ onShown }: { onShown: (shown: boolean) => void }) {
  useEffect(() => {
    onShown(true);
    return () => onShown(false);
  }, [onShown]);
  return null;
}

function PaletteBody({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const org = useOrgSlug();
  const { preference, setPreference } = useTheme();
  const [singleKeys, setSingleKeys] = useSingleKeyShortcuts();
  const { others, switchTo } = useWorkspaces();
  const registered = useRegisteredCommands();
  const [search, setSearch] = useState('');
  // The highlighted item, held here so that claims the server finds after the typing can take
  // it: cmdk highlights the first item only while nothing is, so Enter would otherwise run
  // whichever command matched the words first, not the claim listed above it.
  const [highlighted, setHighlighted] = useState('');
  const [searchingProjects, setSearchingProjects] = useState(false);
  // The screens' groups first: the selected claims are what the user is working on.
  const groups = useMemo(
    () => [
      ...registered,
      ...builtInGroups({
        org,
        go: navigate,
        copyUrl: () => void copyCurrentUrl(),
        sendFeedback: openFeedbackDialog,
        whatsNew: openWhatsNew,
        contactSupport: () => window.location.assign(SUPPORT_MAILTO),
        theme: preference,
        setTheme: setPreference,
        singleKeys,
        setSingleKeys,
        otherWorkspaces: others,
        switchTo,
      }),
    ],
    [org, navigate, preference, setPreference, singleKeys, setSingleKeys, others, switchTo, registered],
  );
  // Close first, so a command that opens a dialog or moves focus is not undone by the closing.
  const run = (action: () => void) => {
    onClose();
    action();
  };
  return (
    <Command
      label="Command palette"
      loop
      vimBindings={false}
      value={highlighted}
      onValueChange={setHighlighted}
      filter={(_value, query, keywords) => matchScore((keywords ?? []).join(' '), query)}
      className="flex max-h-[min(32rem,calc(100vh-8rem))] flex-col"
    >
      <div className="flex items-center gap-3 border-b border-border px-4">
        <Search aria-hidden className="size-4 shrink-0 text-fg-subtle" />
        <Command.Input
          value={search}
          onValueChange={setSearch}
          placeholder="Type a command or search projects and claims…"
          className="h-12 min-w-0 flex-1 bg-transparent text-[15px] text-fg outline-none placeholder:text-fg-subtle"
        />
        <Kbd aria-hidden>Esc</Kbd>
      </div>
      <Command.List label="Commands" className="min-h-0 flex-1 overflow-y-auto overscroll-contain py-1 [scrollbar-width:thin]">
        {searchingProjects ? (
          <Command.Loading label="Searching projects" className="flex h-10 items-center gap-3 px-4 text-sm text-fg-muted">
            <Spinner size="sm" /> Searching projects…
          </Command.Loading>
        ) : (
          <Command.Empty className="px-4 py-8 text-center text-sm text-fg-muted">No results found.</Command.Empty>
        )}
        {parseClaimSearch(search) ? (
          <Command.Group heading="Claims" className={GROUP}>
            <Suspense fallback={<SearchingProjects onShown={setSearchingProjects} />}>
              <ClaimMatches
                org={org}
                search={search}
                itemClassName={ITEM}
                onFound={setHighlighted}
                onPick={(path) => run(() => navigate(path))}
              />
            </Suspense>
          </Command.Group>
        ) : null}
        {groups.map((group) => (
          <Command.Group key={group.key} heading={group.title} className={GROUP}>
            <GroupItems group={group} onRun={run} />
            {group.key === PROJECTS_GROUP && search.trim() ? (
              <Suspense fallback={<SearchingProjects onShown={setSearchingProjects} />}>
                <ProjectMatches org={org} search={search} itemClassName={ITEM} onPick={(path) => run(() => navigate(path))} />
              </Suspense>
            ) : null}
          </Command.Group>
        ))}
      </Command.List>
    </Command>
  );
}

/** The header's palette button, the palette, and the shell's keyboard shortcuts. */
export function CommandPalette() {
  const [open, setOpen] = useState(false);
  const toggle = useCallback(() => setOpen((o) => !o), []);
  useShortcuts(toggle);
  const apple = isApplePlatform();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger
        aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
        className={cn(
          'hidden h-9 w-72 items-center gap-2 rounded-lg border border-border bg-muted px-3 text-sm text-fg-subtle md:inline-flex',
          'transition-colors hover:border-border-strong hover:text-fg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        )}
      >
        <Search aria-hidden className="size-4" />
        <span className="flex-1 text-left">Search or jump to…</span>
        <Kbd data-testid="palette-key">{paletteKeyLabel(apple)}</Kbd>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay backdrop-blur-[2px] animate-fade-in" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed left-1/2 top-[12vh] z-50 w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 overflow-hidden rounded-xl border border-border bg-surface text-fg shadow-lg animate-pop-in focus:outline-none"
        >
          <DialogPrimitive.Title className="sr-only">Command palette</DialogPrimitive.Title>
          <PaletteBody onClose={() => setOpen(false)} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
