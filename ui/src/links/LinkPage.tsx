/**
 * The public link view /link/{id}/claim-{n}#key={key} and /schedule-{n} (spec 1 section 2's
 * /link/{id}/{key}/{doc}, with the key moved where no server sees it: issue 37): the claim
 * (or its payment schedule) for the holder of an emailed link, with no account. Read-only: the
 * document as the PDF lays it out, the PDF download, the way between the claim and its schedule,
 * the comments with a box that posts once the emailed code is confirmed, and the sign-up prompt
 * for what needs an account. One second after the document opens it is marked viewed (spec 2
 * section 4). Errors are the spec's words; anything unexpected reads 'Error: {message}'.
 *
 * The page and its frame live here; each card in a file of its own: StandingCard (where the claim
 * stands), ClaimCard and ScheduleCard (the document as its PDF lays it out), Comments, PdfButton.
 *
 * Everything goes through /v1/link with the link's own header (api.ts); the page never uses the
 * browser's signed-in accounts, so it reads the same in a fresh browser and in a busy one.
 *
 * Where the claim stands under the Act (its badges, the payment-schedule deadline, the payment
 * dates, what is received and outstanding, a debt due) is the server's `standing`, shown as it
 * comes: the page computes no statutory date, state or badge. Each date has its one name
 * ('Payment schedule due by' for the s 22 deadline, 'Scheduled payment date' for the schedule's),
 * and every date shown is a Pacific/Auckland date.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { FileText } from 'lucide-react';
import { SIGN_UP_TO_ACCESS } from '../auth/notice';
import { GIVEN_LATE } from '../claims/texts';
import { CREATE_ACCOUNT, SIGN_UP } from '../marketing/signUp';
import { Banner, Card, CardBody, LinkButton } from '../ui';
import { Loader } from '../ui/Spinner';
import { Logo } from '../ui/Logo';
import { ThemeSwitcher } from '../ui/ThemeSwitcher';
import {
  describeFailure,
  fetchDocument,
  keyOfFragment,
  linkPath,
  markViewed,
  parseLink,
  type LinkComment,
  type LinkDocument,
  type LinkRef,
} from './api';
import { ClaimCard } from './ClaimCard';
import { Comments } from './Comments';
import { PdfButton } from './PdfButton';
import { ScheduleCard } from './ScheduleCard';
import { StandingBadges, StandingCard } from './StandingCard';
import { VIEWED_DELAY_MS } from './texts';

type State = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; doc: LinkDocument };

/** The server's standing states (app/domain/claim_standing.py State) the page acts on. */
const VOIDED = 'Voided';
const AWAITING_SCHEDULE = ['AwaitingSchedule', 'ScheduleOverdue'];

function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-bg">
      <header className="border-b border-border/70">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-5 sm:px-6">
          <Link to="/" aria-label="Claimdesk home" className="rounded-lg">
            <Logo />
          </Link>
          <div className="flex items-center gap-2">
            <ThemeSwitcher className="mr-1" />
            <LinkButton to="/login" variant="ghost" className="hidden sm:inline-flex">
              Sign in
            </LinkButton>
            <LinkButton to={SIGN_UP}>{CREATE_ACCOUNT}</LinkButton>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-5 py-8 sm:px-6">
        {children}
      </main>
    </div>
  );
}

/**
 * The link of the address: /link/{id}/{doc}#key={key} as emailed, or the spec's
 * /link/{id}/{key}/{doc} (a link emailed before the key moved to the fragment), which the page
 * rewrites at once to the first form so the key leaves the address bar and the history.
 */
function useLinkRef(): { ref: LinkRef | null; error: string | null } {
  const { id, key: keyInPath, doc } = useParams();
  const [search] = useSearchParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const flag = search.get('schedule');
  const schedule = flag === '1' || flag === 'true';
  const key = keyInPath ?? keyOfFragment(hash) ?? undefined;
  useEffect(() => {
    if (keyInPath && id && doc) navigate(linkPath({ id, key: keyInPath }, doc, schedule), { replace: true });
  }, [keyInPath, id, doc, schedule, navigate]);
  try {
    return { ref: parseLink(id, key, doc, schedule), error: null };
  } catch (error) {
    return { ref: null, error: describeFailure(error) };
  }
}

export function Component() {
  const { ref, error } = useLinkRef();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const refKey = ref ? `${ref.id}/${ref.key}/${ref.doc}/${ref.schedule}` : '';

  useEffect(() => {
    if (!ref) return;
    let live = true;
    setState({ kind: 'loading' });
    fetchDocument(ref).then(
      (doc) => live && setState({ kind: 'ready', doc }),
      (failure) => live && setState({ kind: 'failed', message: describeFailure(failure) }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refKey]);

  const ready = state.kind === 'ready';
  useEffect(() => {
    if (!ref || !ready) return;
    const timer = window.setTimeout(() => {
      markViewed(ref).catch((failure) => console.warn('Could not mark the claim viewed', failure));
    }, VIEWED_DELAY_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refKey, ready]);

  if (!ref || state.kind === 'failed') {
    return (
      <PublicFrame>
        <LinkFailure message={error ?? (state.kind === 'failed' ? state.message : '')} />
      </PublicFrame>
    );
  }
  if (state.kind === 'loading') {
    return (
      <PublicFrame>
        <Loader message="Loading the claim…" />
      </PublicFrame>
    );
  }
  return (
    <PublicFrame>
      <LinkView linkRef={ref} doc={state.doc} />
    </PublicFrame>
  );
}

function LinkFailure({ message }: { message: string }) {
  return (
    <div className="mx-auto mt-10 flex max-w-md flex-col items-center text-center" data-testid="link-error">
      <title>{`${message} · Claimdesk`}</title>
      <h1 className="text-2xl font-semibold tracking-tight text-fg">{message}</h1>
      <p className="mt-2 text-fg-muted">
        Open the link from your email again, or ask whoever sent it for a new one.
      </p>
      <div className="mt-8 flex gap-3">
        <LinkButton to="/login" variant="secondary">
          Sign in
        </LinkButton>
        <LinkButton to="/">Claimdesk home</LinkButton>
      </div>
    </div>
  );
}

function otherDoc(ref: LinkRef, kind: 'claim' | 'schedule', number: number): string {
  return linkPath(ref, `${kind}-${number}`);
}

function LinkView({ linkRef, doc }: { linkRef: LinkRef; doc: LinkDocument }) {
  const [comments, setComments] = useState<LinkComment[]>(doc.comments);
  useEffect(() => setComments(doc.comments), [doc]);
  const showingSchedule = doc.kind === 'schedule' && doc.schedule !== null;
  const heading = showingSchedule ? `Payment schedule for ${doc.title}` : doc.title;
  return (
    <div className="flex flex-col gap-6" data-testid="link-page">
      {/* Each link page is named by its document (WCAG 2.4.2, page titled). */}
      <title>{`${heading} · ${doc.siteName} · Claimdesk`}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm text-fg-muted">
            {doc.siteName} · shared with {doc.recipient}
          </p>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight text-fg" data-testid="link-title">
            {heading}
          </h1>
          <p className="text-sm text-fg-subtle">{doc.invoiceReference}</p>
          <StandingBadges standing={doc.standing} />
        </div>
        <div className="flex flex-wrap gap-2">
          {showingSchedule ? (
            <LinkButton to={otherDoc(linkRef, 'claim', doc.number)} variant="secondary" icon={<FileText />}>
              View the claim
            </LinkButton>
          ) : doc.schedule ? (
            <LinkButton
              to={otherDoc(linkRef, 'schedule', doc.number)}
              variant="secondary"
              icon={<FileText />}
              data-testid="schedule-link"
            >
              View payment schedule
            </LinkButton>
          ) : null}
          <PdfButton linkRef={linkRef} doc={doc} />
        </div>
      </div>
      {doc.standing.state === VOIDED ? (
        <Banner tone="warning" title="This claim was withdrawn">
          It no longer asks for payment.
        </Banner>
      ) : null}
      {doc.standing.debt ? (
        <div data-testid="link-debt">
          <Banner tone="danger" title={`Debt due (${doc.standing.debt.sections})`}>
            {doc.standing.debt.statement}
          </Banner>
        </div>
      ) : null}
      {doc.schedule?.givenLate ? (
        <div data-testid="link-given-late">
          <Banner tone="warning" title={GIVEN_LATE}>
            {doc.schedule.givenLateStatement}
          </Banner>
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_260px]">
        <div className="flex min-w-0 flex-col gap-6">
          {showingSchedule ? <ScheduleCard doc={doc} /> : <ClaimCard doc={doc} />}
          <Comments linkRef={linkRef} doc={doc} comments={comments} onAdded={(c) => setComments((list) => [...list, c])} />
        </div>
        <aside className="flex flex-col gap-4">
          <StandingCard doc={doc} />
          <SignUpCard doc={doc} />
        </aside>
      </div>
    </div>
  );
}

/** The sign-up prompt's button for a person named by email who has not joined (issue 34): signing
 * up (or in) with the emailed address, then /join, which makes their workspace and takes them back
 * to this claim there, its deadline unchanged. */
const JOIN = 'Join Claimdesk to answer';

/**
 * The sign-up prompt, saying what an account would let this reader do next: answer with a payment
 * schedule only while the server's standing says the claim awaits one (due or overdue); otherwise
 * keep track of the project's claims.
 */
function SignUpCard({ doc }: { doc: LinkDocument }) {
  const awaitsSchedule = doc.kind === 'claim' && AWAITING_SCHEDULE.includes(doc.standing.state);
  return (
    <Card>
      <CardBody className="flex flex-col gap-3" data-testid="link-sign-up">
        <h2 className="text-sm font-semibold text-fg">{awaitsSchedule ? 'Respond with a payment schedule' : 'Track your claims'}</h2>
        <p className="text-sm text-fg-muted">
          {awaitsSchedule
            ? 'Schedule what you will pay, line by line, and keep every claim of this project in one place.'
            : 'See every claim and schedule of this project in one place, with the due dates counted for you.'}
        </p>
        <p className="text-sm font-medium text-fg" data-testid="sign-up-prompt">
          {SIGN_UP_TO_ACCESS}
        </p>
        {doc.joinPath ? (
          <LinkButton to={`/login?signup&to=${encodeURIComponent(doc.joinPath)}`} variant="secondary" data-testid="join">
            {JOIN}
          </LinkButton>
        ) : (
          <LinkButton to={SIGN_UP} variant="secondary">
            {CREATE_ACCOUNT}
          </LinkButton>
        )}
      </CardBody>
    </Card>
  );
}
