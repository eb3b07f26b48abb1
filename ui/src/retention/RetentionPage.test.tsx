// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { NUMBER_SHAPE } from './accountNumber';
import { AMOUNT_POSITIVE } from './recordForm';
import { RetentionPage } from './RetentionPage';
import { NOTHING_HELD_FROM_US, NOTHING_WE_HOLD } from './texts';

const WARNING =
  'Retention money of $10,000.00 is held for Acme Builders with no trust account or complying instrument recorded (CCA s 18D).';

function ledger(weHold: boolean, money: number, shortfall: number, warning: string | null = null) {
  return {
    contractId: weHold ? 'Q29udHJhY3Q6MQ==' : 'Q29udHJhY3Q6Mg==',
    siteName: weHold ? 'Harbour View' : 'Main Road',
    ownerSlug: 'acme',
    contractSlug: weHold ? 'harbour-view' : 'main-road',
    holderName: weHold ? 'Client Co' : 'Head Co',
    payeeName: weHold ? 'Acme Builders' : 'Client Co',
    weHold,
    viewerCanRecord: weHold,
    warning,
    releaseClaimsOut: [] as string[],
    balances: { retentionMoney: money, heldInAccount: money - shortfall, coveredByInstruments: 0, shortfall },
  };
}

async function renderPage(overview: Record<string, unknown>) {
  const environment = createMockEnvironment();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter initialEntries={['/client/retention']}>
        <Routes>
          <Route path="/:org/retention" element={<RetentionPage />} />
        </Routes>
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
  expect(screen.getByText('Loading retention...')).toBeTruthy();
  await act(async () =>
    environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, {
        RetentionOverview: () => ({
          notNettedReason: 'Never netted: each is trust money of a different party.',
          viewerCanKeepAccount: true,
          banks: [{ key: 'anz', name: 'ANZ Bank New Zealand Limited' }],
          banksSource: 'Reserve Bank of New Zealand, Register of registered banks',
          banksAsOf: '2026-11-29',
          trustAccount: null,
          ...overview,
        }),
      }),
    ),
  );
  return environment;
}

describe('the Retention page', () => {
  it('shows what we hold and what is held from us apart, with the warning, never netted', async () => {
    await renderPage({ weHold: [ledger(true, 1_000_000, 1_000_000, WARNING)], heldFromUs: [ledger(false, 50_000, 0)] });
    const weHold = screen.getByTestId('retention-weHold');
    expect(within(weHold).getByText('Harbour View')).toBeTruthy();
    // The contract's link is one path segment per slug (built as one string, its slashes were encoded).
    expect(within(weHold).getByRole('link', { name: 'Harbour View' }).getAttribute('href')).toBe('/client/projects/acme/harbour-view');
    expect(within(weHold).getByTestId('retention-shortfall').textContent).toBe('$10,000.00');
    expect(screen.getByTestId('retention-warning').textContent).toContain(WARNING);
    const heldFromUs = screen.getByTestId('retention-heldFromUs');
    expect(within(heldFromUs).getByText('Head Co')).toBeTruthy();
    expect(within(heldFromUs).getByTestId('retention-money').textContent).toBe('$500.00');
    expect(screen.getByText('Never netted: each is trust money of a different party.')).toBeTruthy();
  });

  it('shows each side’s totals as the server sums them', async () => {
    const other = { ...ledger(true, 200_000, 0), contractId: 'Q29udHJhY3Q6Mw==', siteName: 'Quay Street' };
    // Figures no sum of the rows gives: the screen shows the server's totals and adds nothing up itself.
    const totals = { retentionMoney: 1_234_500, heldInAccount: 234_500, coveredByInstruments: 100, shortfall: 999_900 };
    await renderPage({ weHold: [ledger(true, 1_000_000, 1_000_000), other], weHoldTotals: totals, heldFromUs: [] });
    const footer = within(screen.getByTestId('retention-weHold')).getByText('Total').closest('tr')!;
    expect([...footer.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '$12,345.00',
      '$2,345.00',
      '$1.00',
      '$9,999.00',
      '',
    ]);
  });

  it('says so when nothing is held on either side', async () => {
    await renderPage({ weHold: [], heldFromUs: [] });
    expect(screen.getByText(NOTHING_WE_HOLD)).toBeTruthy();
    expect(screen.getByText(NOTHING_HELD_FROM_US)).toBeTruthy();
  });

  it('names the bank list’s source and the date of the register it was checked against', async () => {
    await renderPage({ weHold: [], heldFromUs: [], banksAsOf: '2025-11-07' });
    expect(screen.getByText(/Reserve Bank of New Zealand, Register of registered banks as of 7 November 2025/)).toBeTruthy();
  });

  it('shows an account number of the wrong shape beside its field, without sending it', async () => {
    const environment = await renderPage({ weHold: [], heldFromUs: [] });
    fireEvent.change(screen.getByLabelText(/Account number/), { target: { value: '12-3456-12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record trust account' }));
    const field = screen.getByLabelText(/Account number/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!.split(' ').find((id) => document.getElementById(id)?.textContent === NUMBER_SHAPE)!)).toBeTruthy();
    expect(environment.mock.getAllOperations()).toEqual([]);
  });

  it('shows the server’s refusal beside the field it names', async () => {
    const environment = await renderPage({ weHold: [], heldFromUs: [] });
    fireEvent.change(screen.getByLabelText(/Account number/), { target: { value: '01-0902-0068389-00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record trust account' }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { retentionTrustAccountSave: null },
        errors: [{ message: 'Confirm the account holds only retention money', extensions: { field: 'attest' } }],
      } as never),
    );
    const refusal = await screen.findByText('Confirm the account holds only retention money');
    // Beside the attestation's box, the field it names.
    expect(refusal.closest('[data-testid="trust-account-form"]')).toBeTruthy();
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a refusal naming no field of the form under the form', async () => {
    const environment = await renderPage({ weHold: [], heldFromUs: [] });
    fireEvent.change(screen.getByLabelText(/Account number/), { target: { value: '01-0902-0068389-00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record trust account' }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { retentionTrustAccountSave: null },
        errors: [{ message: 'Only owners and members who can edit projects can record the trust account', extensions: { code: 'FORBIDDEN' } }],
      } as never),
    );
    await screen.findByText('Only owners and members who can edit projects can record the trust account');
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByLabelText(/Account number/).getAttribute('aria-invalid')).not.toBe('true');
  });

  it('tells a viewer who may not record the account why, in the server’s words', async () => {
    await renderPage({ weHold: [], heldFromUs: [], viewerCanKeepAccount: false });
    expect(screen.getByText('Only owners and members who can edit projects can record the trust account')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Record trust account' })).toHaveProperty('disabled', true);
  });

  it('asks for the page again once the account is recorded (its warnings follow the account)', async () => {
    const environment = await renderPage({ weHold: [ledger(true, 1_000_000, 1_000_000, WARNING)], heldFromUs: [] });
    fireEvent.change(screen.getByLabelText(/Account number/), { target: { value: '01-0902-0068389-00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record trust account' }));
    const save = environment.mock.getMostRecentOperation();
    expect(save.request.variables.input).toMatchObject({ accountNumber: '01-0902-0068389-00', attest: false });
    await act(async () =>
      environment.mock.resolve(save, { data: { retentionTrustAccountSave: { trustAccount: { accountNumber: '01-0902-0068389-00' } } } }),
    );
    expect(environment.mock.getAllOperations().map((o) => o.request.node.params.name)).toEqual(['RetentionPageQuery']);
  });

  describe('recording on a ledger we hold', () => {
    const ONLY_HELD = 'Only $10,000.00 of retention money is held for Acme Builders on Harbour View.';

    async function openRecord(item: string) {
      const opener = screen.getByRole('button', { name: 'Record on Harbour View' });
      act(() => opener.focus());
      fireEvent.keyDown(opener, { key: 'Enter' });
      const choice = await screen.findByRole('menuitem', { name: item });
      act(() => choice.focus());
      fireEvent.keyDown(choice, { key: 'Enter' });
      return screen.findByRole('dialog');
    }

    it('is offered on our ledgers only, where the viewer may record', async () => {
      await renderPage({ weHold: [ledger(true, 1_000_000, 1_000_000)], heldFromUs: [ledger(false, 50_000, 0)] });
      expect(within(screen.getByTestId('retention-weHold')).getByRole('button', { name: 'Record on Harbour View' })).toBeTruthy();
      expect(within(screen.getByTestId('retention-heldFromUs')).queryByRole('button', { name: /Record/ })).toBeNull();
    });

    it('is not offered where the viewer may not record', async () => {
      await renderPage({ weHold: [{ ...ledger(true, 1_000_000, 1_000_000), viewerCanRecord: false }], heldFromUs: [] });
      expect(screen.queryByRole('button', { name: /Record on/ })).toBeNull();
    });

    it('shows a release of more than is held refused beside the amount, then saves and asks for the balances again', async () => {
      const environment = await renderPage({ weHold: [ledger(true, 1_000_000, 0)], heldFromUs: [] });
      const dialog = await openRecord('Release to the subcontractor');
      expect(within(dialog).getByText('Record a release')).toBeTruthy();
      const amount = within(dialog).getByLabelText(/Amount/);
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true)); // the keyboard is in the dialog

      // Nothing typed: refused before sending.
      fireEvent.click(within(dialog).getByRole('button', { name: 'Record release' }));
      expect(within(dialog).getByText(AMOUNT_POSITIVE)).toBeTruthy();
      expect(environment.mock.getAllOperations()).toEqual([]);

      fireEvent.change(amount, { target: { value: '20,000' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Record release' }));
      const release = environment.mock.getMostRecentOperation();
      expect(release.request.node.params.name).toBe('RecordDialogEntryMutation');
      expect(release.request.variables.input).toMatchObject({ contractId: 'Q29udHJhY3Q6MQ==', kind: 'released', amount: 2_000_000 });
      await act(async () =>
        environment.mock.resolve(release, {
          data: { retentionEntryRecord: null },
          errors: [{ message: ONLY_HELD, extensions: { field: 'amount' } }],
        } as never),
      );
      const refusal = await within(dialog).findByText(ONLY_HELD);
      expect(amount.getAttribute('aria-invalid')).toBe('true');
      expect(amount.getAttribute('aria-describedby')).toContain(refusal.closest('[aria-live]')!.id);

      fireEvent.change(amount, { target: { value: '10,000' } });
      expect(within(dialog).queryByText(ONLY_HELD)).toBeNull(); // typing clears it
      fireEvent.click(within(dialog).getByRole('button', { name: 'Record release' }));
      await act(async () =>
        environment.mock.resolveMostRecentOperation({ data: { retentionEntryRecord: { ledger: { contractId: 'Q29udHJhY3Q6MQ==' } } } }),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(environment.mock.getAllOperations().map((o) => o.request.node.params.name)).toEqual(['RetentionPageQuery']);
    });

    it('warns, and still records, a release while a claim of one is out', async () => {
      const OUT = 'Claim 2 from Acme Builders claims this release: record it when you schedule that claim.';
      const environment = await renderPage({ weHold: [{ ...ledger(true, 1_000_000, 0), releaseClaimsOut: [OUT] }], heldFromUs: [] });
      const dialog = await openRecord('Release to the subcontractor');
      expect(within(dialog).getByTestId('release-claim-out').textContent).toContain(OUT);
      fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '1,234.56' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Record release' }));
      expect(environment.mock.getMostRecentOperation().request.variables.input).toMatchObject({ kind: 'released', amount: 123_456 });
    });

    it('does not warn of a claim out on a deposit', async () => {
      const OUT = 'Claim 2 from Acme Builders claims this release: record it when you schedule that claim.';
      await renderPage({ weHold: [{ ...ledger(true, 1_000_000, 1_000_000), releaseClaimsOut: [OUT] }], heldFromUs: [] });
      const dialog = await openRecord('Deposit into the trust account');
      expect(within(dialog).queryByTestId('release-claim-out')).toBeNull();
    });

    it('records an instrument with its dates checked first', async () => {
      const environment = await renderPage({ weHold: [ledger(true, 1_000_000, 1_000_000)], heldFromUs: [] });
      const dialog = await openRecord('Instrument (insurance, bond or guarantee)');
      fireEvent.change(within(dialog).getByLabelText(/Kind/), { target: { value: 'bond' } });
      fireEvent.change(within(dialog).getByLabelText(/Insurer or provider/), { target: { value: 'Surety Ltd' } });
      fireEvent.change(within(dialog).getByLabelText(/Amount it protects/), { target: { value: '10,000' } });
      fireEvent.change(within(dialog).getByLabelText(/Starts on/), { target: { value: '2026-11-01' } });
      fireEvent.change(within(dialog).getByLabelText(/Expires on/), { target: { value: '2026-10-01' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Record instrument' }));
      expect(within(dialog).getByText('The expiry date must be after the start date')).toBeTruthy();
      expect(environment.mock.getAllOperations()).toEqual([]);
      fireEvent.change(within(dialog).getByLabelText(/Expires on/), { target: { value: '2027-11-01' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Record instrument' }));
      const save = environment.mock.getMostRecentOperation();
      expect(save.request.variables.input).toEqual({
        contractId: 'Q29udHJhY3Q6MQ==',
        kind: 'bond',
        provider: 'Surety Ltd',
        reference: null,
        amount: 1_000_000,
        startsOn: '2026-11-01',
        expiresOn: '2027-11-01',
      });
      await act(async () =>
        environment.mock.resolve(save, { data: { retentionInstrumentRecord: { ledger: { contractId: 'Q29udHJhY3Q6MQ==' } } } }),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  });
});
