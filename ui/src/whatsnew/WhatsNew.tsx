/**
 * What's new (spec 1 §1): our own announcement widget. The entries are the changelog shipped
 * with the build (changelog.json); what the account has seen and read is kept on the server
 * (`whatsNew`, `whatsNewMark`), so the badge agrees in every browser and workspace.
 *
 * `<WhatsNewMount/>` marks where the badge goes (the header); `<WhatsNew/>`, mounted once in the
 * shell, puts the badge there. Without a mount point it warns in the console and the frame opens
 * alone at the top right ('classic' positioning, 500 px high at most) when asked from the user
 * menu or the palette (`openWhatsNew()`). An entry counts as seen once it has been half in view
 * in the open frame, and as read once opened.
 */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { ChevronDown, Sparkles } from 'lucide-react';
import type { WhatsNewMarkMutation } from '../__generated__/WhatsNewMarkMutation.graphql';
import type { WhatsNewQuery } from '../__generated__/WhatsNewQuery.graphql';
import { TRY_SAMPLE, useSampleData } from '../home/sampleData';
import { cn } from '../lib/cn';
import { mutate } from '../relay/mutate';
import { Button } from '../ui/Button';
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from '../ui/Popover';
import { BadgeController, FRAME_MAX_HEIGHT, FRAME_WIDTH, KEEP, unseenCount } from './badge';
import rawChangelog from './changelog.json';
import { parseChangelog, type ChangelogEntry } from './changelog';

const MOUNT_SELECTOR = '[data-whatsnew-mount]';
const FLUSH_MS = 400;

const stateQuery = graphql`
  query WhatsNewQuery {
    whatsNew {
      seenIds
      readIds
      badgeDelayMs
    }
  }
`;

const markMutation = graphql`
  mutation WhatsNewMarkMutation($seen: [String!], $read: [String!]) {
    whatsNewMark(input: { seen: $seen, read: $read }) {
      whatsNew {
        seenIds
        readIds
      }
    }
  }
`;

let isOpen = false;
const openListeners = new Set<() => void>();

function setOpen(open: boolean) {
  if (open === isOpen) return;
  isOpen = open;
  openListeners.forEach((listener) => listener());
}

/** Opens the frame from anywhere (the user menu, the palette). */
export function openWhatsNew() {
  setOpen(true);
}

function subscribeOpen(listener: () => void) {
  openListeners.add(listener);
  return () => openListeners.delete(listener);
}

/** Where the badge goes. */
export function WhatsNewMount() {
  return <span data-whatsnew-mount="" className="contents" />;
}

function useMountPoint(): HTMLElement | null | undefined {
  const [mount, setMount] = useState<HTMLElement | null | undefined>(undefined);
  useEffect(() => {
    const element = document.querySelector<HTMLElement>(MOUNT_SELECTOR);
    if (!element) console.warn(`What's new: no element matches ${MOUNT_SELECTOR}; the badge is not shown.`);
    setMount(element);
  }, []);
  return mount;
}

interface Marks {
  seen: ReadonlySet<string>;
  read: ReadonlySet<string>;
}

const NONE: Marks = { seen: new Set(), read: new Set() };

function union(a: ReadonlySet<string>, b: Iterable<string>): Set<string> {
  const next = new Set(a);
  for (const id of b) next.add(id);
  return next;
}

/** The account's marks: loaded once, changed here at once and sent in small batches. */
function useMarks(): { marks: Marks; loaded: boolean; badgeDelayMs: number | null; mark: (seen: string[], read: string[]) => void } {
  const environment = useRelayEnvironment();
  const [marks, setMarks] = useState<Marks>(NONE);
  const [loaded, setLoaded] = useState(false);
  const [badgeDelayMs, setBadgeDelayMs] = useState<number | null>(null);
  const pending = useRef<{ seen: Set<string>; read: Set<string> }>({ seen: new Set(), read: new Set() });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const subscription = fetchQuery<WhatsNewQuery>(environment, stateQuery, {}, {
      networkCacheConfig: { metadata: { errorDialog: false } },
    }).subscribe({
      next: (data) => {
        if (!data.whatsNew) return;
        const { seenIds, readIds } = data.whatsNew;
        setMarks((m) => ({ seen: union(m.seen, seenIds), read: union(m.read, readIds) }));
        setBadgeDelayMs(data.whatsNew.badgeDelayMs);
        setLoaded(true);
      },
      error: (error: unknown) => console.warn("What's new: could not load what you have seen.", error),
    });
    return () => subscription.unsubscribe();
  }, [environment]);

  const flush = useCallback(() => {
    timer.current = null;
    const seen = [...pending.current.seen].slice(-KEEP);
    const read = [...pending.current.read].slice(-KEEP);
    pending.current = { seen: new Set(), read: new Set() };
    if (seen.length === 0 && read.length === 0) return;
    mutate<WhatsNewMarkMutation>(environment, markMutation, { seen, read }).then(
      ({ whatsNewMark }) => {
        const { seenIds, readIds } = whatsNewMark!.whatsNew;
        setMarks((m) => ({ seen: union(m.seen, seenIds), read: union(m.read, readIds) }));
      },
      (error: unknown) => console.warn("What's new: could not save what you have seen.", error),
    );
  }, [environment]);

  useEffect(
    () => () => {
      if (timer.current !== null) {
        clearTimeout(timer.current);
        flush();
      }
    },
    [flush],
  );

  const mark = useCallback(
    (seen: string[], read: string[]) => {
      setMarks((m) => {
        const newSeen = [...seen, ...read].filter((id) => !m.seen.has(id));
        const newRead = read.filter((id) => !m.read.has(id));
        if (newSeen.length === 0 && newRead.length === 0) return m;
        newSeen.forEach((id) => pending.current.seen.add(id));
        newRead.forEach((id) => pending.current.read.add(id));
        if (timer.current === null) timer.current = setTimeout(flush, FLUSH_MS);
        return { seen: union(m.seen, newSeen), read: union(m.read, newRead) };
      });
    },
    [flush],
  );

  return { marks, loaded, badgeDelayMs, mark };
}

function formatDate(iso: string): string {
  return new Date(`${iso}T00:00:00`).toLocaleDateString('en-NZ', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** Plain text with `code` spans: the changelog's only markup. */
function EntryText({ text }: { text: string }) {
  const parts = text.split('`');
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <code key={i} className="rounded bg-muted px-1 py-px font-mono text-[12px] text-fg">
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}

function Entry({
  entry,
  seen,
  read,
  root,
  onSeen,
  onRead,
}: {
  entry: ChangelogEntry;
  seen: boolean;
  read: boolean;
  root: HTMLElement | null;
  onSeen: (id: string) => void;
  onRead: (id: string) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !root || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (records) => {
        if (records.some((r) => r.isIntersecting)) {
          onSeen(entry.id);
          observer.disconnect();
        }
      },
      { root, threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [root, entry.id, onSeen]);
  const bodyId = `whatsnew-${entry.id}`;
  return (
    <li ref={ref} data-entry-id={entry.id} data-seen={seen} className="border-b border-border last:border-b-0">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={() => {
          setExpanded((e) => !e);
          onRead(entry.id);
        }}
        className="flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-hover focus-visible:bg-hover focus-visible:outline-none"
        data-testid="whatsnew-entry"
      >
        <span
          aria-hidden
          className={cn('mt-1.5 size-2 shrink-0 rounded-full', read ? 'bg-transparent' : 'bg-primary')}
        />
        <span className="min-w-0 flex-1">
          <span className="block text-[12px] text-fg-subtle">
            {formatDate(entry.date)}
            {read ? null : <span className="sr-only"> · unread</span>}
          </span>
          <span className="block text-sm font-semibold text-fg">{entry.title}</span>
          <span className="mt-0.5 block text-[13px] text-fg-muted">
            <EntryText text={entry.summary} />
          </span>
        </span>
        <ChevronDown
          aria-hidden
          className={cn('mt-1 size-4 shrink-0 text-fg-subtle transition-transform', expanded && 'rotate-180')}
        />
      </button>
      <div id={bodyId} hidden={!expanded} className="px-4 pb-3 pl-9 text-[13px] leading-relaxed text-fg-muted">
        <EntryText text={entry.body} />
        {entry.action === 'sampleData' && expanded ? <TrySampleButton /> : null}
      </div>
    </li>
  );
}

/** The entry's promise kept: the sample made from here, as from the empty home. */
function TrySampleButton() {
  const { busy, create } = useSampleData();
  return (
    <Button variant="secondary" size="sm" className="mt-2" loading={busy} onClick={() => void create()} data-testid="whatsnew-try-sample">
      {TRY_SAMPLE}
    </Button>
  );
}

function Frame({
  entries,
  marks,
  mode,
  mark,
}: {
  entries: ChangelogEntry[];
  marks: Marks;
  mode: keyof typeof FRAME_MAX_HEIGHT;
  mark: (seen: string[], read: string[]) => void;
}) {
  const [list, setList] = useState<HTMLElement | null>(null);
  const onSeen = useCallback((id: string) => mark([id], []), [mark]);
  const onRead = useCallback((id: string) => mark([], [id]), [mark]);
  const unread = entries.slice(0, KEEP).filter((e) => !marks.read.has(e.id));
  return (
    <PopoverContent
      align="end"
      aria-label="What's new"
      onFocusOutside={(event) => event.preventDefault()}
      className="flex flex-col overflow-hidden p-0"
      style={{
        width: `min(${FRAME_WIDTH}px, calc(100vw - 16px))`,
        maxHeight: `min(${FRAME_MAX_HEIGHT[mode]}px, var(--radix-popover-content-available-height, 100vh))`,
      }}
      data-testid="whatsnew-frame"
    >
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
        <h2 className="text-sm font-semibold text-fg">What's new</h2>
        {unread.length > 0 ? (
          <button
            type="button"
            className="rounded text-[13px] font-medium text-primary hover:underline focus-ring"
            onClick={() => mark([], unread.map((e) => e.id))}
          >
            Mark all as read
          </button>
        ) : null}
      </div>
      {entries.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-fg-muted">Nothing new yet.</p>
      ) : (
        <ul ref={setList} className="min-h-0 flex-1 overflow-y-auto" data-testid="whatsnew-list">
          {entries.map((entry) => (
            <Entry
              key={entry.id}
              entry={entry}
              seen={marks.seen.has(entry.id)}
              read={marks.read.has(entry.id)} root={list} onSeen={onSeen} onRead={onRead} />
          ))}
        </ul>
      )}
    </PopoverContent>
  );
}

/** The badge's number: exact up to 99, then '99+' (the label says the same). */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

function BadgeButton({ controller, open }: { controller: BadgeController; open: boolean }) {
  const badge = useSyncExternalStore(controller.subscribe, controller.getState);
  // The label says the number the badge shows (WCAG 2.5.3, label in name).
  const shown = badgeText(badge.count);
  const label = badge.kind === 'hidden' ? "What's new" : `What's new: ${shown} unseen ${badge.count === 1 ? 'entry' : 'entries'}`;
  return (
    <PopoverTrigger asChild>
      <button
        type="button"
        aria-label={label}
        title="What's new"
        aria-expanded={open}
        className="relative inline-flex size-9 items-center justify-center rounded-lg text-fg-muted hover:bg-hover hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        data-testid="whatsnew-button"
      >
        <Sparkles aria-hidden className="size-[18px]" />
        {badge.kind === 'hidden' ? null : (
          <span
            key={badge.pulse}
            aria-hidden
            data-testid="whatsnew-badge"
            data-state={badge.kind}
            className={cn(
              'absolute -right-0.5 -top-0.5 inline-flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-primary px-1 text-[11px] font-semibold leading-none text-primary-fg ring-2 ring-bg transition-[opacity,transform] duration-300',
              badge.kind === 'soft' ? 'scale-75 opacity-0' : 'opacity-100',
              badge.kind === 'count' && badge.pulse > 0 && 'animate-eye-catcher',
            )}
          >
            {shown}
          </span>
        )}
      </button>
    </PopoverTrigger>
  );
}

/** The widget: mounted once in the signed-in shell. */
export function WhatsNew() {
  const entries = useMemo(() => parseChangelog(rawChangelog), []);
  const entryIds = useMemo(() => entries.map((e) => e.id), [entries]);
  const mount = useMountPoint();
  const { marks, loaded, badgeDelayMs, mark } = useMarks();
  const open = useSyncExternalStore(subscribeOpen, () => isOpen);
  const [controller] = useState(() => new BadgeController());

  useEffect(() => () => controller.dispose(), [controller]);
  useEffect(() => () => setOpen(false), []);
  useEffect(() => {
    if (badgeDelayMs !== null) controller.start(badgeDelayMs);
  }, [controller, badgeDelayMs]);
  useEffect(() => {
    controller.setCount(loaded ? unseenCount(entryIds, [...marks.seen]) : 0);
  }, [controller, loaded, entryIds, marks.seen]);
  useEffect(() => controller.setFrameOpen(open), [controller, open]);

  if (mount === undefined) return null;
  const frame = <Frame entries={entries} marks={marks} mode={mount ? 'new' : 'classic'} mark={mark} />;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      {mount ? (
        createPortal(<BadgeButton controller={controller} open={open} />, mount)
      ) : (
        <PopoverAnchor asChild>
          <span aria-hidden className="pointer-events-none fixed right-4 top-14 size-0" />
        </PopoverAnchor>
      )}
      {open ? frame : null}
    </Popover>
  );
}
