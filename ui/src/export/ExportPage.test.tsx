// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { amountTitles, ExportPage, NO_GST, type ExportRow } from './ExportPage';

const base: ExportRow = {
  relation: 'Supplier',
  supplierName: 'Solo Sparky',
  customerName: 'Client Co',
  slug: 'harbour',
  number: 1,
  status: 'Sent',
  periodFrom: null,
  periodTo: null,
  claimExcl: 100_000,
  claimTax: 0,
  scheduleExcl: null,
  scheduleDueDate: null,
  scheduleDeadline: null,
  claimDueDate: null,
  received: null,
  outstanding: null,
  scheduleGivenLate: false,
  contractId: 'Q29udHJhY3Q6MQ==',
  ownerSlug: 'solo',
  chargesGst: false,
};

async function headings(rows: ExportRow[]) {
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue({ ok: true, json: async () => ({ rows, more: false }) }));
  render(
    <MemoryRouter initialEntries={['/solo/export']}>
      <Routes>
        <Route path="/:org/export" element={<ExportPage />} />
      </Routes>
    </MemoryRouter>,
  );
  const table = await screen.findByTestId('export-table');
  return [...table.querySelectorAll('th')].map((th) => [th.textContent, th.getAttribute('title')]);
}

describe('the Export screen names GST only where a claim charges it (issue 34)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('claims with GST keep the titles word for word', () => {
    expect(amountTitles([{ chargesGst: true }])).toEqual({
      showGst: true,
      claimed: 'Claimed excl',
      scheduled: 'Scheduled excl',
      received: "What the supplier's records confirm received, incl. GST",
      outstanding: 'What is payable less what was received, incl. GST',
    });
  });

  it('claims of a supplier not registered for GST: no GST column and no word of GST', async () => {
    const shown = await headings([base]);
    expect(shown.map(([text]) => text)).toContain('Claimed');
    expect(shown.map(([text]) => text)).toContain('Scheduled');
    expect(shown.some(([text, title]) => `${text} ${title ?? ''}`.includes('GST'))).toBe(false);
    expect(screen.queryByTestId('export-gst')).toBeNull();
  });

  it('a mix: the GST titles, and the claim that charges none says so in its GST cell', async () => {
    const shown = await headings([base, { ...base, number: 2, chargesGst: true, claimTax: 15_000, supplierName: 'Acme' }]);
    expect(shown).toContainEqual(['Received', "What the supplier's records confirm received, incl. GST where charged"]);
    expect(screen.getAllByTestId('export-gst').map((cell) => cell.textContent)).toEqual([NO_GST, '150.00']);
  });
});
