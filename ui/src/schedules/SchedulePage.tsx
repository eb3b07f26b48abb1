/**
 * /{org}/projects/{owner}/{contract}/claims/{number}/schedule — the payment schedule builder
 * (spec 2 'Payment schedule builder'), customer side. Query `from`: the same-site page to go
 * back to after sending or cancelling (the claim page by default; anything else is ignored).
 *
 * 'Loading document...' while pending; 'Contract not found', 'Claim not found', 'Claim
 * revision not found' (a claim never submitted). A sent schedule shows read-only ('Submitted
 * on {date}'), recorded as 'viewed' when the supplier side opens it; otherwise the builder for
 * viewers who may draft one (CustomerDraft or CustomerSubmit; sending needs CustomerSubmit), and
 * a plain refusal for anyone else. The header names the claim's dates as the server does
 * (Claim.standing: 'Schedule due {date}', 'Payment due {date}', or overdue).
 *
 * Sending (spec 2 'Payment schedule builder'): the builder asks, the confirmation shows the claim,
 * claimed beside scheduled, who is served and whether it is in time; then sending, then sent. A
 * failure returns to the builder (idle) with an error toast, and a refusal naming the total
 * (scheduleExcl) is shown beside the totals too.
 */
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, FileQuestion, Lock } from 'lucide-react';
import type { SchedulePageQuery } from '../__generated__/SchedulePageQuery.graphql';
import type { scheduleMutationsMarkViewedMutation } from '../__generated__/scheduleMutationsMarkViewedMutation.graphql';
import type { scheduleMutationsSendMutation } from '../__generated__/scheduleMutationsSendMutation.graphql';
import { ClaimBadges } from '../claims/ClaimBadges';
import { CONTRACT_NOT_FOUND } from '../projects/texts';
import { CLAIM_NOT_FOUND, LOADING_DOCUMENT, parseClaimNumber, REVISION_NOT_FOUND } from '../claims/texts';
import { contractPath } from '../projects/paths';
import { mutate, MutationError, errorMessage } from '../relay/mutate';
import { useOrgSlug } from '../shell/org';
import { EmptyState } from '../ui/EmptyState';
import { Loader } from '../ui/Spinner';
import { toast } from '../ui/Toaster';
import { scheduleReturnPath } from './returnPath';
import { ScheduleBuilder, TOTAL_FIELD, type SendRequest } from './ScheduleBuilder';
import { paymentScheduleMarkViewedMutation, paymentScheduleSendMutation } from './scheduleMutations';
import { SendScheduleDialog, type SendStep, type SendSummary } from './SendScheduleDialog';
import { SentSchedule } from './SentSchedule';
import { isOverdueLabel, standingLabels } from './standing';

const query = graphql`
  query SchedulePageQuery($owner: String!, $slug: String!, $number: Int!) {
    contract(owner: $owner, slug: $slug) {
      id
      siteName
      archivedAt
      viewerIsSupplier
      supplier {
        name
        entityName
      }
      ...ScheduleBuilder_contract
      claim(number: $number) {
        id
        number
        title
        viewerCanDraftSchedule
        ...ClaimBadges_claim
        ...ScheduleBuilder_claim
        standing {
          claimed
          scheduleDeadline
          lateScheduleNotice
          nextLabel
          paymentDue
          paymentOverdue
        }
        latest {
          title
          gstRegistered
          ...ScheduleBuilder_revision
        }
        schedule {
          status
          recipients {
            name
            email
          }
          ...SentSchedule_schedule
        }
      }
    }
  }
`;

function Missing({ title, description, action, icon }: { title: string; description?: string; action?: ReactNode; icon?: ReactNode }) {
  return (
    <>
      <title>{`${title} · Claimdesk`}</title>
      <EmptyState bordered icon={icon ?? <FileQuestion />} title={title} description={description} action={action} />
    </>
  );
}

function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-[13px] text-fg-subtle hover:text-fg" data-testid="schedule-back">
      <ArrowLeft aria-hidden className="size-3.5" />
      {children}
    </Link>
  );
}

function ScheduleScreen() {
  const org = useOrgSlug();
  const { owner = '', contract: slug = '', number: numberParam } = useParams();
  const [search] = useSearchParams();
  const number = parseClaimNumber(numberParam);
  const claimPage = contractPath(org, owner, slug, 'claims', numberParam ?? '');
  const back = scheduleReturnPath(search.get('from'), claimPage);
  if (number === null) return <Missing title={CLAIM_NOT_FOUND} />;
  return <ScheduleLoaded owner={owner} slug={slug} number={number} back={back} />;
}

function ScheduleLoaded({ owner, slug, number, back }: { owner: string; slug: string; number: number; back: string }) {
  const variables = useMemo(() => ({ owner, slug, number }), [owner, slug, number]);
  const data = useLazyLoadQuery<SchedulePageQuery>(query, variables, { fetchPolicy: 'store-and-network' });
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [step, setStep] = useState<SendStep>('idle');
  const [summary, setSummary] = useState<SendSummary | null>(null);
  const [totalError, setTotalError] = useState<string | null>(null);
  const saveDraft = useRef<(() => Promise<void>) | null>(null);
  const clearTotalError = useCallback(() => setTotalError(null), []);
  // The supplier side opening the sent schedule is 'viewed' (once per person and revision, server-side).
  const viewed = useRef(false);
  const payeeOpened = data.contract?.viewerIsSupplier === true && data.contract.claim?.schedule?.status === 'Sent';
  const contractId = data.contract?.id;
  useEffect(() => {
    if (!payeeOpened || !contractId || viewed.current) return;
    viewed.current = true;
    void mutate<scheduleMutationsMarkViewedMutation>(environment, paymentScheduleMarkViewedMutation, {
      input: { contractId, number },
    }).catch(() => undefined);
  }, [payeeOpened, contractId, number, environment]);
  const contract = data.contract;
  if (!contract) return <Missing title={CONTRACT_NOT_FOUND} description="It may have been moved, or you may not have access to it." />;
  const claim = contract.claim;
  if (!claim) return <Missing title={CLAIM_NOT_FOUND} description="It may have been deleted." />;
  const revision = claim.latest;
  if (!revision) return <Missing title={REVISION_NOT_FOUND} />;

  const askToSend = (request: SendRequest) => {
    saveDraft.current = request.saveDraft;
    setSummary({
      claimTitle: revision.title,
      project: contract.siteName,
      supplierName: contract.supplier?.entityName || contract.supplier?.name || 'the supplier',
      claimed: claim.standing.claimed == null ? null : Number(claim.standing.claimed),
      scheduled: request.scheduled,
      recipients: claim.schedule?.recipients ?? null,
      deadline: claim.standing.scheduleDeadline ?? null,
      lateNotice: claim.standing.lateScheduleNotice ?? null,
      chargesGst: revision.gstRegistered,
    });
    setStep('confirm');
  };

  // Two calls (spec 2 §7): save the draft as shown, then send it; a failure returns to idle.
  const send = async () => {
    setStep('sending');
    try {
      await saveDraft.current?.();
      await mutate<scheduleMutationsSendMutation>(environment, paymentScheduleSendMutation, {
        input: { contractId: contract.id, number: claim.number },
      });
      setStep('sent');
    } catch (e) {
      setStep('idle');
      toast.error(errorMessage(e));
      if (e instanceof MutationError && e.field === TOTAL_FIELD) setTotalError(e.message);
    }
  };

  const sent = claim.schedule?.status === 'Sent';
  const heading = `Payment schedule · ${revision.title}`;
  let body: ReactNode;
  if (sent && claim.schedule) {
    body = <SentSchedule schedule={claim.schedule} />;
  } else if (!claim.viewerCanDraftSchedule || contract.archivedAt) {
    body = (
      <EmptyState
        bordered
        icon={<Lock />}
        title="You cannot schedule this claim"
        description="A payment schedule is given by the customer side, with permission to draft or submit one, on a claim that has been sent."
      />
    );
  } else {
    body = (
      <ScheduleBuilder
        contract={contract}
        claim={claim}
        revision={revision}
        back={back}
        onSend={askToSend}
        totalError={totalError}
        onEdit={clearTotalError}
      />
    );
  }

  return (
    <>
      <title>{`${heading} · ${contract.siteName} · Claimdesk`}</title>
      <header className="flex flex-col gap-2 pb-5">
        <BackLink to={back}>Back</BackLink>
        <h1 className="flex flex-wrap items-center gap-2.5 text-2xl font-semibold tracking-tight text-fg">
          Payment schedule
          <ClaimBadges claim={claim} dot testId="claim-status" />
        </h1>
        <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-fg-muted" data-testid="schedule-about">
          <span>
            In answer to {revision.title} · {contract.siteName}
          </span>
          {standingLabels(claim.standing, sent).map((label) => (
            <span key={label} data-testid="schedule-date">
              <span aria-hidden>· </span>
              <span className={isOverdueLabel(label) ? 'font-medium text-danger-soft-fg' : 'font-medium text-fg'}>{label}</span>
            </span>
          ))}
        </p>
      </header>
      {body}
      <SendScheduleDialog
        step={step}
        title={heading}
        summary={summary}
        onConfirm={() => void send()}
        onCancel={() => setStep('idle')}
        onDone={() => navigate(back)}
      />
    </>
  );
}

export function SchedulePage() {
  return (
    <Suspense fallback={<Loader message={LOADING_DOCUMENT} />}>
      <ScheduleScreen />
    </Suspense>
  );
}

export { SchedulePage as Component };
