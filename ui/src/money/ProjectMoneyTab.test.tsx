// @vitest-environment jsdom
import { Suspense } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProjectMoneyTab } from './ProjectMoneyTab';

const TRUST = 'Retention the principal holds from you does not count towards the trust money you must hold for your subcontractors.';

function side(claimed: number, scheduled = 0, paid = 0, retentionWithheld = 0) {
  return { claimed, scheduled, payable: claimed, paid, outstanding: claimed - paid, retentionWithheld };
}

function money(extra: Record<string, unknown> = {}) {
  return {
    hasMoneyIn: true,
    hasMoneyOut: true,
    isHeadContractor: true,
    csv: '\ufeff"Month","In claimed"\r\n',
    csvFileName: 'money-harbour.csv',
    notLegalAdvice: 'This is not legal advice.',
    months: [
      { period: '2026-03', label: 'Mar 2026', moneyIn: side(10_350_000, 10_350_000, 0, 1_000_000), moneyOut: side(6_325_000, 5_175_000, 2_000_001, 500_000) },
      { period: '2026-04', label: 'Apr 2026', moneyIn: side(0), moneyOut: side(0) },
    ],
    totals: { moneyIn: side(10_350_000, 10_350_000, 0, 1_000_000), moneyOut: side(6_325_000, 5_175_000, 2_000_001, 500_000) },
    retention: { heldFromUs: 1_000_000, weHold: 500_000, trustNote: TRUST },
    ...extra,
  };
}

async function shown(projectMoney: unknown) {
  const environment = createMockEnvironment();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter>
        <Suspense fallback="Loading">
          <ProjectMoneyTab contractId="C0" org="acme" owner="acme" slug="harbour" viewerIsSupplier />
        </Suspense>
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
  expect(screen.getByText('Loading money…')).toBeTruthy(); // the loading state, until the answer
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.variables).toEqual({ id: 'C0' });
  await act(async () => environment.mock.resolve(operation, { data: { projectMoney } }));
}

afterEach(() => vi.restoreAllMocks());

describe('the Money tab', () => {
  it('tables each month in and out to the cent, with the totals', async () => {
    await shown(money());
    const table = screen.getByTestId('money-table');
    const march = table.querySelector('tr[data-period="2026-03"]')!;
    expect(march.querySelector('[data-column="month"]')!.textContent).toBe('Mar 2026');
    expect(march.querySelector('[data-column="in-claimed"]')!.textContent).toBe('$103,500.00');
    expect(march.querySelector('[data-column="out-paid"]')!.textContent).toBe('$20,000.01');
    expect(march.querySelector('[data-column="out-outstanding"]')!.textContent).toBe('$43,249.99');
    expect(march.querySelector('[data-column="out-retentionWithheld"]')!.textContent).toBe('$5,000.00');
    expect(table.querySelector('tr[data-period="2026-04"] [data-column="in-claimed"]')!.textContent).toBe('$0.00');
    expect(table.querySelector('tr[data-period="total"] [data-column="out-claimed"]')!.textContent).toBe('$63,250.00');
    expect(within(table).getByText('Money in (you are paid)')).toBeTruthy();
    expect(within(table).getByText('Money out (you pay)')).toBeTruthy();
  });

  it('shows retention both ways, never netted, with the trust sentence', async () => {
    await shown(money());
    expect(screen.getByTestId('retention-held-from-us').textContent).toBe('$10,000.00');
    expect(screen.getByTestId('retention-we-hold').textContent).toBe('$5,000.00');
    expect(screen.getByTestId('retention-trust-note').textContent).toBe(TRUST);
  });

  it('offers receivable against payable to a head contractor, chosen by keyboard-reachable buttons', async () => {
    await shown(money());
    const group = screen.getByRole('group', { name: 'What the chart shows' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Money in', 'Money out', 'Receivable against payable']);
    expect(buttons[2].getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(buttons[1]);
    expect(buttons[1].getAttribute('aria-pressed')).toBe('true');
    expect(buttons[2].getAttribute('aria-pressed')).toBe('false');
  });

  it('leaves out a side with no contract', async () => {
    await shown(money({ hasMoneyOut: false, isHeadContractor: false }));
    const table = screen.getByTestId('money-table');
    expect(table.querySelector('[data-column="out-claimed"]')).toBeNull();
    const buttons = within(screen.getByRole('group', { name: 'What the chart shows' })).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Money in']);
  });

  it("downloads the server's CSV under its file name", async () => {
    await shown(money());
    const created = vi.fn((blob: Blob) => {
      void blob;
      return 'blob:money';
    });
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('money-harbour.csv');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(created.mock.calls[0][0] as Blob);
    });
    // The byte-order mark kept (3 bytes in UTF-8; a reader of text drops it) so Excel reads it as UTF-8.
    expect(text).toBe('"Month","In claimed"\r\n');
    expect((created.mock.calls[0][0] as Blob).size).toBe(3 + text.length);
  });

  it('says so when there are no claims yet', async () => {
    await shown(money({ months: [] }));
    expect(screen.getByText('No claims yet')).toBeTruthy();
    expect(screen.queryByTestId('money-table')).toBeNull();
  });

  it('says so when the contract is out of reach', async () => {
    await shown(null);
    expect(screen.getByText('This contract is out of reach.')).toBeTruthy();
  });
});
