// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { REGISTER_POLL_MS, RegisterPage } from './RegisterPage';

function renderAt(path: string) {
  const environment = createMockEnvironment();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:org/variations" element={<RegisterPage />} />
        </Routes>
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
  return environment;
}

const names = (environment: ReturnType<typeof createMockEnvironment>) =>
  environment.mock.getAllOperations().map((o) => o.request.node.params.name);

async function answer(environment: ReturnType<typeof createMockEnvironment>, name: string, data: object) {
  const operation = environment.mock.getAllOperations().find((o) => o.request.node.params.name === name)!;
  await act(async () => environment.mock.resolve(operation, { data }));
}

const row = (id: string, issue: number, title: string, site: string, extra: object = {}) => ({
  id,
  contractId: `C${site}`,
  issue: { id: `I${issue}`, number: issue, title, raisedBySupplier: false },
  contract: { siteName: site, supplier: { name: `Sub ${site}` }, customer: { name: 'Head Co' } },
  estimate: null,
  supplierApproval: { state: 'Pending' },
  customerApproval: { state: 'Pending' },
  awaiting: 'Supplier',
  viewerMustAct: false,
  viewerIsSupplier: false,
  ...extra,
});

describe('the variation register', () => {
  it('groups each issue’s variations, says who must act, and polls its version', async () => {
    vi.useFakeTimers();
    const environment = renderAt('/acme/variations?state=Open');
    expect(names(environment)).toContain('RegisterPageQuery');
    const query = environment.mock.getAllOperations().find((o) => o.request.node.params.name === 'RegisterPageQuery')!;
    expect(query.request.variables).toEqual({ state: 'Open', projectId: null });
    await answer(environment, 'RegisterPageProjectsQuery', { projects: { contracts: { edges: [] } } });
    await answer(environment, 'RegisterPageQuery', {
      variationRegisterVersion: 'v1',
      variationRegister: [
        row('V1', 8, 'Fire stopping', 'Tower A', {
          issue: { id: 'I8', number: 8, title: 'Fire stopping', raisedBySupplier: true },
          estimate: { total: 420_000 },
          awaiting: 'Customer',
          viewerMustAct: true,
        }),
        row('V2', 7, 'Move the stair', 'Tower A'),
        row('V3', 7, 'Move the stair', 'Tower B', { awaiting: null, supplierApproval: { state: 'Approved' }, customerApproval: { state: 'Approved' } }),
      ],
    });
    const issues = screen.getAllByTestId('register-issue');
    expect(issues.map((i) => i.querySelector('h2')?.textContent)).toEqual(['#8 Fire stopping', '#7 Move the stair']);
    expect(issues[0].textContent).toContain('Requested by the supplier');
    const rows = screen.getAllByTestId('register-row');
    expect(rows.map((r) => r.querySelector('[data-testid=variation-awaiting]')?.textContent)).toEqual([
      'Waiting for you',
      'Waiting for the supplier',
      'Nothing to do',
    ]);
    expect(rows[0].textContent).toContain('$4,200.00');
    expect(rows[0].textContent).toContain('Tower A · Sub Tower A');
    expect(rows[0].getAttribute('href')).toBe('/acme/issues/8?c=CTower%20A');
    // The poll asks the version only; the same version fetches nothing more.
    await act(async () => vi.advanceTimersByTime(REGISTER_POLL_MS));
    expect(names(environment)).toEqual(['RegisterPageVersionQuery']);
    await answer(environment, 'RegisterPageVersionQuery', { variationRegisterVersion: 'v1' });
    expect(names(environment)).toEqual([]);
    vi.useRealTimers();
  });

  it('says so when there is none, and when the filters match none', async () => {
    let environment = renderAt('/acme/variations');
    await answer(environment, 'RegisterPageQuery', { variationRegisterVersion: '0.0', variationRegister: [] });
    expect(screen.getByText('No variations yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    document.body.innerHTML = '';
    environment = renderAt('/acme/variations?state=Rejected');
    await answer(environment, 'RegisterPageQuery', { variationRegisterVersion: '0.0', variationRegister: [] });
    expect(screen.getByText('No variations match these filters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });

  it('shows its loading state while the list is asked', () => {
    renderAt('/acme/variations');
    expect(screen.getByText('Loading variations...')).toBeTruthy();
  });
});
