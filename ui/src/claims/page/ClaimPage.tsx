/**
 * /{org}/projects/{owner}/{contract}/claims/{number} — the claim document screen (spec 2
 * 'Claim document screen').
 *
 * - 'Loading document...' while pending; 'Contract not found', 'Claim not found' (also for a
 *   number that is not a whole number), 'Ledger not found', 'Claim revision not found'.
 * - Breadcrumb: organisation, the parent contract's site (subcontracts), supplier / site, and
 *   the claim with a picker of its sibling claims (newest first).
 * - The supplier side with SupplierDraft sees (and edits) the draft; everyone else the latest
 *   submitted revision. Banners: voided, deleted draft ('No actions available.'), and a draft
 *   the viewer may not see.
 * - Line edits are staged and pushed about once a second (ledger/pushLoop.ts); the page asks
 *   the claim's version every 5 s (with the side panel's, in one request: ClaimPoll.ts) and
 *   reloads when it changed while nothing is waiting to be saved. Viewing the latest revision
 *   marks the claim read.
 * - Header: the badges, the statutory dates and amounts (ClaimStanding); below it the payer's
 *   deadline (ScheduleDeadlineNote) and, once served, the payments (payments/PaymentsPanel.tsx) and,
 *   for the supplier side, 'What you can do now' (enforcement/RemediesPanel.tsx); for the customer side,
 *   a notice of intention to suspend served on it (enforcement/ServedNoticeCard.tsx).
 * - A claim received outside Claimdesk is drawn as what it is (received/ReceivedClaimDocument.tsx):
 *   the supplier's PDF and the facts recorded from it, never a claim document of ours.
 * - A head contract's draft shows the subcontract claims it includes, with their sources, and
 *   'Include subcontract claims' (rollup/RollupPanel.tsx, issue 40).
 */
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fetchQuery, graphql, useFragment, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { useNavigate, useParams } from 'react-router';
import { FileQuestion, Gavel, PanelRight } from 'lucide-react';
import type { claimMutationsMarkReadMutation } from '../../__generated__/claimMutationsMarkReadMutation.graphql';
import type { claimMutationsPatchMutation } from '../../__generated__/claimMutationsPatchMutation.graphql';
import type { ClaimPage_claim$key } from '../../__generated__/ClaimPage_claim.graphql';
import type { ClaimPage_revision$key } from '../../__generated__/ClaimPage_revision.graphql';
import type { ClaimPageQuery } from '../../__generated__/ClaimPageQuery.graphql';
import { focusCommentBox } from '../../comments/focus';
import { QUIET_POLL } from '../../lib/usePoll';
import { contractPath } from '../../projects/paths';
import { claimTaxRateId } from '../../domain/tax';
import { mutate } from '../../relay/mutate';
import { orgPath, useOrgSlug } from '../../shell/org';
import { Banner } from '../../ui/Banner';
import { Button, LinkButton } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Loader } from '../../ui/Spinner';
import { claimMarkReadMutation, claimPatchMutation, type PatchFields } from '../claimMutations';
import { ClaimDocument } from '../document/ClaimDocument';
import { ClaimBadges } from '../ClaimBadges';
import { CutoffNote } from '../CutoffNote';
import { lineReader } from '../grid/LineGrid';
import { RemediesPanel } from '../../enforcement/RemediesPanel';
import { ServedNoticeCard } from '../../enforcement/ServedNoticeCard';
import { PaymentsPanel } from '../payments/PaymentsPanel';
import { ReceivedClaimDocument } from '../received/ReceivedClaimDocument';
import { ReceivedPanel } from '../received/ReceivedPanel';
import { RollupPanel } from '../rollup/RollupPanel';
import type { LedgerPushLoop, StagerSnapshot } from '../ledger/pushLoop';
import { useLedgerPush, useStagerSnapshot } from '../ledger/useLedgerPush';
import type { Line } from '../lines';
import { ClaimActions } from './ClaimActions';
import { ClaimBreadcrumb } from './ClaimBreadcrumb';
import { ClaimHeading } from './ClaimHeading';
import { ClaimPollProvider, useClaimPoll } from './ClaimPoll';
import { ClaimSidePanel } from './ClaimSidePanel';
import { ClaimStanding } from './ClaimStanding';
import { HeldLinesBanner, OfflineBanner, SaveErrorBanner, SaveStatus } from './SaveStatus';
import { ScheduleDeadlineNote } from './ScheduleDeadlineNote';
import { StatusBanner } from './StatusBanner';
import { CONTRACT_NOT_FOUND } from '../../projects/texts';
import { CLAIM_NOT_FOUND, LEDGER_NOT_FOUND, LOADING_DOCUMENT, parseClaimNumber, REVISION_NOT_FOUND } from '../texts';

/** What the page reads of the revision shown: the draft, or the latest submitted one. */
const revisionFragment = graphql`
  fragment ClaimPage_revision on ClaimRevision {
    id
    title
    invoiceReference
    lines {
      ...LineGrid_line
    }
    ...ClaimDocument_revision
  }
`;

const claimFragment = graphql`
  fragment ClaimPage_claim on Claim {
    id
    version
    number
    status
    title
    isUnread
    viewerCanSeeDraft
    viewerCanEdit
    viewerCanComment
    draft {
      rev
      gstRegistered
      ...ClaimPage_revision
    }
    latest {
      rev
      ...ClaimPage_revision
    }
    ...ClaimActions_claim
    ...ScheduleDeadlineNote_claim
    ...ClaimBadges_claim
    ...CutoffNote_claim
    ...ClaimStanding_claim
    ...PaymentsPanel_claim
    ...ReceivedPanel_claim
    ...RemediesPanel_claim
    ...ServedNoticeCard_claim
    ...ReceivedClaimDocument_claim
    recordedFrom
  }
`;

const query = graphql`
  query ClaimPageQuery($owner: String!, $slug: String!, $number: Int!) {
    contract(owner: $owner, slug: $slug) {
      id
      siteName
      archivedAt
      taxRateId
      ledger {
        ledgerRev
        viewerCanEdit
      }
      ...ClaimBreadcrumb_contract
      ...ClaimActions_contract
      ...ClaimDocument_contract
      claim(number: $number) {
        version
        ...ClaimPage_claim
      }
    }
  }
`;

type ContractData = NonNullable<ClaimPageQuery['response']['contract']>;

function Missing({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <>
      <title>{`${title} · Claimdesk`}</title>
      <EmptyState bordered icon={<FileQuestion />} title={title} description={description} action={action} />
    </>
  );
}

function ClaimScreen() {
  const org = useOrgSlug();
  const { owner = '', contract: slug = '', number: numberParam } = useParams();
  const number = parseClaimNumber(numberParam);
  const back = (
    <LinkButton to={contractPath(org, owner, slug)} variant="secondary">
      Back to the project
    </LinkButton>
  );
  if (number === null) return <Missing title={CLAIM_NOT_FOUND} action={back} />;
  return <ClaimLoaded org={org} owner={owner} slug={slug} number={number} back={back} />;
}

function ClaimLoaded({ org, owner, slug, number, back }: { org: string; owner: string; slug: string; number: number; back: ReactNode }) {
  const variables = useMemo(() => ({ owner, slug, number }), [owner, slug, number]);
  const data = useLazyLoadQuery<ClaimPageQuery>(query, variables, { fetchPolicy: 'store-and-network' });
  const contract = data.contract;
  if (!contract) {
    return (
      <Missing
        title={CONTRACT_NOT_FOUND}
        description="It may have been moved, or you may not have access to it."
        action={
          <LinkButton to={orgPath(org, 'projects')} variant="secondary">
            Back to projects
          </LinkButton>
        }
      />
    );
  }
  if (!contract.ledger) return <Missing title={LEDGER_NOT_FOUND} action={back} />;
  const claim = contract.claim;
  if (!claim) return <Missing title={CLAIM_NOT_FOUND} description="It may have been deleted." action={back} />;
  return <ClaimView org={org} owner={owner} slug={slug} contract={contract} claim={claim} variables={variables} />;
}

function ClaimView({
  org,
  owner,
  slug,
  contract,
  claim: claimRef,
  variables,
}: {
  org: string;
  owner: string;
  slug: string;
  contract: ContractData;
  claim: ClaimPage_claim$key;
  variables: ClaimPageQuery['variables'];
}) {
  const claim = useFragment(claimFragment, claimRef);
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [showSubmitted, setShowSubmitted] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);

  const draftShown = claim.viewerCanSeeDraft && claim.draft != null && !(showSubmitted && claim.latest);
  const revision = useFragment<ClaimPage_revision$key>(revisionFragment, draftShown ? claim.draft : (claim.latest ?? null));
  const editable = draftShown && claim.viewerCanEdit && contract.ledger.viewerCanEdit && !contract.archivedAt;

  const [readLines] = useState(lineReader);
  const serverLines = useMemo(() => (revision ? readLines(revision.lines) : []), [revision, readLines]);
  // The page does not subscribe to the staged edits: the sections show them (Sections.tsx) and
  // the save status follows them, so a saved cell renders its row, not the whole page.
  const stager = useLedgerPush({
    contractId: contract.id,
    number: claim.number,
    // The draft's own rate: no GST while the supplier is not registered (issue 34).
    taxRateId: claimTaxRateId(contract.taxRateId, claim.draft?.gstRegistered ?? true),
    ledgerRev: contract.ledger.ledgerRev,
    lines: serverLines,
  });

  const commentOnLine = useCallback((line: Line) => focusCommentBox({ itemId: line.itemId, name: line.name || '—' }), []);
  const refetch = useCallback(
    () =>
      fetchQuery<ClaimPageQuery>(environment, query, variables, { networkCacheConfig: QUIET_POLL }).toPromise(),
    [environment, variables],
  );

  // The claim's version every 5 s (spec 2 §7's 10 s for the ledger, with margin), the whole page
  // only when it changed and nothing waits to be saved (a poll never overwrites edits).
  const poll = useClaimPoll(claim.id, {
    loaded: claim.version,
    refetch: async () => (await refetch())?.contract?.claim?.version,
    ready: () => stager.idle,
  });

  // Viewing the latest revision marks the claim read.
  const latestRev = claim.latest?.rev ?? null;
  const shownLatest = !draftShown && revision != null && latestRev != null;
  const markedRef = useRef<string | null>(null);
  useEffect(() => {
    if (!shownLatest || !claim.isUnread) return;
    const key = `${claim.id}:${latestRev}`;
    if (markedRef.current === key) return;
    markedRef.current = key;
    void mutate<claimMutationsMarkReadMutation>(environment, claimMarkReadMutation, {
      input: { contractId: contract.id, number: claim.number, rev: latestRev },
    }).catch(() => undefined);
  }, [shownLatest, claim.isUnread, claim.id, claim.number, contract.id, latestRev, environment]);

  const draftRev = claim.draft?.rev ?? null;
  const patch = useCallback(
    async (fields: PatchFields) => {
      if (draftRev === null) throw new Error('Only drafts are edited.');
      await mutate<claimMutationsPatchMutation>(environment, claimPatchMutation, {
        input: { contractId: contract.id, number: claim.number, rev: draftRev, patch: fields },
      });
    },
    [environment, contract.id, claim.number, draftRev],
  );

  const reloadAndRebase = useCallback(async () => {
    const fresh = await refetch();
    const rev = fresh?.contract?.ledger.ledgerRev;
    if (rev) stager.rebase(rev);
  }, [refetch, stager]);

  const title = revision?.title ?? claim.title;

  let body: ReactNode = null;
  if (claim.recordedFrom && claim.status !== 'Deleted') {
    // Received outside Claimdesk: the supplier's PDF and what was recorded from it, no document of ours.
    body = <ReceivedClaimDocument claim={claim} onDeleted={() => navigate(contractPath(org, owner, slug, 'claims'))} />;
  } else if (claim.status !== 'Deleted' && revision) {
    body = (
      <ClaimDocument
        contract={contract}
        revision={revision}
        number={claim.number}
        status={claim.status}
        serverLines={serverLines}
        editable={editable}
        stager={stager}
        patch={patch}
        onImported={() => void reloadAndRebase()}
        onCommentLine={claim.status !== 'New' && claim.viewerCanComment ? commentOnLine : undefined}
      />
    );
  } else if (claim.status !== 'Deleted' && claim.status !== 'New') {
    body = <Missing title={REVISION_NOT_FOUND} />;
  }

  return (
    <ClaimPollProvider value={poll}>
      <title>{`${title} · ${contract.siteName} · Claimdesk`}</title>
      <header className="flex flex-col gap-3 pb-5">
        <ClaimBreadcrumb org={org} owner={owner} slug={slug} contract={contract} current={claim.number} title={claim.title} />
        <div className="flex flex-wrap items-start justify-between gap-3">
          <ClaimHeading
            title={title}
            badges={<ClaimBadges claim={claim} dot testId="claim-status" />}
            standing={<ClaimStanding claim={claim} />}
            invoiceReference={revision?.invoiceReference || null}
            siteName={contract.siteName}
            showSubmitted={claim.latest && claim.draft && claim.viewerCanSeeDraft ? showSubmitted : null}
            onToggle={() => setShowSubmitted((v) => !v)}
          />
          <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
            {editable ? <Staged stager={stager}>{(snapshot) => <SaveStatus snapshot={snapshot} />}</Staged> : null}
            <Button variant="ghost" icon={<PanelRight />} onClick={() => setPanelOpen(true)} aria-label="Activity and comments">
              <span className="hidden sm:inline">Activity</span>
            </Button>
            {claim.latest && claim.status !== 'Deleted' ? (
              <LinkButton variant="ghost" icon={<Gavel />} to={`${contractPath(org, owner, slug, 'adjudication')}?claim=${claim.number}`}>
                <span className="hidden sm:inline">Adjudication</span>
              </LinkButton>
            ) : null}
            {claim.status !== 'Deleted' ? (
              <ClaimActions
                org={org}
                owner={owner}
                slug={slug}
                contract={contract}
                claim={claim}
                draftShown={draftShown}
                stager={stager}
                lines={serverLines}
                onDeleted={() => navigate(contractPath(org, owner, slug, 'claims'))}
              />
            ) : null}
          </div>
        </div>
      </header>
      <div className="flex flex-col gap-4">
        <StatusBanner status={claim.status} revisionShown={revision !== null} />
        <ScheduleDeadlineNote claim={claim} />
        <CutoffNote claim={claim} />
        <ReceivedPanel claim={claim} />
        <Staged stager={stager}>
          {(snapshot) => (
            <>
              {snapshot.error ? (
                <SaveErrorBanner error={snapshot.error} stager={stager} onReload={() => void reloadAndRebase()} />
              ) : null}
              {editable ? <OfflineBanner snapshot={snapshot} /> : null}
              {editable ? <HeldLinesBanner snapshot={snapshot} /> : null}
            </>
          )}
        </Staged>
        {contract.archivedAt ? (
          <Banner tone="warning" title="This project is archived">
            Its claims are read-only.
          </Banner>
        ) : null}
        {claim.status !== 'Deleted' ? <ServedNoticeCard claim={claim} /> : null}
        {claim.status !== 'Deleted' ? <PaymentsPanel claim={claim} /> : null}
        {claim.status !== 'Deleted' ? (
          <RemediesPanel claim={claim} adjudicationPath={`${contractPath(org, owner, slug, 'adjudication')}?claim=${claim.number}`} />
        ) : null}
        {body}
        {/* A head contract's draft: the subcontract claims it includes, and 'Include subcontract claims' (issue 40). */}
        {editable && claim.status !== 'Deleted' ? <RollupPanel contractId={contract.id} number={claim.number} /> : null}
      </div>
      <ClaimSidePanel
        open={panelOpen}
        onOpenChange={setPanelOpen}
        claimStatus={claim.status}
        claimId={claim.id}
        contractId={contract.id}
        number={claim.number}
        org={org}
      />
    </ClaimPollProvider>
  );
}

/** What follows the staged edits and the pushes (the save status, its banners): renders again with them. */
function Staged({ stager, children }: { stager: LedgerPushLoop; children: (snapshot: StagerSnapshot) => ReactNode }) {
  return children(useStagerSnapshot(stager));
}

export function ClaimPage() {
  return (
    <Suspense fallback={<Loader message={LOADING_DOCUMENT} />}>
      <ClaimScreen />
    </Suspense>
  );
}

export { ClaimPage as Component };
