/**
 * /{org}/variations — the variation register (issue 36): every issue the organisation reaches
 * across its projects, each with its variations (one per contract): the project and the other
 * party, the estimate (excluding GST), both approvals and who must act next from the viewer's side
 * ('Waiting for you' marked). Filters: state (Open, Approved, Rejected) and project, kept in the
 * address. Polled every 30 s through its version, as the home lists are: the list is fetched
 * again only when a row changed. Reachable from the side nav and the palette ('Go to Variations').
 */
import { Suspense, useMemo } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router';
import { Shuffle } from 'lucide-react';
import type { RegisterPageProjectsQuery } from '../__generated__/RegisterPageProjectsQuery.graphql';
import type { RegisterPageQuery } from '../__generated__/RegisterPageQuery.graphql';
import type { RegisterPageVersionQuery } from '../__generated__/RegisterPageVersionQuery.graphql';
import { dollars } from '../lib/format';
import { usePoll } from '../lib/usePoll';
import { orgPath, useOrgSlug } from '../shell/org';
import { Badge, type BadgeTone } from '../ui/Badge';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { NativeSelect } from '../ui/Input';
import { PageHeader } from '../ui/PageHeader';
import { Loader } from '../ui/Spinner';
import { awaitingLabel, awaitingTone } from './awaiting';
import { byIssue, filtersOf, REGISTER_STATES, searchOf, type RegisterFilters } from './register';

export const REGISTER_TITLE = 'Variations';
export const LOADING_REGISTER = 'Loading variations...';
export const REGISTER_POLL_MS = 30_000;
export const NO_VARIATIONS = 'No variations yet';
export const NO_MATCHES = 'No variations match these filters';
const ALL = '';

const query = graphql`
  query RegisterPageQuery($state: VariationRegisterState, $projectId: ID) {
    variationRegisterVersion(state: $state, projectId: $projectId)
    variationRegister(state: $state, projectId: $projectId) {
      id
      contractId
      issue {
        id
        number
        title
        raisedBySupplier
      }
      contract {
        siteName
        supplier {
          name
        }
        customer {
          name
        }
      }
      estimate {
        total
      }
      supplierApproval {
        state
      }
      customerApproval {
        state
      }
      awaiting
      viewerMustAct
      viewerIsSupplier
    }
  }
`;

const versionQuery = graphql`
  query RegisterPageVersionQuery($state: VariationRegisterState, $projectId: ID) {
    variationRegisterVersion(state: $state, projectId: $projectId)
  }
`;

const projectsQuery = graphql`
  query RegisterPageProjectsQuery {
    projects {
      contracts(first: 5000) {
        edges {
          node {
            id
            siteName
          }
        }
      }
    }
  }
`;

const TONES: Record<string, BadgeTone> = { Pending: 'neutral', Approved: 'success', Rejected: 'danger' };

function ProjectFilter({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const data = useLazyLoadQuery<RegisterPageProjectsQuery>(projectsQuery, {}, { fetchPolicy: 'store-or-network' });
  const options = (data.projects?.contracts.edges ?? [])
    .map((e) => e?.node)
    .filter((n): n is NonNullable<typeof n> => Boolean(n))
    .map((n) => ({ value: n.id, label: n.siteName }));
  return (
    <NativeSelect
      aria-label="Project"
      className="w-full sm:w-56"
      value={value ?? ALL}
      onChange={(e) => onChange(e.target.value || null)}
      options={[{ value: ALL, label: 'All projects' }, ...options]}
      data-testid="register-project-filter"
    />
  );
}

function Rows({ org, filters, onClear }: { org: string; filters: RegisterFilters; onClear: () => void }) {
  const variables = useMemo(() => ({ state: filters.state, projectId: filters.projectId }), [filters.state, filters.projectId]);
  const data = useLazyLoadQuery<RegisterPageQuery>(query, variables, { fetchPolicy: 'store-and-network' });
  usePoll<RegisterPageQuery, RegisterPageVersionQuery>(query, variables, REGISTER_POLL_MS, undefined, {
    query: versionQuery,
    variables,
    read: (d) => d.variationRegisterVersion,
    loadedOf: (d) => d.variationRegisterVersion,
    loaded: data.variationRegisterVersion,
  });
  const groups = byIssue(data.variationRegister);
  if (!groups.length) {
    const filtered = Boolean(filters.state || filters.projectId);
    return (
      <EmptyState
        bordered
        icon={<Shuffle />}
        title={filtered ? NO_MATCHES : NO_VARIATIONS}
        description={
          filtered
            ? 'Try another state or project.'
            : 'Requests for variations, from your customers, your subcontractors or you, show here with who must act next.'
        }
        action={
          filtered ? (
            <Button variant="secondary" size="sm" onClick={onClear}>
              Clear filters
            </Button>
          ) : null
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-4" data-testid="variation-register">
      {groups.map((rows) => {
        const issue = rows[0].issue;
        return (
          <section key={issue.id} aria-labelledby={`register-issue-${issue.number}`} className="overflow-hidden rounded-xl border border-border bg-surface shadow-xs" data-testid="register-issue">
            <header className="flex flex-wrap items-center gap-2 border-b border-border bg-muted/40 px-4 py-2">
              <h2 id={`register-issue-${issue.number}`} className="min-w-0 flex-1 truncate text-sm font-semibold text-fg">
                <span className="text-fg-muted">#{issue.number}</span> {issue.title}
              </h2>
              {issue.raisedBySupplier ? <Badge size="sm" tone="accent">Requested by the supplier</Badge> : null}
            </header>
            <ul aria-label={`Variations of ${issue.title}`}>
              {rows.map((v) => {
                const party = v.viewerIsSupplier ? v.contract.customer?.name : v.contract.supplier?.name;
                return (
                  <li key={v.id} className="border-b border-border last:border-b-0">
                    <Link
                      to={`${orgPath(org, 'issues', issue.number)}?c=${encodeURIComponent(v.contractId)}`}
                      className="flex flex-wrap items-center gap-x-3 gap-y-1.5 px-4 py-2.5 text-sm hover:bg-hover"
                      data-testid="register-row"
                    >
                      <span className="min-w-0 flex-1 basis-48 truncate text-fg">
                        <span className="font-medium">{v.contract.siteName}</span>
                        {party ? <span className="text-fg-muted"> · {party}</span> : null}
                      </span>
                      <span className="w-28 text-right tabular-nums text-fg" data-testid="register-amount">
                        {v.estimate ? dollars(v.estimate.total) : <span className="text-fg-muted">No estimate</span>}
                      </span>
                      <Badge size="sm" tone={awaitingTone(v.viewerMustAct, v.awaiting)} data-testid="variation-awaiting">
                        {awaitingLabel(v.awaiting, v.viewerIsSupplier)}
                      </Badge>
                      <span className="flex gap-1.5">
                        <Badge size="sm" tone={TONES[v.supplierApproval.state] ?? 'neutral'}>
                          Supplier: {v.supplierApproval.state}
                        </Badge>
                        <Badge size="sm" tone={TONES[v.customerApproval.state] ?? 'neutral'}>
                          Customer: {v.customerApproval.state}
                        </Badge>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

export function RegisterPage() {
  const org = useOrgSlug();
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const set = (next: RegisterFilters) => setSearch(searchOf(next), { replace: true });
  return (
    <>
      <title>{`${REGISTER_TITLE} · Claimdesk`}</title>
      <PageHeader
        title={REGISTER_TITLE}
        description="Every request for a variation across your projects: its state, the estimate (excl. GST) and who must act next."
      />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row" role="group" aria-label="Filters">
        <NativeSelect
          aria-label="State"
          className="w-full sm:w-44"
          value={filters.state ?? ALL}
          onChange={(e) => set({ ...filters, state: (e.target.value || null) as RegisterFilters['state'] })}
          options={[{ value: ALL, label: 'All states' }, ...REGISTER_STATES.map((s) => ({ value: s, label: s }))]}
          data-testid="register-state-filter"
        />
        <Suspense fallback={<NativeSelect aria-label="Project" className="w-full sm:w-56" disabled options={[{ value: ALL, label: 'All projects' }]} />}>
          <ProjectFilter value={filters.projectId} onChange={(projectId) => set({ ...filters, projectId })} />
        </Suspense>
      </div>
      <Suspense fallback={<Loader message={LOADING_REGISTER} />}>
        <Rows org={org} filters={filters} onClear={() => set({ state: null, projectId: null })} />
      </Suspense>
    </>
  );
}

export { RegisterPage as Component };
