/**
 * The Retention page's due items (issue 38; app/retention/due.py): 'Deposits outstanding' — per
 * subcontractor, the retention money the organisation holds and has not deposited in its trust
 * account (or covered by an instrument) by the end of the contract's deposit period, with the count
 * of separate exposures (one per late withholding per ledger) — and 'Releases due': the release
 * stages whose date is known and not yet cleared by releases recorded, on the side that owes them
 * and the side they are owed to ('Retention due to us'), with interest once late. The server
 * computes every amount and date; this only shows them. A fragment of the page's one query. A release
 * due to us whose date has come can be claimed through the ordinary claim flow (ClaimReleaseButton).
 */
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { DueCards_ledgers$key } from '../__generated__/DueCards_ledgers.graphql';
import type { DueCards_query$key } from '../__generated__/DueCards_query.graphql';
import { formatDate } from '../lib/dates';
import { dollars } from '../lib/format';
import { contractPath } from '../projects/paths';
import { useOrgSlug } from '../shell/org';
import { Badge } from '../ui/Badge';
import { Banner } from '../ui/Banner';
import { Card, CardBody, CardHeader } from '../ui/Card';
import { EmptyState } from '../ui/EmptyState';
import { Table, TBody, Td, Th, THead, Tr } from '../ui/Table';
import { ClaimReleaseButton } from './ClaimReleaseButton';

export const DEPOSITS_TITLE = 'Deposits outstanding';
export const NOTHING_OUTSTANDING = 'No retention money is outstanding past its deposit period.';
export const RELEASES_TITLE = 'Releases due';
export const RELEASES_DESCRIPTION =
  'Each release stage of a contract’s retention terms once its date is known, until releases recorded clear it.';
export const WE_OWE = 'We owe';
export const DUE_TO_US = 'Retention due to us';
export const NO_RELEASES = 'No release is due: a stage is listed once its event’s date is recorded in the contract’s retention terms.';
export const LATE = 'Late';

const fragment = graphql`
  fragment DueCards_query on Query {
    retentionDue {
      depositNote
      depositSummary
      depositAlerts {
        payeeName
        outstanding
        exposureCount
        ledgers {
          contractId
          siteName
          ownerSlug
          contractSlug
          depositDaysNote
          exposures {
            entryNumber
            withheldOn
            depositBy
            amount
          }
        }
      }
      releasesWeOwe {
        ...DueCards_ledgers
      }
      releasesDueToUs {
        ...DueCards_ledgers
      }
    }
  }
`;

const ledgersFragment = graphql`
  fragment DueCards_ledgers on RetentionLedgerDue @relay(plural: true) {
    contractId
    siteName
    ownerSlug
    contractSlug
    holderName
    payeeName
    releases {
      stage
      stageIndex
      releaseOn
      text
      late
      owed
      interest
    }
  }
`;

/** 'Deposits outstanding': shown to an organisation holding retention (or with an alert). */
export function DepositsOutstanding({ query: key, holds }: { query: DueCards_query$key; holds: boolean }) {
  const due = useFragment(fragment, key).retentionDue;
  const org = useOrgSlug();
  if (!due) return null;
  const alerts = due.depositAlerts;
  return (
    <>
      {holds || alerts.length > 0 ? (
        <Card aria-labelledby="retention-deposits-title" data-testid="retention-deposits">
          <CardHeader title={<span id="retention-deposits-title">{DEPOSITS_TITLE}</span>} description={due.depositNote} />
          <CardBody className="flex flex-col gap-3">
            {alerts.length === 0 ? (
              <EmptyState compact title={NOTHING_OUTSTANDING} />
            ) : (
              <>
                <Banner tone="danger" title={due.depositSummary}>
                  Deposit it or record an instrument covering it, then record the deposit on its ledger above.
                </Banner>
                <Table dense>
                  <THead>
                    <Tr>
                      <Th>Subcontractor</Th>
                      <Th>Withheld and not deposited</Th>
                      <Th numeric>Exposures</Th>
                      <Th numeric>Outstanding</Th>
                    </Tr>
                  </THead>
                  <TBody>
                    {alerts.map((a) => (
                      <Tr key={a.payeeName} data-testid="retention-deposit-alert">
                        <Td className="align-top font-medium">{a.payeeName}</Td>
                        <Td>
                          <ul className="flex flex-col gap-1">
                            {a.ledgers.map((l) => (
                              <li key={l.contractId}>
                                <Link className="link" to={contractPath(org, l.ownerSlug, l.contractSlug)}>
                                  {l.siteName}
                                </Link>
                                <ul className="text-[13px] text-fg-muted">
                                  {l.exposures.map((e) => (
                                    <li key={e.entryNumber} data-testid="retention-exposure">
                                      {dollars(Number(e.amount))} withheld {formatDate(e.withheldOn)}, to be deposited by{' '}
                                      {formatDate(e.depositBy)}
                                    </li>
                                  ))}
                                </ul>
                                {l.depositDaysNote ? <p className="text-[13px] text-fg-subtle">{l.depositDaysNote}</p> : null}
                              </li>
                            ))}
                          </ul>
                        </Td>
                        <Td numeric className="align-top" data-testid="retention-exposure-count">
                          {a.exposureCount}
                        </Td>
                        <Td numeric className="align-top font-semibold text-danger" data-testid="retention-outstanding">
                          {dollars(Number(a.outstanding))}
                        </Td>
                      </Tr>
                    ))}
                  </TBody>
                </Table>
              </>
            )}
          </CardBody>
        </Card>
      ) : null}
    </>
  );
}

/** 'Releases due': what we owe and what is due to us, apart. */
export function ReleasesDue({ query: key }: { query: DueCards_query$key }) {
  const due = useFragment(fragment, key).retentionDue;
  const org = useOrgSlug();
  if (!due) return null;
  const owe = due.releasesWeOwe;
  const owed = due.releasesDueToUs;
  return (
    <>
      <Card aria-labelledby="retention-releases-title" data-testid="retention-releases">
        <CardHeader title={<span id="retention-releases-title">{RELEASES_TITLE}</span>} description={RELEASES_DESCRIPTION} />
        <CardBody className="flex flex-col gap-5">
          {owe.length === 0 && owed.length === 0 ? <EmptyState compact title={NO_RELEASES} /> : null}
          <ReleaseList title={WE_OWE} ledgers={owe} side="weOwe" org={org} />
          <ReleaseList title={DUE_TO_US} ledgers={owed} side="dueToUs" org={org} />
        </CardBody>
      </Card>
    </>
  );
}


function ReleaseList({
  title,
  ledgers: key,
  side,
  org,
}: {
  title: string;
  ledgers: DueCards_ledgers$key;
  side: 'weOwe' | 'dueToUs';
  org: string;
}) {
  const ledgers = useFragment(ledgersFragment, key);
  if (ledgers.length === 0) return null;
  return (
    <section aria-label={title} data-testid={`retention-releases-${side}`} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-fg">{title}</h3>
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {ledgers.map((l) => (
          <li key={l.contractId} className="flex flex-col gap-1 px-4 py-3">
            <p className="text-sm">
              <Link className="link font-medium" to={contractPath(org, l.ownerSlug, l.contractSlug)}>
                {l.siteName}
              </Link>
              <span className="text-fg-muted"> · {side === 'weOwe' ? `to ${l.payeeName}` : `held by ${l.holderName}`}</span>
            </p>
            <ul className="flex flex-col gap-1">
              {l.releases.map((r) => (
                <li key={`${r.stageIndex}-${r.releaseOn}`} data-testid="retention-release-due" className="text-sm text-fg">
                  <span className="flex flex-wrap items-center gap-2">
                    {r.text}
                    {r.late ? <Badge tone="danger">{LATE}</Badge> : null}
                  </span>
                  {r.interest ? <span className="block text-[13px] text-fg-muted">{r.interest}</span> : null}
                  {side === 'dueToUs' && r.owed ? (
                    <span className="mt-1 block">
                      <ClaimReleaseButton
                        contractId={l.contractId}
                        stage={r.stageIndex}
                        label={r.stage}
                        org={org}
                        ownerSlug={l.ownerSlug}
                        contractSlug={l.contractSlug}
                      />
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
