/**
 * Pick people by name or email (spec 2 'New project screen'): the lookup waits 200 ms after the
 * last keystroke and shows 'Checking for user...' meanwhile; about 10 suggestions, best first
 * (an existing user with that exact email scores 1.5, each shared contract 1). An email of nobody
 * the organisation works with is offered as an invitee: the server never says whether it has an
 * account, so the offer does not either. Backspace in an empty box removes the last person.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Mail, UserRound, X } from 'lucide-react';
import type { RecipientPickerQuery } from '../__generated__/RecipientPickerQuery.graphql';
import { cn } from '../lib/cn';
import { CONTROL_CLASSES } from '../ui/Input';
import { Spinner } from '../ui/Spinner';
import { CHECKING_FOR_USER, LOOKUP_DEBOUNCE_MS, remainingSuggestions, SUGGESTION_COUNT, type Recipient } from './recipients';

const query = graphql`
  query RecipientPickerQuery($text: String!, $first: Int!) {
    recipientSearch(text: $text, first: $first) {
      email
      name
      accountId
      score
      isNew
      contacts {
        id
        name
      }
    }
  }
`;

export interface RecipientPickerProps {
  value: ReadonlyArray<Recipient>;
  onChange: (next: Recipient[]) => void;
  placeholder?: string;
  invalid?: boolean;
  id?: string;
  'aria-describedby'?: string;
}

export function RecipientPicker({ value, onChange, placeholder, invalid, id, ...aria }: RecipientPickerProps) {
  const environment = useRelayEnvironment();
  const listId = useId();
  const [text, setText] = useState('');
  const [checking, setChecking] = useState(false);
  const [suggestions, setSuggestions] = useState<Recipient[]>([]);
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const typed = text.trim();
    if (!typed) {
      setSuggestions([]);
      setChecking(false);
      return;
    }
    setChecking(true);
    let cancelled = false;
    const timer = setTimeout(() => {
      fetchQuery<RecipientPickerQuery>(environment, query, { text: typed, first: SUGGESTION_COUNT }, {
        networkCacheConfig: { metadata: { errorDialog: false } },
      })
        .toPromise()
        .then((data) => {
          if (cancelled) return;
          setSuggestions(
            (data?.recipientSearch ?? []).map((s) => ({
              accountId: s.accountId ?? null,
              email: s.email,
              name: s.name,
              isNew: s.isNew,
              score: s.score,
              contacts: s.contacts,
            })),
          );
          setActive(0);
        })
        .catch(() => !cancelled && setSuggestions([]))
        .finally(() => !cancelled && setChecking(false));
    }, LOOKUP_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [text, environment]);

  const shown = remainingSuggestions(suggestions, value);
  const choose = (recipient: Recipient) => {
    onChange([...value, recipient]);
    setText('');
    setSuggestions([]);
    setOpen(false);
    inputRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, Math.max(shown.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter') {
      if (shown[active]) {
        event.preventDefault();
        choose(shown[active]);
      } else if (text.trim()) {
        event.preventDefault();
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
    } else if (event.key === 'Backspace' && !text && value.length) {
      onChange(value.slice(0, -1));
    }
  };
  const showList = open && text.trim().length > 0;

  return (
    <div className="relative">
      <div
        className={cn(
          CONTROL_CLASSES,
          'flex min-h-9 flex-wrap items-center gap-1.5 px-2 py-1 focus-within:border-primary focus-within:ring-[3px] focus-within:ring-ring/40',
          invalid && 'border-danger',
        )}
        onClick={() => inputRef.current?.focus()}
      >
        {value.map((r) => (
          <span
            key={r.email}
            data-testid="recipient-chip"
            className="inline-flex max-w-full items-center gap-1.5 rounded-md bg-primary-soft py-0.5 pl-2 pr-1 text-[13px] text-primary-soft-fg"
          >
            {r.isNew ? <Mail aria-hidden className="size-3.5" /> : <UserRound aria-hidden className="size-3.5" />}
            <span className="truncate">{r.name ? `${r.name} <${r.email}>` : r.email}</span>
            {r.isNew ? <span className="text-[11px] opacity-75">(invite)</span> : null}
            <button
              type="button"
              aria-label={`Remove ${r.email}`}
              className="inline-flex size-5 items-center justify-center rounded hover:bg-surface/60"
              onClick={(event) => {
                event.stopPropagation();
                onChange(value.filter((x) => x.email !== r.email));
              }}
            >
              <X aria-hidden className="size-3.5" />
            </button>
          </span>
        ))}
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-invalid={invalid || undefined}
          aria-describedby={aria['aria-describedby']}
          autoComplete="off"
          value={text}
          placeholder={value.length ? '' : placeholder}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
          className="h-7 min-w-[12rem] flex-1 bg-transparent px-1 text-sm text-fg outline-none placeholder:text-fg-subtle"
        />
      </div>
      {showList ? (
        <div
          id={listId}
          role="listbox"
          className="absolute inset-x-0 top-full z-40 mt-1.5 max-h-80 overflow-y-auto rounded-lg border border-border bg-surface p-1 shadow-lg animate-slide-up"
        >
          {checking ? (
            <p className="flex items-center gap-2 px-3 py-2 text-sm text-fg-muted" role="status">
              <Spinner size="xs" /> {CHECKING_FOR_USER}
            </p>
          ) : shown.length ? (
            shown.map((s, index) => (
              <button
                key={s.email}
                type="button"
                role="option"
                aria-selected={index === active}
                data-testid="recipient-suggestion"
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(s)}
                className={cn(
                  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm',
                  index === active ? 'bg-hover' : '',
                )}
              >
                <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-fg-subtle">
                  {s.isNew ? <Mail aria-hidden className="size-4" /> : <UserRound aria-hidden className="size-4" />}
                </span>
                <span className="flex min-w-0 flex-col">
                  <span className="truncate font-medium text-fg">
                    {s.isNew ? `Invite ${s.email}` : s.name || s.email}
                  </span>
                  <span className="truncate text-xs text-fg-subtle">
                    {s.isNew
                      ? 'They will get an email and find the project when they sign in'
                      : [s.email, ...s.contacts.map((c) => c.name)].join(' · ')}
                  </span>
                </span>
              </button>
            ))
          ) : (
            <p className="px-3 py-2 text-sm text-fg-muted">No people found. Type a full email address to invite someone.</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
