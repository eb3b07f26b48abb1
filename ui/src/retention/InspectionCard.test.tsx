// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { MANNER_REQUIRED } from './InspectionForm';
import { RetentionPage } from './RetentionPage';

const HELD = 'Q29udHJhY3Q6Mg==';
const HOLD = 'Q29udHJhY3Q6MQ==';

function ledger(weHold: boolean) {
  return {
    contractId: weHold ? HOLD : HELD,
    siteName: weHold ? 'Harbour View' : 'Main Road',
    ownerSlug: 'acme',
    contractSlug: weHold ? 'harbour-view' : 'main-road',
    holderName: weHold ? 'Client Co' : 'Head Co',
    payeeName: weHold ? 'Acme Builders' : 'Client Co',
    weHold,
    viewerCanRecord: weHold,
    warning: null,
    balances: { retentionMoney: 50_000, heldInAccount: 50_000, coveredByInstruments: 0, shortfall: 0 },
  };
}

function request(weHold: boolean, open: boolean) {
  return {
    contractId: weHold ? HOLD : HELD,
    number: 1,
    siteName: weHold ? 'Harbour View' : 'Main Road',
    holderName: weHold ? 'Client Co' : 'Head Co',
    payeeName: weHold ? 'Acme Builders' : 'Client Co',
    weHold,
    requesterName: 'Sam',
    message: weHold ? 'Send the ledger please' : '',
    requestedOn: '2026-06-01',
    open,
    answerWords: open ? null : 'Inspection pack sent on 3 June 2026',
    answerNote: open ? '' : 'Emailed',
    answeredByName: open ? '' : 'Cleo',
    viewerCanAnswer: weHold && open,
  };
}

async function renderPage(requests: unknown[], viewerCanRequest = true) {
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
  await act(async () =>
    environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, {
        RetentionOverview: () => ({
          notNettedReason: 'Never netted.',
          viewerCanKeepAccount: true,
          banks: [],
          trustAccount: null,
          weHold: [ledger(true)],
          heldFromUs: [ledger(false)],
        }),
        RetentionInspections: () => ({
          requests,
          heldFromUs: [{ contractId: HELD, siteName: 'Main Road', holderName: 'Head Co', viewerCanRequest }],
          right: 'Records open to inspection on request (CCA s 18FC).',
          manners: [
            { value: 'pack_sent', label: 'Inspection pack sent' },
            { value: 'made_available', label: 'Records made available for inspection' },
          ],
          rulesNote: 'This is not legal advice.',
        }),
      }),
    ),
  );
  return environment;
}

describe('the inspection requests on the Retention page', () => {
  it('asks from a Held from us row, with the message, and shows the open request there after', async () => {
    const environment = await renderPage([]);
    const row = within(screen.getByTestId('retention-heldFromUs'));
    fireEvent.click(row.getByRole('button', { name: 'Request to inspect the records of Main Road' }));
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: 'The ledger please' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    const sent = environment.mock.getMostRecentOperation();
    expect(sent.request.variables).toEqual({ input: { contractId: HELD, message: 'The ledger please' } });
  });

  it('shows the server’s refusal of a request under the form', async () => {
    const environment = await renderPage([]);
    fireEvent.click(screen.getByRole('button', { name: 'Request to inspect the records of Main Road' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { retentionInspectionRequest: null },
        errors: [{ message: 'You asked on 1 June 2026 and Head Co has not answered yet: a second request is not needed.' }],
      } as never),
    );
    expect((await screen.findByTestId('inspection-request-error')).textContent).toContain('You asked on 1 June 2026');
  });

  it('offers no request to a member who may not ask, and names the open one on its row', async () => {
    await renderPage([request(false, true)], false);
    const row = within(screen.getByTestId('retention-heldFromUs'));
    expect(row.queryByRole('button', { name: /Request to inspect/ })).toBeNull();
    expect(row.getByTestId('inspection-asked').textContent).toBe('Inspection asked 1 Jun 2026');
  });

  it('lists the holder’s task and checks the answer beside its field before sending', async () => {
    const environment = await renderPage([request(true, true), request(false, false)]);
    const card = within(screen.getByTestId('inspection-requests'));
    const statuses = card.getAllByTestId('inspection-status').map((b) => b.textContent);
    expect(statuses).toEqual(['Open since 1 Jun 2026', 'Inspection pack sent on 3 June 2026']);
    expect(card.getByText(/Send the ledger please/)).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: 'Mark answered for Harbour View' }));
    const form = within(screen.getByTestId('inspection-answer-form'));
    fireEvent.click(form.getByRole('button', { name: 'Mark answered' }));
    expect(form.getByText(MANNER_REQUIRED)).toBeTruthy();
    expect(form.getByLabelText(/How it was answered/).getAttribute('aria-invalid')).toBe('true');
    expect(environment.mock.getAllOperations()).toEqual([]);
    fireEvent.change(form.getByLabelText(/How it was answered/), { target: { value: 'pack_sent' } });
    fireEvent.change(form.getByLabelText(/Answered on/), { target: { value: '2026-05-01' } });
    fireEvent.click(form.getByRole('button', { name: 'Mark answered' }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { retentionInspectionAnswer: null },
        errors: [{ message: 'The request was made on 1 June 2026: it cannot have been answered before then', extensions: { field: 'answeredOn' } }],
      } as never),
    );
    await screen.findByText('The request was made on 1 June 2026: it cannot have been answered before then');
    expect(form.getByLabelText(/Answered on/).getAttribute('aria-invalid')).toBe('true');
  });
});
