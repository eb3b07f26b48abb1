// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runFarFromNewZealand } from '../test/farFromNz';
import { CALLBACK_RESULTS, CONNECTIONS_POLL_MS, IntegrationsPage } from './IntegrationsPage';

// The last error's time is an Auckland time whatever the machine's zone.
runFarFromNewZealand();

function connection(status: string, extra: Record<string, unknown> = {}) {
  return {
    id: 'Q29ubmVjdGlvbjox',
    provider: 'xero',
    status,
    remoteId: null,
    remoteName: null,
    remotes: [],
    lastError: null,
    lastErrorAt: null,
    retentionReceivableCode: '',
    retentionPayableCode: '',
    ...extra,
  };
}

async function shown(org: Record<string, unknown>, url = '/acme/settings/connections') {
  const environment = createMockEnvironment();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter initialEntries={[url]}>
        <Suspense fallback="loading">
          <IntegrationsPage />
        </Suspense>
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
  const operation = environment.mock.getMostRecentOperation();
  await act(async () =>
    environment.mock.resolve(operation, {
      data: {
        org: {
          id: 'T3JnOjE=',
          accountingConfigured: true,
          connectionsVersion: '1:a',
          viewerMember: { id: 'TWVtYmVyOjE=', permissions: ['OrgEdit'] },
          connections: [],
          ...org,
        },
      },
    }),
  );
  return environment;
}

describe('Integrations page', () => {
  afterEach(() => vi.useRealTimers());

  it('says Xero is not set up, with the switch off and disabled, when the server has no app', async () => {
    await shown({ accountingConfigured: false });
    expect(screen.getByText('Xero is not set up on this server')).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: 'Connect Xero' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect((toggle as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists the remote organisations to choose from once authorised', async () => {
    await shown({ connections: [connection('CHOOSE', { remotes: [{ id: 't1', name: 'Demo Company (NZ)' }, { id: 't2', name: 'Acme Books Ltd' }] })] });
    expect(screen.getByRole('switch', { name: 'Connect Xero' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['t1', 't2']);
    expect(screen.getByText('Which Xero organisation should claims go to?')).toBeTruthy();
  });

  it('asks to reconnect when Xero refused the grant, and shows the last error otherwise', async () => {
    await shown({ connections: [connection('RECONNECT', { lastError: 'refused' })] });
    expect(screen.getByText('Reconnect Xero')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reconnect' })).toBeTruthy();
    expect(screen.queryByTestId('xero-last-error')).toBeNull();
  });

  it('shows the last error of a connected Xero', async () => {
    await shown({ connections: [connection('CONNECTED', { remoteId: 't1', remoteName: 'Demo', remotes: [{ id: 't1', name: 'Demo' }], lastError: 'Claim INV-1 not created in Xero: HTTP 400' })] });
    expect(screen.getByTestId('xero-last-error').textContent).toBe('Claim INV-1 not created in Xero: HTTP 400');
    expect(screen.getByTestId('xero-remote').textContent).toContain('Demo');
  });

  it('says when the last error happened, in Auckland time', async () => {
    // 12:30 am on 29 November in Auckland; 3:30 am on the 28th in Los Angeles.
    await shown({ connections: [connection('CONNECTED', { remoteId: 't1', remoteName: 'Demo', remotes: [{ id: 't1', name: 'Demo' }], lastError: 'HTTP 400', lastErrorAt: '2026-11-28T11:30:00+00:00' })] });
    expect(screen.getByTestId('xero-last-error').parentElement?.textContent).toContain('HTTP 400 · 29 Nov 2026, 12:30 am');
  });

  it("explains a refused callback from '?result='", async () => {
    await shown({}, '/acme/settings/connections?result=expired');
    expect(screen.getByText(CALLBACK_RESULTS.expired)).toBeTruthy();
  });

  it("sets the Xero accounts retention posts to, a refusal beside its field (issue 38)", async () => {
    const CODE = "Enter the account's code as in Xero's chart of accounts: up to 10 letters or digits";
    const environment = await shown({ connections: [connection('CONNECTED', { remoteId: 't1', remoteName: 'Acme Ltd', retentionPayableCode: '2350' })] });
    const form = screen.getByTestId('xero-retention-accounts');
    expect((within(form).getByLabelText(/Retention payable/) as HTMLInputElement).value).toBe('2350');
    fireEvent.change(within(form).getByLabelText(/Retention receivable/), { target: { value: 'RET-REC' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save retention accounts' }));
    const save = environment.mock.getMostRecentOperation();
    expect(save.request.variables.input).toEqual({ connectionId: 'Q29ubmVjdGlvbjox', retentionReceivableCode: 'RET-REC', retentionPayableCode: '2350' });
    await act(async () =>
      environment.mock.resolve(save, { data: { connectionRetentionAccountsSet: null }, errors: [{ message: CODE, extensions: { field: 'retentionReceivableCode' } }] } as never),
    );
    const receivable = within(form).getByLabelText(/Retention receivable/);
    expect(await within(form).findByText(CODE)).toBeTruthy();
    expect(receivable.getAttribute('aria-invalid')).toBe('true');
  });

  it('offers no retention accounts before Xero is connected', async () => {
    await shown({ connections: [connection('CHOOSE', { remotes: [{ id: 't1', name: 'Acme Ltd' }] })] });
    expect(screen.queryByTestId('xero-retention-accounts')).toBeNull();
  });

  it('asks the version every 30 s', async () => {
    vi.useFakeTimers();
    const environment = await shown({});
    const asked = () => environment.mock.getAllOperations().map((o) => o.request.node.params.name);
    expect(asked()).toEqual([]);
    await act(async () => {
      vi.advanceTimersByTime(CONNECTIONS_POLL_MS);
    });
    expect(asked()).toEqual(['IntegrationsPageVersionQuery']);
  });
});
