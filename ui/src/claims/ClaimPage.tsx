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
 * - Line edits are staged and pushed about once a second (stager.ts); the page polls the
 *   ledger every 10 s while nothing is waiting to be saved. Viewing the latest revision marks
 *   the claim read.
 */
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { Link, useNavigate, useParams } from 'react-router';
import { Check, ChevronDown, CircleAlert, CloudUpload, FileQuestion, FileX2, Lock, PanelRight } from 'lucide-react';
import type { ClaimPageQuery } from '../__generated__/ClaimPageQuery.graphql';
import type { claimMutationsPatchMutation } from '../__generated__/claimMutationsPatchMutation.graphql';
import type { claimMutationsMarkReadMutation } from '../__generated__/claimMutationsMarkReadMutation.graphql';
import { usePoll } from '../lib/usePoll';
import { orgPath, useOrgSlug } from '../shell/org';
import { CurrentOrgName } from '../auth/CurrentOrgName';
import { cn } from '../lib/cn';
import { contractPath } from '../projects/paths';
import { Badge } from '../ui/Badge';
import { Banner } from '../ui/Banner';
import { Button, LinkButton } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { Menu, MenuContent, MenuRadioGroup, MenuRadioItem, MenuTrigger } from '../ui/Menu';
import { Loader, Spinner } from '../ui/Spinner';
import { claimMarkReadMutation, claimPatchMutation, runMutation } from './claimMutations';
import { ClaimActions } from './ClaimActions';
import type { PatchFields } from './ClaimDialogs';
import { ClaimDocument } from './ClaimDocument';
import { ClaimSidePanel } from './ClaimSidePanel';
import { statusBadge } from './format';
import type { LineWithFiles } from './LineFiles';
import type { Line, LineType } from './lines';
import { changeCount } from './staging';
import { CONFLICT_CODE } from './stager';
import { useLedgerStager } from './useLedgerStager';

export const LOADING_DOCUMENT = 'Loading document...';
export const CLAIM_NOT_FOUND = 'Claim not found';
export const CONTRACT_NOT_FOUND = 'Contract not found';
export const LEDGER_NOT_FOUND = 'Ledger not found';
export const REVISION_NOT_FOUND = 'Claim revision not found';
export const VOIDED = 'This invoice has been voided.';
export const DELETED = 'This draft has been deleted.';
export const NO_ACTIONS = 'No actions available.';
export const DRAFT_NO_ACCESS =
  'This claim is in a draft state but you do not have access to it. Once submitted, you will be able to view it.';
/** Spec 2 §7: the ledger is polled every 10 s on the claim page. */
export const POLL_MS = 10_000;

graphql`
  fragment ClaimPage_line on ClaimLine {
    itemId
    previous
    thisClaim
    toDate
    qtyPrevious
    qtyToDate
    percentComplete
    remaining
    isRetention
    entry {
      id
      itemId
      type
      position
      name
      group
      reference
      totalPrice
      unitPrice
      qtyMilli
      amount
      isReversal
      files {
        ...ClaimPage_file @relay(mask: false)
      }
    }
  }
`;

graphql`
  fragment ClaimPage_file on FileRef {
    id
    filename
    contentType
    size
    isImage
    url
  }
`;

graphql`
  fragment ClaimPage_revision on ClaimRevision {
    id
    number
    rev
    type
    title
    periodFrom
    periodTo
    date
    dueDate
    defaultDueDate
    poNumber
    paymentDetails
    billingMode
    resolvedBillingMode
    files {
      ...ClaimPage_file @relay(mask: false)
    }
    isDraft
    submittedAt
    submittedBy
    openedAt
    amountExcl
    tax
    netPayment
    invoiceReference
    submitProblems
    lines {
      ...ClaimPage_line @relay(mask: false)
    }
    retentionFormula {
      marginalRates {
        rate
        upTo
      }
      maxAmount
    }
    totals {
      grossToDate
      retentionsToDate
      subtotal
      previousSubtotal
      gstExclusive
      gst
      gstLabel
      netPayment
      lines {
        label
        amount
      }
    }
  }
`;

graphql`
  fragment ClaimPage_claim on Claim {
    id
    number
    status
    title
    label
    isPaid
    isPaying
    isUnread
    contentUpdatedAt
    createdAt
    viewerCanSeeDraft
    viewerCanEdit
    viewerCanSubmit
    viewerCanChangeToDraft
    viewerCanDeleteDraft
    viewerCanDelete
    viewerCanMarkPaid
    viewerCanSetPaying
    viewerCanResend
    xeroUrl
    pdfDownloadUrl
    pdfViewUrl
    pdfPreviewUrl
    draft {
      ...ClaimPage_revision @relay(mask: false)
    }
    latest {
      ...ClaimPage_revision @relay(mask: false)
    }
    contract {
      id
      claimsCount
      viewerCanCreateClaim
      createClaimDisabledReason
      ledger {
        ledgerRev
        draftNumber
        viewerCanEdit
      }
    }
  }
`;

const query = graphql`
  query ClaimPageQuery($owner: String!, $slug: String!, $number: Int!) {
    contract(owner: $owner, slug: $slug) {
      id
      slug
      siteName
      archivedAt
      viewerIsSupplier
      viewerPermissions
      taxRateId
      site {
        ...labels_address @relay(mask: false)
      }
      owner {
        name
        slug
      }
      parent {
        slug
        siteName
        owner {
          slug
        }
      }
      customer {
        name
        entityName
        address
        gstNumber
      }
      supplier {
        name
        entityName
        address
        gstNumber
        website
      }
      members {
        id
        relation
        isCustomerRecipient
        user {
          id
          name
          email
        }
      }
      ledger {
        ledgerRev
        draftNumber
        viewerCanEdit
        isDraftView
      }
      claims {
        id
        number
        title
        status
        label
        isPaid
      }
      claim(number: $number) {
        ...ClaimPage_claim @relay(mask: false)
      }
    }
  }
`;

export type ClaimPageData = ClaimPageQuery['response'];
export type ContractData = NonNullable<ClaimPageData['contract']>;
export type ClaimData = NonNullable<ContractData['claim']>;
export type RevisionData = NonNullable<ClaimData['latest']>;
export type LineData = RevisionData['lines'][number];

/** The claim number of the route: a whole number, else null ('Claim not found'). */
export function parseClaimNumber(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

export function toLine(l: LineData): LineWithFiles {
  return {
    itemId: l.itemId,
    type: l.entry.type as LineType,
    position: Number(l.entry.position),
    name: l.entry.name,
    group: l.entry.group,
    reference: l.entry.reference,
    totalPrice: Number(l.entry.totalPrice),
    unitPrice: Number(l.entry.unitPrice),
    qtyMilli: Number(l.entry.qtyMilli),
    amount: Number(l.entry.amount),
    previous: Number(l.previous),
    qtyPrevious: Number(l.qtyPrevious),
    isReversal: l.entry.isReversal,
    isRetention: l.isRetention,
    files: l.entry.files,
  };
}

function Missing({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <>
      <title>{`${title} · Claimdesk`}</title>
      <div className="rounded-xl border border-dashed border-border-strong bg-surface">
        <EmptyState icon={<FileQuestion />} title={title} description={description} action={action} />
      </div>
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

export interface ClaimViewProps {
  org: string;
  owner: string;
  slug: string;
  contract: ContractData;
  claim: ClaimData;
  variables: ClaimPageQuery['variables'];
}

function ClaimView({ org, owner, slug, contract, claim, variables }: ClaimViewProps) {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [showSubmitted, setShowSubmitted] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);

  const draftShown = claim.viewerCanSeeDraft && claim.draft != null && !(showSubmitted && claim.latest);
  const revision: RevisionData | null = draftShown ? claim.draft! : claim.latest ?? null;
  const editable = draftShown && claim.viewerCanEdit && contract.ledger.viewerCanEdit && !contract.archivedAt;

  const serverLines = useMemo(() => (revision ? revision.lines.map(toLine) : []), [revision]);
  const { stager, snapshot } = useLedgerStager({
    contractId: contract.id,
    number: claim.number,
    taxRateId: contract.taxRateId,
    ledgerRev: contract.ledger.ledgerRev,
    lines: serverLines,
  });
  const lines = useMemo(
    () => (editable ? stager.preview(serverLines) : serverLines),
    // the snapshot changes whenever staged edits do
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [editable, serverLines, snapshot, stager],
  );

  const refetch = useCallback(
    () =>
      fetchQuery<ClaimPageQuery>(environment, query, variables, {
        networkCacheConfig: { force: true, metadata: { errorDialog: false } },
      }).toPromise(),
    [environment, variables],
  );

  // Poll the ledger every 10 s while nothing waits to be saved (a poll never overwrites edits).
  usePoll<ClaimPageQuery>(query, variables, POLL_MS, () => stager.idle);

  // Viewing the latest revision marks the claim read.
  const latestRev = claim.latest?.rev ?? null;
  const shownLatest = !draftShown && revision != null && latestRev != null;
  const markedRef = useRef<string | null>(null);
  useEffect(() => {
    if (!shownLatest || !claim.isUnread) return;
    const key = `${claim.id}:${latestRev}`;
    if (markedRef.current === key) return;
    markedRef.current = key;
    void runMutation<claimMutationsMarkReadMutation>(environment, claimMarkReadMutation, {
      input: { contractId: contract.id, number: claim.number, rev: latestRev },
    }).catch(() => undefined);
  }, [shownLatest, claim.isUnread, claim.id, claim.number, contract.id, latestRev, environment]);

  const patch = useCallback(
    async (fields: PatchFields) => {
      if (!claim.draft) throw new Error('Only drafts are edited.');
      await runMutation<claimMutationsPatchMutation>(environment, claimPatchMutation, {
        input: {
          contractId: contract.id,
          number: claim.number,
          rev: claim.draft.rev,
          patch: fields as claimMutationsPatchMutation['variables']['input']['patch'],
        },
      });
    },
    [environment, contract.id, claim.number, claim.draft],
  );

  const reloadAndRebase = useCallback(async () => {
    const fresh = await refetch();
    const rev = fresh?.contract?.ledger.ledgerRev;
    if (rev) stager.rebase(rev);
  }, [refetch, stager]);

  const supplierName = contract.supplier?.entityName || contract.supplier?.name || 'No supplier';
  const badge = statusBadge(claim);
  const title = revision?.title ?? claim.title;

  let banner: ReactNode = null;
  if (claim.status === 'Deleted') {
    banner = (
      <Banner tone="neutral" icon={<FileX2 />} title={DELETED}>
        {NO_ACTIONS}
      </Banner>
    );
  } else if (claim.status === 'Voided') {
    banner = <Banner tone="danger" title={VOIDED} />;
  } else if (!revision && claim.status === 'New') {
    banner = <Banner tone="info" icon={<Lock />} title={DRAFT_NO_ACCESS} />;
  }

  const body = (() => {
    if (claim.status === 'Deleted') return null;
    if (!revision) {
      if (claim.status === 'New') return null;
      return <Missing title={REVISION_NOT_FOUND} />;
    }
    return (
      <ClaimDocument
        contract={contract}
        claim={claim}
        revision={revision}
        lines={lines}
        editable={editable}
        stager={stager}
        patch={patch}
        pending={!stager.idle}
      />
    );
  })();

  return (
    <>
      <title>{`${title} · ${contract.siteName} · Claimdesk`}</title>
      <header className="flex flex-col gap-3 pb-5">
        <nav aria-label="Breadcrumb" className="flex flex-wrap items-center gap-1.5 text-[13px] text-fg-subtle">
          <Link to={orgPath(org)} className="hover:text-fg">
            <CurrentOrgName orgSlug={org} />
          </Link>
          {contract.parent ? (
            <>
              <span aria-hidden>/</span>
              <Link to={contractPath(org, contract.parent.owner.slug, contract.parent.slug)} className="hover:text-fg">
                {contract.parent.siteName}
              </Link>
            </>
          ) : null}
          <span aria-hidden>/</span>
          <Link to={contractPath(org, owner, slug)} className="hover:text-fg" data-testid="breadcrumb-contract">
            {supplierName} / {contract.siteName}
          </Link>
          <span aria-hidden>/</span>
          <SiblingPicker org={org} owner={owner} slug={slug} claims={contract.claims} current={claim.number} title={claim.title} />
        </nav>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <h1 className="flex flex-wrap items-center gap-2.5 text-2xl font-semibold tracking-tight text-fg">
              {title}
              <Badge tone={badge.tone} dot data-testid="claim-status">
                {badge.text}
              </Badge>
            </h1>
            <p className="flex flex-wrap items-center gap-x-2 text-sm text-fg-muted">
              {revision ? (
                <>
                  <span>{revision.invoiceReference}</span>
                  <span aria-hidden>·</span>
                </>
              ) : null}
              <span>{contract.siteName}</span>
              {claim.latest && claim.draft && claim.viewerCanSeeDraft ? (
                <>
                  <span aria-hidden>·</span>
                  <button type="button" className="link text-sm" onClick={() => setShowSubmitted((v) => !v)}>
                    {showSubmitted ? 'Show the draft' : 'Show the submitted version'}
                  </button>
                </>
              ) : null}
            </p>
          </div>
          <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
            {editable ? (
              <SaveStatus
                saving={snapshot.inflight !== null}
                count={changeCount(snapshot.pending) + (snapshot.inflight ? changeCount(snapshot.inflight) : 0)}
                failed={snapshot.error !== null}
              />
            ) : null}
            <Button variant="ghost" icon={<PanelRight />} onClick={() => setPanelOpen(true)} aria-label="Activity and comments">
              <span className="hidden sm:inline">Activity</span>
            </Button>
            {claim.status !== 'Deleted' ? (
              <ClaimActions
                org={org}
                owner={owner}
                slug={slug}
                contract={contract}
                claim={claim}
                revision={revision}
                draftShown={draftShown}
                stager={stager}
                onDeleted={() => navigate(contractPath(org, owner, slug, 'claims'))}
              />
            ) : null}
          </div>
        </div>
      </header>
      <div className="flex flex-col gap-4">
        {banner}
        {snapshot.error ? (
          <Banner
            tone="danger"
            icon={<CircleAlert />}
            title={snapshot.error.message}
            action={
              snapshot.error.code === CONFLICT_CODE ? (
                <Button size="sm" variant="secondary" onClick={() => void reloadAndRebase()}>
                  Reload
                </Button>
              ) : (
                <div className="flex gap-2">
                  <Button size="sm" variant="secondary" onClick={() => stager.discard()}>
                    Discard changes
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => stager.retry()}>
                    Retry
                  </Button>
                </div>
              )
            }
          >
            {snapshot.error.code === CONFLICT_CODE
              ? 'Reload to see the other changes: your edits stay and are saved on top.'
              : 'Your edits are kept here and have not been saved.'}
          </Banner>
        ) : null}
        {contract.archivedAt ? (
          <Banner tone="warning" title="This project is archived">
            Its claims are read-only.
          </Banner>
        ) : null}
        {body}
      </div>
      <ClaimSidePanel open={panelOpen} onOpenChange={setPanelOpen} claimStatus={claim.status} claimId={claim.id} org={org} />
    </>
  );
}

function SaveStatus({ saving, count, failed }: { saving: boolean; count: number; failed: boolean }) {
  const text = failed ? 'Not saved' : saving ? 'Saving...' : count ? 'Unsaved changes' : 'All changes saved';
  return (
    <span
      className={cn(
        'mr-1 inline-flex items-center gap-1.5 text-[13px]',
        failed ? 'text-danger' : count || saving ? 'text-fg-muted' : 'text-fg-subtle',
      )}
      role="status"
      data-testid="save-status"
    >
      {failed ? (
        <CircleAlert aria-hidden className="size-3.5" />
      ) : saving ? (
        <Spinner size="sm" />
      ) : count ? (
        <CloudUpload aria-hidden className="size-3.5" />
      ) : (
        <Check aria-hidden className="size-3.5" />
      )}
      {text}
    </span>
  );
}

function SiblingPicker({
  org,
  owner,
  slug,
  claims,
  current,
  title,
}: {
  org: string;
  owner: string;
  slug: string;
  claims: ContractData['claims'];
  current: number;
  title: string;
}) {
  const navigate = useNavigate();
  return (
    <Menu>
      <MenuTrigger asChild>
        <button
          type="button"
          className="inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 font-medium text-fg hover:bg-hover"
          data-testid="claim-picker"
        >
          {title}
          <ChevronDown aria-hidden className="size-3.5 text-fg-subtle" />
        </button>
      </MenuTrigger>
      <MenuContent align="start" className="max-h-80 overflow-y-auto">
        <MenuRadioGroup
          value={String(current)}
          onValueChange={(value) => navigate(contractPath(org, owner, slug, 'claims', value))}
        >
          {claims.map((c) => {
            const badge = statusBadge(c);
            return (
              <MenuRadioItem key={c.id} value={String(c.number)}>
                <span className="flex w-full items-center justify-between gap-3">
                  {c.title}
                  <Badge tone={badge.tone} size="sm">
                    {badge.text}
                  </Badge>
                </span>
              </MenuRadioItem>
            );
          })}
        </MenuRadioGroup>
      </MenuContent>
    </Menu>
  );
}

export function ClaimPage() {
  return (
    <Suspense fallback={<Loader message={LOADING_DOCUMENT} />}>
      <ClaimScreen />
    </Suspense>
  );
}

export { ClaimPage as Component };
