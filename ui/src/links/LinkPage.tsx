/**
 * The public link view /link/{id}/claim-{n}#key={key} and /schedule-{n} (spec 1 section 2's
 * /link/{id}/{key}/{doc}, with the key moved where no server sees it: issue 37): the claim
 * (or its payment schedule) for the holder of an emailed link, with no account. Read-only: the
 * document as the PDF lays it out, the PDF download, the way between the claim and its schedule,
 * the comments with a box that posts once the emailed code is confirmed, and the sign-up prompt
 * for what needs an account. One second after the document opens it is marked viewed (spec 2
 * section 4). Errors are the spec's words; anything unexpected reads 'Error: {message}'.
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
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Download, FileText, MessageSquare } from 'lucide-react';
import { SIGN_UP_TO_ACCESS } from '../auth/notice';
import { formatPeriod, dollars } from '../lib/format';
import { formatDate } from '../lib/dates';
import { Block } from '../ui/Block';
import { CommentBody } from '../comments/CommentBody';
import { formatPercent } from '../domain/money';
import { cn } from '../lib/cn';
import { CREATE_ACCOUNT, SIGN_UP } from '../marketing/signUp';
import { Badge, Banner, Button, Card, CardBody, CardHeader, Field, Input, LinkButton, TextArea } from '../ui';
import { Loader } from '../ui/Spinner';
import { Logo } from '../ui/Logo';
import { ThemeSwitcher } from '../ui/ThemeSwitcher';
import {
  describeFailure,
  fetchDocument,
  fetchPdf,
  keyOfFragment,
  linkPath,
  markViewed,
  parseLink,
  postComment,
  sendCode,
  type LinkComment,
  type LinkDocument,
  type LinkRef,
  type LinkStanding,
  type Party,
} from './api';

/** How long after the document opens it is marked viewed (spec 2 section 4). */
export const VIEWED_DELAY_MS = 1000;

/** The one name of each date, as the claim's and the schedule's PDFs and emails write them. */
export const SCHEDULE_DUE_BY = 'Payment schedule due by';
export const SCHEDULED_PAYMENT_DATE = 'Scheduled payment date';
export const GIVEN_LATE = 'Given late';

type State = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; doc: LinkDocument };

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
  return (
    <div className="flex flex-col gap-6" data-testid="link-page">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm text-fg-muted">
            {doc.siteName} · shared with {doc.recipient}
          </p>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight text-fg" data-testid="link-title">
            {showingSchedule ? `Payment schedule for ${doc.title}` : doc.title}
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
      {doc.status === 'Voided' ? (
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
          <Card>
            <CardBody className="flex flex-col gap-3">
              <h2 className="text-sm font-semibold text-fg">
                {doc.kind === 'schedule' ? 'Track your claims' : 'Respond with a payment schedule'}
              </h2>
              <p className="text-sm text-fg-muted">
                {doc.kind === 'schedule'
                  ? 'See every claim and schedule of this project in one place, with the due dates counted for you.'
                  : 'Schedule what you will pay, line by line, and keep every claim of this project in one place.'}
              </p>
              <p className="text-sm font-medium text-fg" data-testid="sign-up-prompt">
                {SIGN_UP_TO_ACCESS}
              </p>
              <LinkButton to={SIGN_UP} variant="secondary">
                {CREATE_ACCOUNT}
              </LinkButton>
            </CardBody>
          </Card>
        </aside>
      </div>
    </div>
  );
}

/** The claim's badges as the server words them, the first being where it stands. */
function StandingBadges({ standing }: { standing: LinkStanding }) {
  if (!standing.badges.length) return null;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-1.5" data-testid="link-badges">
      {standing.badges.map((badge, i) => (
        <Badge key={`${badge.text}-${i}`} tone={badge.tone} dot={i === 0} data-testid="link-badge">
          {badge.text}
        </Badge>
      ))}
    </div>
  );
}

function Figure({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1" data-testid={testId}>
      <dt className="text-fg-muted">{label}</dt>
      <dd className={cn('tabular text-right', strong ? 'font-semibold text-fg' : 'text-fg')}>{value}</dd>
    </div>
  );
}

/** What is payable, received and outstanding, and the next date that counts, from the server. */
function StandingCard({ doc }: { doc: LinkDocument }) {
  const st = doc.standing;
  if (st.claimed === null) return null;
  return (
    <Card data-testid="link-standing">
      <CardBody className="flex flex-col gap-3">
        <div>
          <h2 className="text-sm font-semibold text-fg">Where this claim stands</h2>
          {st.nextLabel ? (
            <p
              className={cn('mt-1 text-base font-semibold', st.scheduleOverdue || st.paymentOverdue ? 'text-danger' : 'text-fg')}
              data-testid="link-next"
            >
              {st.nextLabel}
            </p>
          ) : null}
        </div>
        {st.summary ? (
          <p className="text-sm text-fg" data-testid="link-summary">
            {st.summary}
          </p>
        ) : null}
        <dl className="divide-y divide-border text-sm">
          {st.summary ? null : <Figure label="Claimed" value={dollars(st.claimed)} />}
          <Figure label="Received" value={dollars(st.received)} testId="link-received" />
          {st.outstanding !== null ? (
            <Figure label="Outstanding" value={dollars(st.outstanding)} strong testId="link-outstanding" />
          ) : null}
        </dl>
        <p className="text-xs text-fg-subtle" data-testid="link-rules-note">
          {doc.rulesNote}
        </p>
      </CardBody>
    </Card>
  );
}

function PdfButton({ linkRef, doc }: { linkRef: LinkRef; doc: LinkDocument }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const blob = await fetchPdf(linkRef);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = doc.kind === 'schedule' ? doc.fileName.replace(/-claim-(\d+)\.pdf$/, '-schedule-$1.pdf') : doc.fileName;
      document.body.appendChild(a);
      a.click();
      a.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (failure) {
      setError(describeFailure(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col items-end gap-1">
      <Button onClick={download} loading={busy} icon={<Download />} data-testid="pdf-download">
        Download PDF
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function PartyBlock({ label, party }: { label: string; party: Party | null }) {
  return (
    <Block label={label}>
      {party ? (
        <>
          <div className="font-medium">{party.name}</div>
          {party.address.split('\n').filter(Boolean).map((line) => (
            <div key={line} className="text-fg-muted">
              {line}
            </div>
          ))}
          {party.gstNumber ? <div className="text-fg-muted">GST {party.gstNumber}</div> : null}
        </>
      ) : (
        <span className="text-fg-subtle">Not set</span>
      )}
    </Block>
  );
}

function ClaimCard({ doc }: { doc: LinkDocument }) {
  return (
    <Card data-testid="link-claim">
      <CardBody className="flex flex-col gap-6">
        <div className="grid gap-5 sm:grid-cols-3">
          <PartyBlock label="To" party={doc.customer} />
          <PartyBlock label="From" party={doc.supplier} />
          <Block label="Project">
            <div className="font-medium">{doc.siteName}</div>
            {doc.siteLines.map((line) => (
              <div key={line} className="text-fg-muted">
                {line}
              </div>
            ))}
          </Block>
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          <Block label="Date">{formatDate(doc.claimDate, true)}</Block>
          <Block label="Due Date" testId="link-claim-due">
            {formatDate(doc.standing.claimDueDate, true)}
          </Block>
          {doc.standing.scheduleDeadline ? (
            <Block label={SCHEDULE_DUE_BY} testId="link-schedule-deadline">
              <span className="font-medium">{formatDate(doc.standing.scheduleDeadline, true)}</span>
              {doc.servedOn ? (
                <div className="text-xs text-fg-subtle">Counted from service on {formatDate(doc.servedOn, true)}</div>
              ) : null}
            </Block>
          ) : null}
          <Block label="Period">{formatPeriod(doc.periodFrom, doc.periodTo)}</Block>
          {doc.poNumber ? <Block label="Purchase Order">{doc.poNumber}</Block> : null}
        </div>
        <div className="rounded-lg bg-muted px-4 py-3">
          <div className="text-[11px] font-semibold uppercase tracking-wider text-fg-subtle">Claimed amount</div>
          <div className="text-2xl font-semibold tabular text-fg" data-testid="claimed-amount">
            {dollars(doc.claimedAmount)}
          </div>
          <div className="text-sm text-fg-muted">including GST, due {formatDate(doc.standing.claimDueDate, true)}</div>
        </div>
        {doc.sections.map((section) => (
          <section key={section.title} className="flex flex-col gap-2">
            <h2 className="text-sm font-semibold text-fg">{section.title}</h2>
            <div className="overflow-x-auto rounded-lg border border-border">
              <table className="w-full min-w-[560px] text-sm">
                <thead className="bg-muted text-xs uppercase tracking-wide whitespace-nowrap text-fg-subtle">
                  <tr>
                    <th scope="col" className="px-3 py-2 text-left font-medium">Description</th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">Contract value</th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">Previous</th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">This claim</th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">To date</th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">Complete</th>
                  </tr>
                </thead>
                <tbody>
                  {section.lines.map((line, i) => (
                    <tr key={i} className="border-t border-border">
                      <td className="px-3 py-2 text-fg">
                        {line.groupPath.length ? <span className="text-fg-subtle">{line.groupPath.join(' › ')} › </span> : null}
                        {line.name}
                      </td>
                      <td className="px-3 py-2 text-right tabular text-fg-muted">{dollars(line.totalPrice)}</td>
                      <td className="px-3 py-2 text-right tabular text-fg-muted">{dollars(line.previous)}</td>
                      <td className="px-3 py-2 text-right tabular font-medium text-fg">{dollars(line.thisClaim)}</td>
                      <td className="px-3 py-2 text-right tabular text-fg">{dollars(line.toDate)}</td>
                      <td className="px-3 py-2 text-right tabular text-fg-muted">{formatPercent(line.percentComplete)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ))}
        <div className="grid gap-6 sm:grid-cols-2">
          <div className="flex flex-col gap-4">
            {doc.paymentDetails ? <Block label="Payment Details">{doc.paymentDetails}</Block> : null}
            {doc.attachments.length ? (
              <Block label="Attachments">
                <span className="text-fg-muted">{doc.attachments.join(', ')}</span>
              </Block>
            ) : null}
          </div>
          <table className="w-full text-sm" data-testid="totals">
            <caption className="sr-only">Totals</caption>
            <tbody>
              {doc.totals.map((row, i) => {
                const last = i === doc.totals.length - 1;
                return (
                  <tr key={row.label} className={cn(last && 'text-base font-semibold')}>
                    <th
                      scope="row"
                      className={cn('py-1.5 text-left font-normal text-fg-muted', last && 'border-t-2 border-fg/80 pt-2.5 font-semibold text-fg')}
                    >
                      {row.label}
                    </th>
                    <td className={cn('py-1.5 text-right tabular text-fg', last && 'border-t-2 border-fg/80 pt-2.5')}>
                      {dollars(row.amount)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className="text-sm font-semibold text-fg">{doc.statement}</p>
      </CardBody>
    </Card>
  );
}

function ScheduleCard({ doc }: { doc: LinkDocument }) {
  const s = doc.schedule!;
  return (
    <Card data-testid="link-schedule">
      <CardBody className="flex flex-col gap-6">
        <div className="grid gap-5 sm:grid-cols-3">
          <PartyBlock label="Payer" party={doc.customer} />
          <PartyBlock label="Payee" party={doc.supplier} />
          <Block label="Date">{formatDate(s.issuedOn, true)}</Block>
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          {doc.standing.scheduleDeadline ? (
            <Block label={SCHEDULE_DUE_BY} testId="link-schedule-deadline">
              {formatDate(doc.standing.scheduleDeadline, true)}
              {s.givenLate ? (
                <div className="mt-1">
                  <Badge tone="warning">{GIVEN_LATE}</Badge>
                </div>
              ) : null}
            </Block>
          ) : null}
          <Block label={SCHEDULED_PAYMENT_DATE} testId="link-schedule-payment-date">
            <span className="font-medium">{formatDate(doc.standing.schedulePaymentDate, true)}</span>
          </Block>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="rounded-lg bg-muted px-4 py-3">
            <div className="text-[11px] font-semibold uppercase tracking-wider text-fg-subtle">Scheduled amount</div>
            <div className="text-2xl font-semibold tabular text-fg" data-testid="scheduled-amount">
              {dollars(s.scheduledNet)}
            </div>
            <div className="text-sm text-fg-muted">of {dollars(s.claimedNet)} claimed</div>
          </div>
          <div className="flex flex-col gap-3">
            {s.reference ? <Block label="Reference">{s.reference}</Block> : null}
            {s.sentBy ? <Block label="Sent by">{s.sentBy}</Block> : null}
          </div>
        </div>
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full min-w-[520px] text-sm">
            <thead className="bg-muted text-xs uppercase tracking-wide whitespace-nowrap text-fg-subtle">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-medium">Description</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">Claimed</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">Scheduled</th>
                <th scope="col" className="px-3 py-2 text-left font-medium">Reason</th>
              </tr>
            </thead>
            <tbody>
              {s.lines.map((line, i) => (
                <tr key={i} className="border-t border-border">
                  <td className="px-3 py-2 text-fg">{line.name}</td>
                  <td className="px-3 py-2 text-right tabular text-fg-muted">{dollars(line.claimed)}</td>
                  <td className={cn('px-3 py-2 text-right tabular font-medium', line.scheduled < line.claimed ? 'text-warning' : 'text-fg')}>
                    {dollars(line.scheduled)}
                  </td>
                  <td className="px-3 py-2 text-fg-muted">{line.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <table className="ml-auto w-full max-w-sm text-sm">
          <caption className="sr-only">Totals</caption>
          <thead>
            <tr className="text-xs uppercase tracking-wide text-fg-subtle">
              <th scope="col" />
              <th scope="col" className="py-1 text-right font-medium">Claimed</th>
              <th scope="col" className="py-1 text-right font-medium">Scheduled</th>
            </tr>
          </thead>
          <tbody>
            {s.totals.map((row) => (
              <tr key={row.label} className={cn(row.isTotal && 'font-semibold')}>
                <th scope="row" className="py-1.5 text-left font-normal text-fg-muted">{row.label}</th>
                <td className="py-1.5 text-right tabular text-fg-muted">{dollars(row.claimed)}</td>
                <td className="py-1.5 text-right tabular text-fg">{dollars(row.scheduled)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {s.notes.length ? (
          <Block label="Notes">
            <ul className="list-disc pl-5">
              {s.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </Block>
        ) : null}
        <p className="text-sm font-semibold text-fg">{s.statement}</p>
      </CardBody>
    </Card>
  );
}

function newCommentId(): string {
  return `link-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

function Comments({
  linkRef,
  doc,
  comments,
  onAdded,
}: {
  linkRef: LinkRef;
  doc: LinkDocument;
  comments: LinkComment[];
  onAdded: (comment: LinkComment) => void;
}) {
  const [body, setBody] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const commentId = useRef(newCommentId());
  const codeInput = useRef<HTMLInputElement>(null);

  const askCode = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await sendCode(linkRef);
      setSentTo(answer.email);
      setCode('');
      window.setTimeout(() => codeInput.current?.focus(), 0);
    } catch (failure) {
      setError(describeFailure(failure));
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    if (!sentTo) {
      await askCode();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { comment } = await postComment(linkRef, code, body, commentId.current);
      onAdded(comment);
      setBody('');
      setCode('');
      setSentTo(null);
      commentId.current = newCommentId();
    } catch (failure) {
      setError(describeFailure(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card data-testid="link-comments">
      <CardHeader title="Comments" description="Both parties to the contract read these." />
      <CardBody className="flex flex-col gap-5">
        {comments.length ? (
          <ol className="flex flex-col gap-4">
            {comments.map((c) => (
              <li key={c.id} className="flex flex-col gap-1" data-testid="link-comment">
                <div className="flex items-baseline gap-2 text-sm">
                  <span className="font-medium text-fg">{c.authorName}</span>
                  <span className="text-fg-subtle">{formatDate(c.createdOn)}</span>
                  {c.itemName ? <span className="text-fg-subtle">on {c.itemName}</span> : null}
                </div>
                <CommentBody text={c.body} />
              </li>
            ))}
          </ol>
        ) : (
          <p className="flex items-center gap-2 text-sm text-fg-muted">
            <MessageSquare className="size-4" aria-hidden /> No comments yet.
          </p>
        )}
        {doc.canComment ? (
          <form onSubmit={submit} className="flex flex-col gap-3" aria-label="Add a comment">
            <Field label="Add a comment" hint={sentTo ? null : `We email a code to ${doc.recipient} to confirm it is you.`}>
              <TextArea value={body} onChange={(e) => setBody(e.target.value)} rows={3} maxLength={10000} data-testid="link-comment-body" />
            </Field>
            {sentTo ? (
              <Field
                label="Code from your email"
                hint={`We sent a 6-digit code to ${sentTo}. It works once, for 10 minutes.`}
              >
                <Input
                  ref={codeInput}
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  className="max-w-[10rem] tracking-widest"
                  data-testid="link-comment-code"
                />
              </Field>
            ) : null}
            {error ? (
              <p role="alert" className="text-sm text-danger" data-testid="link-comment-error">
                {error}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              {sentTo ? (
                <>
                  <Button type="submit" loading={busy} disabled={!body.trim() || code.length !== 6} data-testid="link-comment-post">
                    Post comment
                  </Button>
                  <Button type="button" variant="ghost" onClick={askCode} disabled={busy}>
                    Send a new code
                  </Button>
                </>
              ) : (
                <Button type="submit" loading={busy} disabled={!body.trim()} data-testid="link-comment-send-code">
                  Email me a code
                </Button>
              )}
            </div>
          </form>
        ) : null}
      </CardBody>
    </Card>
  );
}
